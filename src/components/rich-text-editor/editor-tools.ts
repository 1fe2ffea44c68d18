/** The editor's toolbar: its tools, their shortcuts, their state and what they do (tiptap-editor.tsx). */
import type { Editor } from '@tiptap/react';
import type { LucideIcon } from 'lucide-react';
import Bold from 'lucide-react/icons/letter-b';
import Heading3 from 'lucide-react/icons/heading-3';
import Italic from 'lucide-react/icons/italic';
import Link2 from 'lucide-react/icons/link-2';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Redo2 from 'lucide-react/icons/redo-2';
import Undo2 from 'lucide-react/icons/undo-2';

export type ToolName =
  'bold' | 'italic' | 'heading' | 'bulletList' | 'orderedList' | 'link' | 'undo' | 'redo';

interface Tool {
  name: ToolName;
  label: string;
  icon: LucideIcon;
  /** The keyboard shortcut after the platform's modifier (Ctrl, or ⌘ on Apple devices). */
  keys: string[];
  /** A formatting toggle (aria-pressed) rather than an action. */
  toggle: boolean;
}

export const TOOLS: Tool[] = [
  { name: 'bold', label: 'Bold', icon: Bold, keys: ['B'], toggle: true },
  { name: 'italic', label: 'Italic', icon: Italic, keys: ['I'], toggle: true },
  { name: 'heading', label: 'Heading', icon: Heading3, keys: ['Alt', '3'], toggle: true },
  { name: 'bulletList', label: 'Bulleted list', icon: List, keys: ['Shift', '8'], toggle: true },
  {
    name: 'orderedList',
    label: 'Numbered list',
    icon: ListOrdered,
    keys: ['Shift', '7'],
    toggle: true,
  },
  { name: 'link', label: 'Link', icon: Link2, keys: ['K'], toggle: true },
  { name: 'undo', label: 'Undo', icon: Undo2, keys: ['Z'], toggle: false },
  { name: 'redo', label: 'Redo', icon: Redo2, keys: ['Shift', 'Z'], toggle: false },
];

const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const ariaKeys = (keys: string[]) => [apple ? 'Meta' : 'Control', ...keys].join('+');
export const shownKeys = (keys: string[]) =>
  apple ? `⌘${keys.join('')}` : ['Ctrl', ...keys].join('+');

export type ToolState = Record<ToolName, boolean> & { empty: boolean };

export function readState(editor: Editor): ToolState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    heading: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    // For the actions: whether they can run.
    undo: editor.can().undo(),
    redo: editor.can().redo(),
    empty: editor.isEmpty,
  };
}

export function runTool(editor: Editor, name: Exclude<ToolName, 'link'>) {
  const chain = editor.chain().focus();
  switch (name) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'heading':
      return chain.toggleHeading({ level: 3 }).run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'undo':
      return chain.undo().run();
    case 'redo':
      return chain.redo().run();
  }
}
