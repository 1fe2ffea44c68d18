import type { CompanySlots } from '@/features/employer-company/company-slots';
import { LocationPicker } from '@/features/employer-jobs/location-picker';
import { SafeHtml } from '@/features/employer-jobs/safe-html';

/** The location and description pieces the company screens borrow from the job screens. */
export const companySlots: CompanySlots = {
  LocationPicker,
  RichText: SafeHtml,
};
