import { getSchema, type JSONContent } from '@tiptap/react';
import { DOMParser as ProseMirrorParser } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { sanitizeRichTextToFragment } from '@/lib/rich-text';
import { richTextExtensions } from './extensions';

/*
 * The editor under the site's Trusted Types (docs/deploy.md): Tiptap parses HTML content with
 * DOMParser.parseFromString and ProseMirror parses pasted or dropped HTML with innerHTML, both
 * from plain strings, which `require-trusted-types-for 'script'` refuses (ProseMirror would create
 * a pass-through policy of its own, which the site does not allow). So every piece of HTML the
 * editor takes in is parsed by DOMPurify (lib/rich-text, the one HTML policy) to the contract's
 * allow-list, and ProseMirror reads the resulting nodes.
 */

const schema = getSchema(richTextExtensions);

/** The editor's document for some HTML (what `content` and `setContent` are given). */
export function editorContent(html: string): JSONContent {
  return ProseMirrorParser.fromSchema(schema).parse(sanitizeRichTextToFragment(html)).toJSON();
}

function insertHtml(view: EditorView, html: string | undefined, at?: number): boolean {
  if (!html || !view.editable) return false;
  const slice = ProseMirrorParser.fromSchema(view.state.schema).parseSlice(
    sanitizeRichTextToFragment(html),
  );
  const tr =
    at === undefined
      ? view.state.tr.replaceSelection(slice)
      : view.state.tr.replaceRange(at, at, slice);
  view.dispatch(tr.scrollIntoView().setMeta('paste', true).setMeta('uiEvent', 'paste'));
  return true;
}

/** editorProps.handleDOMEvents: HTML pasted or dropped in from outside goes through DOMPurify. */
export const trustedHtmlEvents = {
  paste(view: EditorView, event: ClipboardEvent): boolean {
    const handled = insertHtml(view, event.clipboardData?.getData('text/html'));
    if (handled) event.preventDefault();
    return handled;
  },
  drop(view: EditorView, event: DragEvent): boolean {
    // A drag inside the editor moves its own nodes; ProseMirror parses no HTML for it.
    if (view.dragging) return false;
    const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
    const handled =
      Boolean(at) && insertHtml(view, event.dataTransfer?.getData('text/html'), at!.pos);
    if (handled) event.preventDefault();
    return handled;
  },
};
