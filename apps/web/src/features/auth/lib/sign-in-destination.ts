import { homePathOf, type SessionUser } from '@tvet/contract';
import { paths } from '@/config/paths';

/**
 * Where a successful sign-in goes (spec 000 §2 "Sign-in redirects"): unverified e-mail first, then the
 * profile wizard while the profile is incomplete, then the role's home (staff: /surveys).
 */
export function signInDestination(user: SessionUser): string {
  if (!user.user_id.is_email_verified) return paths.verifyEmail;
  if (!user.is_profile_complete) return paths.getStarted;
  if (user.user_id.user_type === 'staff') return paths.surveys;
  return homePathOf(user.user_id.user_type);
}
