import { Outlet } from 'react-router';
import { EmployerHeader, EmployerSideNav } from './employer-header';
import { SkipLink } from './skip-link';

/** Layout "employer-dashboard": the employer area with its navigation. */
export function EmployerDashboardLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div
      data-layout={children ? 'employer-profile-setting' : 'employer-dashboard'}
      className="flex min-h-dvh flex-col bg-muted/30"
    >
      <SkipLink />
      <EmployerHeader />
      <div className="mx-auto grid w-full max-w-7xl flex-1 content-start gap-6 px-4 py-6 md:grid-cols-[200px_1fr]">
        <EmployerSideNav />
        <main id="main" tabIndex={-1} className="min-w-0 outline-none">
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
