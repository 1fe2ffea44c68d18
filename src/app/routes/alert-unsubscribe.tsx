import { PageTitle } from '@/components/page-title';
import { UnsubscribePage } from '@/features/job-alerts/unsubscribe-page';

/** /alerts/unsubscribe#token=… (layout default, no guard): a job alert email's unsubscribe link. */
export function Component() {
  return (
    <>
      <PageTitle title="Unsubscribe from a job alert" />
      <UnsubscribePage />
    </>
  );
}
