import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { InvitationPage } from '@/features/team/invitation-page';

/**
 * /employer/invitation/:token (layout default, no guard): an invitation link's page. Reading it
 * changes nothing; the invited account accepts or declines there.
 */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle title="Invitation" />
      <InvitationPage key={token} token={token} />
    </>
  );
}
