import { lazy, Suspense } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { PublicFrame } from '@/components/layout/public-layout';
import { LoadingPanel } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadSignedInMessages, t } from '@/lib/i18n/i18n';
import { withReturn } from '@/lib/return-to';
import { useRestoring, useSession } from '@/lib/session';
import { routes } from './routes';
import { ShellFrame } from './shell-frame';

// Loaded only once someone is signed in, so the shell (TanStack Query, Radix menus) stays out of /login.
// The signed-in pages' messages in the chosen language (issue 29) load beside it, so the shell paints translated.
const AppShell = lazy(() =>
  Promise.all([import('./shell/app-shell'), loadSignedInMessages()]).then(([module]) => ({
    default: module.AppShell,
  })),
);
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * Every pattern of config/paths.ts that no public route serves is a signed-in page (which role sees which is in
 * app/pages.tsx, loaded with the shell): without a session these go to /login; anything else is a 404.
 */
const PUBLIC = new Set(routes.flatMap((route) => route.children ?? []).map((route) => route.path));
const SIGNED_IN: readonly string[] = Object.values(paths).filter((path) => !PUBLIC.has(path));

export function isSignedInPath(pathname: string): boolean {
  return SIGNED_IN.some((pattern) => matchPath(pattern, pathname));
}

/**
 * Every path that is not public lands here. With a session it opens the signed-in shell (which picks the
 * role's route set); without one, a protected path goes to /login and anything else is a 404. When the
 * session ends (logout, failed token refresh) this re-renders and sends the user to /login.
 */
export function ProtectedGate() {
  const session = useSession();
  const restoring = useRestoring();
  const { pathname, search, hash } = useLocation();
  // The session is still being restored from its cookie: the page's frame now, the page once it is known.
  if (!session && restoring && isSignedInPath(pathname)) return <ShellFrame />;
  // The requested page rides along, so sign-in returns to it (a shared job link, a session that ended).
  if (!session && isSignedInPath(pathname)) {
    return <Navigate to={withReturn(paths.login, `${pathname}${search}${hash}`)} replace />;
  }
  return (
    <Suspense fallback={session ? <ShellFrame /> : <LoadingPanel label={t('Loading…')} />}>
      {session ? (
        <AppShell session={session} />
      ) : (
        <PublicFrame>
          <NotFoundPage />
        </PublicFrame>
      )}
    </Suspense>
  );
}

export { ProtectedGate as Page };
