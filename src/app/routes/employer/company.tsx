import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { DataRetentionSection } from '@/features/data-retention/data-retention-section';
import { CompanyPage } from '@/features/employer-company/company-page';
import { SelfIdentificationSettings } from '@/features/self-identification/self-identification-settings';

/**
 * The company page (employer-company), and for its own team below it the data retention block
 * (data-retention) and, for owners and admins, the voluntary self-identification forms it offers
 * (self-identification).
 */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageTitle title="Company page" />
      <CompanyPage
        key={slug}
        slug={slug}
        renderTeamSection={(employer, permissions) => (
          <>
            <DataRetentionSection employerId={employer.id} canEdit={permissions.manageCompany} />
            {permissions.manageSelfIdentification && (
              <div className="mt-10 border-t pt-8">
                <SelfIdentificationSettings key={employer.id} employerId={employer.id} />
              </div>
            )}
          </>
        )}
      />
    </>
  );
}
