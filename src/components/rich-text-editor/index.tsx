import { lazy, Suspense } from 'react';
import { withChunkReload } from '@/lib/chunk-reload';
import {
  contentClass,
  contentStyle,
  EditorFrame,
  PlaceholderText,
  toolbarRowClass,
} from './editor-frame';
import type { RichTextEditorProps } from './types';

export type { RichTextEditorProps } from './types';

const TiptapEditor = lazy(withChunkReload(() => import('./tiptap-editor')));

/** Holds the editor's place, at its size, while its chunk loads. */
function EditorPlaceholder({ rows = 10, placeholder, disabled, ...aria }: RichTextEditorProps) {
  const invalid = aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';
  return (
    <EditorFrame invalid={invalid} disabled={disabled} busy>
      <div className={toolbarRowClass}>
        <div className="h-8" />
      </div>
      <div className="relative">
        <div className={contentClass} style={contentStyle(rows)} />
        <PlaceholderText>{placeholder}</PlaceholderText>
      </div>
    </EditorFrame>
  );
}

/**
 * A rich text editor for job and company descriptions, limited to the contract's tags. Tiptap and
 * ProseMirror load in a chunk of their own the first time an editor shows (employer pages only);
 * a placeholder of the same size stands in until then.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder {...props} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
