import { lazy, Suspense, useEffect } from 'react';
import {
  Outlet,
  ScrollRestoration,
  replace,
  useLocation,
  useNavigate,
  useNavigation,
  type LoaderFunctionArgs,
} from 'react-router';
import { LoadingBar } from '@/components/loading-bar';
import { QuietBoundary } from '@/components/quiet-boundary';
import { useToastHostWanted } from '@/lib/toast';
import { env } from '@/config/env';
import { useDialogs } from '@/lib/dialogs';
import { readSignInParams, signInDialog, useSignInDialog } from '@/lib/sign-in-dialog';
import { withChunkReload } from '@/lib/chunk-reload';
import { queryClient } from './query-client';
import { SaveJobProvider, type SaveJobControlProps } from '@/components/save-job-slot';
import { SaveToggle } from '@/features/saved-jobs/save-toggle';
import { isSignedIn, useSession } from '@/lib/session/session-store';
import {
  captureTokens,
  ensureSessionLoaded,
  socialArrivalRedirect,
  socialSignInDone,
} from './session';

// Dialogs are loaded the first time one opens: they are not part of any page's first paint.
const SignInDialog = lazy(
  withChunkReload(() =>
    import('@/features/auth/sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
  ),
);
const Toaster = lazy(
  withChunkReload(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster }))),
);
const DialogHost = lazy(
  withChunkReload(() =>
    import('@/components/dialog-host').then((m) => ({ default: m.DialogHost })),
  ),
);
// Only sites with a tag-manager id ask for consent; the others never download the banner.
const ConsentBanner = lazy(
  withChunkReload(() =>
    import('@/components/consent-banner').then((m) => ({ default: m.ConsentBanner })),
  ),
);

function Dialogs() {
  const signIn = useSignInDialog();
  const dialogs = useDialogs();
  const toasts = useToastHostWanted();
  return (
    <Suspense fallback={null}>
      {toasts && <Toaster />}
      {signIn.open && <SignInDialog />}
      {dialogs.length > 0 && <DialogHost />}
    </Suspense>
  );
}

/**
 * Runs before every page: a social sign-in code in the URL becomes the session (tokens in a URL
 * are stripped, never used); the session is loaded; an
 * employer account back from a social sign-in started on a job goes to the employer area.
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const clean = await captureTokens(new URL(request.url));
  if (clean !== null) throw replace(clean);
  await socialSignInDone();
  await ensureSessionLoaded(queryClient);
  const elsewhere = socialArrivalRedirect();
  if (elsewhere) throw replace(elsewhere);
  return null;
}

/**
 * key, email, open_login and error_state are read into the sign-in dialog's state on every
 * page; error_state is removed from the URL once read (docs/product.md §2).
 */
function useSignInUrlParams() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = readSignInParams(location.search);
    signInDialog.setParams(params);
    if (params.errorState) {
      const search = new URLSearchParams(location.search);
      search.delete('error_state');
      const query = search.toString();
      void navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
        { replace: true },
      );
    }
  }, [location.search, location.pathname, location.hash, navigate]);
}

const renderSaveToggle = (props: SaveJobControlProps) => <SaveToggle {...props} />;

/** Saving a job a signed-out visitor asked for, once signed in (saved jobs; loaded only then). */
const SavedJobIntent = lazy(
  withChunkReload(() =>
    import('@/features/saved-jobs/saved-job-intent').then((m) => ({ default: m.SavedJobIntent })),
  ),
);

export function RootLayout() {
  const navigation = useNavigation();
  useSignInUrlParams();
  // Signed in as a candidate, a Save started signed out is continued here, on any page (other
  // accounts never keep it: the sign-in forgets it for them).
  const candidate = useSession((s) => isSignedIn(s) && s.user?.access_type === 'candidate');
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle'} />
      <SaveJobProvider value={renderSaveToggle}>
        <Outlet />
      </SaveJobProvider>
      {candidate && (
        <Suspense fallback={null}>
          <SavedJobIntent />
        </Suspense>
      )}
      <Dialogs />
      {env.gtmId && (
        <QuietBoundary name="consent banner">
          <Suspense fallback={null}>
            <ConsentBanner gtmId={env.gtmId} />
          </Suspense>
        </QuietBoundary>
      )}
      <ScrollRestoration />
    </>
  );
}

// What an error that escapes every page shows is loaded when one does (decision 013).
const RootError = lazy(
  withChunkReload(() => import('./root-error').then((m) => ({ default: m.RootError }))),
);

/** Unmatched routes and errors that escape a page (root-error.tsx, loaded then). */
export function RootErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RootError />
    </Suspense>
  );
}
