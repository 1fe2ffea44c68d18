import { useParams, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { CompanyPage, companyPageQueries } from '@/features/employer-company/company-page';
import { paths } from '../../paths';
import { queryClient } from '../../query-client';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.slug) {
    const queries = companyPageQueries(params.slug);
    void queryClient.prefetchQuery(queries.employer);
    void queryClient.prefetchQuery(queries.jobs);
  }
  return null;
}

export function Component() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageTitle title="Company page" />
      <CompanyPage key={slug} slug={slug} publicJobHref={paths.job} />
    </>
  );
}
