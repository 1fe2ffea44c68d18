import { Outlet } from 'react-router';
import { Logo } from './logo';

/** Layout "modal": small logo, centred title (the page's h1) and content. */
export function ModalLayout() {
  return (
    <div data-layout="modal" className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-8">
      <Logo small />
      <main id="main" className="mt-6 w-full max-w-xl rounded-xl border bg-card p-6 shadow-xs sm:p-8 [&_h1]:text-center">
        <Outlet />
      </main>
    </div>
  );
}
