import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Bold, Eye, Heading3, Italic, Link2, List, ListOrdered, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { htmlToMarkdown, markdownToHtml } from './rich-text';
import { SafeHtml } from './safe-html';

export interface RichTextEditorProps {
  id?: string;
  /** Allowed HTML (what the form holds and the API takes). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  name?: string;
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  ref?: React.Ref<HTMLTextAreaElement>;
}

type Selection = { start: number; end: number };

type ActionName = 'bold' | 'italic' | 'heading' | 'bullet' | 'numbered' | 'link';
const ACTIONS: { name: ActionName; label: string; shortcut?: string; icon: typeof Bold }[] = [
  { name: 'bold', label: 'Bold', shortcut: 'Ctrl+B', icon: Bold },
  { name: 'italic', label: 'Italic', shortcut: 'Ctrl+I', icon: Italic },
  { name: 'heading', label: 'Heading', icon: Heading3 },
  { name: 'bullet', label: 'Bulleted list', icon: List },
  { name: 'numbered', label: 'Numbered list', icon: ListOrdered },
  { name: 'link', label: 'Link', icon: Link2 },
];

/** Wraps the selection (or a placeholder) in `before`/`after`; a second click unwraps it. */
function wrap(text: string, sel: Selection, before: string, after: string, placeholder: string) {
  const selected = text.slice(sel.start, sel.end);
  const outerStart = sel.start - before.length;
  if (text.slice(outerStart, sel.start) === before && text.slice(sel.end, sel.end + after.length) === after) {
    const next = text.slice(0, outerStart) + selected + text.slice(sel.end + after.length);
    return { text: next, selection: { start: outerStart, end: outerStart + selected.length } };
  }
  const inner = selected || placeholder;
  const next = text.slice(0, sel.start) + before + inner + after + text.slice(sel.end);
  const start = sel.start + before.length;
  return { text: next, selection: { start, end: start + inner.length } };
}

/** Adds (or, when every line has it, removes) a line prefix on the selected lines. */
function prefixLines(text: string, sel: Selection, kind: 'bullet' | 'numbered' | 'heading') {
  const lineStart = text.lastIndexOf('\n', sel.start - 1) + 1;
  const lineEndIndex = text.indexOf('\n', sel.end);
  const lineEnd = lineEndIndex === -1 ? text.length : lineEndIndex;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const pattern = kind === 'bullet' ? /^- / : kind === 'numbered' ? /^\d+\. / : /^### /;
  const all = lines.every((line) => pattern.test(line));
  const changed = lines.map((line, i) => {
    if (all) return line.replace(pattern, '');
    const bare = line.replace(/^(?:- |\d+\. |### )/, '');
    return `${kind === 'bullet' ? '- ' : kind === 'numbered' ? `${i + 1}. ` : '### '}${bare}`;
  });
  const block = changed.join('\n');
  const next = text.slice(0, lineStart) + block + text.slice(lineEnd);
  return { text: next, selection: { start: lineStart, end: lineStart + block.length } };
}

/**
 * A plain textarea with a small formatting toolbar and a preview. People write a markdown-ish
 * text; the editor hands out sanitised HTML limited to the contract's tags (see rich-text.ts).
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  name,
  rows = 10,
  placeholder,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...aria
}: RichTextEditorProps) {
  const generatedId = useId();
  const textareaId = id ?? `rich-text-${generatedId}`;
  const hintId = `${textareaId}-syntax`;
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const pendingSelection = useRef<Selection | null>(null);
  const [preview, setPreview] = useState(false);
  const [text, setText] = useState(() => htmlToMarkdown(value));
  // The HTML this editor last emitted or received; anything else arriving through `value` is an
  // outside change (the form was reset or the job loaded) and replaces the text.
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(htmlToMarkdown(value));
  }

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const el = textareaRef.current;
    if (selection && el) {
      el.focus();
      el.setSelectionRange(selection.start, selection.end);
      pendingSelection.current = null;
    }
  });

  const commit = (next: string, selection?: Selection) => {
    setText(next);
    const html = markdownToHtml(next);
    setSynced(html);
    if (selection) pendingSelection.current = selection;
    if (html !== value) onChange(html);
  };

  const selection = (): Selection => {
    const el = textareaRef.current;
    return el ? { start: el.selectionStart, end: el.selectionEnd } : { start: text.length, end: text.length };
  };
  const apply = (result: { text: string; selection: Selection }) => commit(result.text, result.selection);

  const runAction = (action: ActionName) => {
    const sel = selection();
    switch (action) {
      case 'bold':
        return apply(wrap(text, sel, '**', '**', 'bold text'));
      case 'italic':
        return apply(wrap(text, sel, '*', '*', 'italic text'));
      case 'heading':
        return apply(prefixLines(text, sel, 'heading'));
      case 'bullet':
        return apply(prefixLines(text, sel, 'bullet'));
      case 'numbered':
        return apply(prefixLines(text, sel, 'numbered'));
      case 'link': {
        const label = text.slice(sel.start, sel.end) || 'link text';
        const url = 'https://';
        const next = `${text.slice(0, sel.start)}[${label}](${url})${text.slice(sel.end)}`;
        const urlStart = sel.start + label.length + 3;
        return commit(next, { start: urlStart, end: urlStart + url.length });
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      runAction(key === 'b' ? 'bold' : 'italic');
    }
  };

  return (
    <div
      data-slot="rich-text-editor"
      className={cn(
        'rounded-md border shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        aria['aria-invalid'] ? 'border-destructive' : 'border-input',
      )}
    >
      <div role="group" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 border-b p-1">
        {ACTIONS.map(({ name, label, shortcut, icon: Icon }) => (
          <Button
            key={name}
            variant="ghost"
            size="icon-sm"
            aria-label={label}
            title={shortcut ? `${label} (${shortcut})` : label}
            disabled={disabled || preview}
            onClick={() => runAction(name)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          aria-pressed={preview}
          disabled={disabled}
          onClick={() => setPreview((p) => !p)}
        >
          {preview ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {preview ? 'Edit' : 'Preview'}
        </Button>
      </div>
      {preview ? (
        <div className="min-h-40 px-3 py-2" aria-label="Preview" role="region">
          {value ? <SafeHtml html={value} /> : <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>}
        </div>
      ) : (
        <textarea
          {...aria}
          ref={(el) => {
            textareaRef.current = el;
            if (typeof ref === 'function') ref(el);
            else if (ref) (ref as React.RefObject<HTMLTextAreaElement | null>).current = el;
          }}
          id={textareaId}
          name={name}
          rows={rows}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
          onChange={(e) => commit(e.target.value)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          className="block w-full resize-y rounded-b-md bg-transparent px-3 py-2 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
        />
      )}
      <p id={hintId} className="border-t px-3 py-1.5 text-xs text-muted-foreground">
        **bold**, *italic*, ### heading, - list, 1. numbered list, [text](https://…)
      </p>
    </div>
  );
}
