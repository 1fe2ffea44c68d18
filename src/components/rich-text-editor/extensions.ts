import type { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { SAFE_HREF } from '@/lib/rich-text';
import { normalizeEditorHtml } from './editor-html';

/**
 * The editor's schema: exactly the contract's description tags (p, ul, ol, li, strong, em,
 * a href, h3, br). StarterKit brings them plus things the contract does not allow; those are
 * switched off, so they can neither be typed, pasted nor loaded (their text stays, as plain text).
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // An empty paragraph after a final list or heading would change the server's HTML.
    trailingNode: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      // The contract keeps href only; web and e-mail links only.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => SAFE_HREF.test(url.trim()),
    },
  }),
];

/** What the editor holds, as the form's value: allowed, sanitised HTML; '' when empty. */
export function editorHtml(editor: Pick<Editor, 'isEmpty' | 'getHTML'>): string {
  return editor.isEmpty ? '' : normalizeEditorHtml(editor.getHTML());
}
