import type { CompanySlots } from '@/features/employer-company/company-slots';
import { richTextToPlain, sanitizeRichText } from '@/features/employer-jobs/rich-text';
import { RichTextEditor } from '@/features/employer-jobs/rich-text-editor';
import { SafeHtml } from '@/features/employer-jobs/safe-html';

/** The rich text pieces the company screens borrow from the job screens. */
export const companySlots: CompanySlots = {
  DescriptionEditor: RichTextEditor,
  RichText: SafeHtml,
  sanitize: sanitizeRichText,
  toPlainText: richTextToPlain,
};
