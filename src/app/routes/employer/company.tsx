import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { CompanyPage } from '@/features/employer-company/company-page';
import { SelfIdentificationSettings } from '@/features/self-identification/self-identification-settings';
import { useEmployerContext } from '@/hooks/use-employer-context';

/**
 * The company page, and for the selected company's owners and admins its voluntary
 * self-identification forms (the self-identification tag).
 */
export function Component() {
  const { slug = '' } = useParams();
  const { company, employerId, permissions } = useEmployerContext();
  const own = company?.employer_slug === slug;
  return (
    <>
      <PageTitle title="Company page" />
      <CompanyPage key={slug} slug={slug} />
      {own && permissions.manageSelfIdentification && (
        <div className="mt-10 border-t pt-8">
          <SelfIdentificationSettings key={employerId} employerId={employerId} />
        </div>
      )}
    </>
  );
}
