import type { Ref } from 'react';

export interface RichTextEditorProps {
  /** The writing area's id (what the field's label points at). */
  id?: string;
  /** Allowed HTML: what the form holds and the API takes. '' when empty. */
  value: string;
  onChange: (html: string) => void;
  /** Called when focus leaves the whole editor (the toolbar and link box included). */
  onBlur?: () => void;
  name?: string;
  /** Height of the writing area in lines of text (it grows with the text). */
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
  /** The visible label's id: a writing area is not a form control, so `<label for>` cannot name it. */
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  /** Receives `focus()` (react-hook-form focuses the first invalid field with it). */
  ref?: Ref<{ focus: () => void }>;
}
