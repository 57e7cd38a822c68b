import { homePathOf, type SessionUser } from '@tvet/contract';
import { paths } from '@/config/public-paths';
import { safeReturnPath, withReturn } from '@/lib/return-to';

/**
 * Where a successful sign-in goes (spec 000 §2 "Sign-in redirects"): unverified e-mail first, then the
 * profile wizard while the profile is incomplete, then the page the person was going to (a shared link,
 * issue 9; same-site paths only), else the role's home (staff: /surveys).
 */
export function signInDestination(user: SessionUser, returnTo?: string | null): string {
  if (!user.user_id.is_email_verified) return paths.verifyEmail;
  // The wizard comes first; the page asked for rides along and opens when the profile is complete.
  if (!user.is_profile_complete) return withReturn(paths.getStarted, returnTo);
  const target = safeReturnPath(returnTo);
  if (target) return target;
  if (user.user_id.user_type === 'staff') return paths.surveys;
  return homePathOf(user.user_id.user_type);
}
