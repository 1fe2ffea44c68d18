import type { ComponentType, Ref } from 'react';

/**
 * Pieces the company screens share with the job screens (rich text). Features
 * don't import each other, so the routes hand them in; these are the props the company screens use.
 */
interface AriaControlProps {
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

export interface DescriptionEditorProps extends AriaControlProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  name?: string;
  rows?: number;
  placeholder?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export interface CompanySlots {
  /** Edits description HTML (allowed tags only). */
  DescriptionEditor: ComponentType<DescriptionEditorProps>;
  /** Renders description HTML, sanitised. */
  RichText: ComponentType<{ html: string; className?: string }>;
  /** Sanitises description HTML to the allowed tags. */
  sanitize: (html: string) => string;
  /** The description's text without tags (to tell an empty description). */
  toPlainText: (html: string) => string;
}
