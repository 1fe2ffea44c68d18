import type { CompanySlots } from '@/features/employer-company/company-slots';
import { SafeHtml } from '@/features/employer-jobs/safe-html';

/** The description display the company screens borrow from the job screens. */
export const companySlots: CompanySlots = {
  RichText: SafeHtml,
};
