import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { DataRetentionSection } from '@/features/data-retention/data-retention-section';
import { CompanyPage } from '@/features/employer-company/company-page';

/** The company page (employer-company), and for its team the data retention block (data-retention). */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageTitle title="Company page" />
      <CompanyPage
        key={slug}
        slug={slug}
        renderTeamSection={(employer, permissions) => (
          <DataRetentionSection employerId={employer.id} canEdit={permissions.manageCompany} />
        )}
      />
    </>
  );
}
