import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';
import { SkipLink } from './skip-link';

/** Layout "employer-auth": the employer sign-in, beside a short pitch. */
export function EmployerAuthLayout() {
  return (
    <div data-layout="employer-auth" className="grid min-h-dvh lg:grid-cols-2">
      <SkipLink />
      <aside className="hidden flex-col justify-between bg-primary p-10 text-primary-foreground lg:flex">
        <Logo
          to={paths.home()}
          className="text-primary-foreground [&>span:first-child]:bg-primary-foreground [&>span:first-child]:text-primary"
        />
        <div className="max-w-md">
          <p className="text-3xl font-semibold leading-tight">
            Hire the people who move your company forward.
          </p>
          <p className="mt-4 text-primary-foreground">
            Post jobs, read applications and manage your hiring team in one place.
          </p>
        </div>
        <p className="text-sm font-medium text-primary-foreground">For employers</p>
      </aside>
      <main
        id="main"
        tabIndex={-1}
        className="flex items-center justify-center px-4 py-10 outline-none"
      >
        <div className="w-full max-w-sm">
          <div className="mb-8 lg:hidden">
            <Logo to={paths.home()} />
          </div>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
