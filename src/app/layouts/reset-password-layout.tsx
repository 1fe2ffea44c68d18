import { Outlet } from 'react-router';
import { Logo } from './logo';

/** Layout "reset-password": a centred card with the logo. */
export function ResetPasswordLayout() {
  return (
    <div data-layout="reset-password" className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-10">
      <Logo />
      <main id="main" className="mt-8 w-full max-w-md rounded-xl border bg-card p-6 shadow-xs sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
