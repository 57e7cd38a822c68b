import { QueryClientProvider } from '@tanstack/react-query';
import { TYPES_WITH_ONBOARDING, USER_TYPES, type UserType } from '@tvet/contract';
import { useDeferredValue, useEffect } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { withReturn } from '@/lib/return-to';
import type { Session } from '@/lib/session';
import { useProfile } from '@/lib/shared-reads';
import { preloadPage } from '../pages';
import { ShellFrame } from '../shell-frame';
import { queryClient } from './query-client';
import { RolePages } from './role-pages';
import { ShellLayout } from './shell-layout';

const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

/** The signed-in app. A user type that is none of the known ones renders nothing (spec 000 §2). */
export function AppShell({ session }: { session: Session }) {
  return (
    <QueryClientProvider client={queryClient}>
      {isUserType(session.user_type) ? <ProfileGate session={session} userType={session.user_type} /> : null}
    </QueryClientProvider>
  );
}

/**
 * Open to every role even while the profile wizard is unfinished (spec 001 §2: "Messages, tickets and settings
 * are available to all roles"; issue 22.8): a person stuck in the wizard can ask for help and change their password.
 */
const OPEN_DURING_SETUP: readonly string[] = [
  paths.getStarted,
  paths.messages,
  paths.tickets,
  paths.settings,
];

function isOpenDuringSetup(pathname: string): boolean {
  return OPEN_DURING_SETUP.some((pattern) => matchPath({ path: pattern, end: false }, pathname));
}

/**
 * The route set is chosen only once the profile has loaded, from the type the server reports. While the
 * profile is unfinished every other signed-in page, opened by the menu or by its URL, goes to /get-started
 * (spec 000 §2 locks the sidebar; issue 9: the lock is enforced, not only drawn).
 */
function ProfileGate({ session, userType }: { session: Session; userType: UserType }) {
  const profile = useProfile(userType, session.user_id);
  const { pathname, search } = useLocation();
  // The page's code downloads while the profile loads, not after it (issue 23).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first page; later ones load as visited.
  useEffect(() => preloadPage(userType, pathname), []);
  /*
   * The shell and the page are drawn in a deferred render (issue 23): TanStack Query's answer arrives as a
   * synchronous update, and drawing the whole signed-in app in it held a phone's main thread for 300-600 ms
   * (Lighthouse's blocking time); React draws a deferred value in slices of a few milliseconds, the frame
   * staying on the screen meanwhile.
   */
  const data = useDeferredValue(profile.data);
  if (profile.isError) {
    return <ErrorScreen title={t('We could not load your account')} message={profile.error.message} />;
  }
  if (profile.isPending || data === undefined) return <ShellFrame label={t('Loading your account…')} />;
  if (!isUserType(data.user_type)) return null;
  const unfinished = !data.is_profile_complete && TYPES_WITH_ONBOARDING.includes(data.user_type);
  if (unfinished && !isOpenDuringSetup(pathname)) {
    // The page asked for opens once the profile is complete.
    return <Navigate to={withReturn(paths.getStarted, `${pathname}${search}`)} replace />;
  }
  return (
    <ShellLayout profile={data}>
      <RolePages role={data.user_type} />
    </ShellLayout>
  );
}
