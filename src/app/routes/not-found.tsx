import { useLocation } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';

export function Component() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}
