import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { CompanyPage } from '@/features/employer-company/company-page';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageTitle title="Company page" />
      <CompanyPage key={slug} slug={slug} />
    </>
  );
}
