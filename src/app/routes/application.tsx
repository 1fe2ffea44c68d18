import { ApplicationPage } from '@/features/applications/application-page';
import { SelfIdentificationStep } from '@/features/self-identification/self-identification-step';

/** One application, and under it its voluntary self-identification (docs/product.md §2). */
export function Component() {
  return (
    <ApplicationPage
      renderMore={(application) => (
        <SelfIdentificationStep applicationId={application.id} headingLevel={2} />
      )}
    />
  );
}
