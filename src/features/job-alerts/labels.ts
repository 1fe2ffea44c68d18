import type { JobAlertFrequency } from '@generated/types.gen';

export const FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
};
