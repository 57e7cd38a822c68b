import type { AdminSignInChallenge } from '@tvet/contract';
import { keepDeviceLanguage } from '@/lib/i18n/choose';
import { hasPendingInvitation } from '@/lib/pending-invitation';
import { sessionFrom, setSession } from '@/lib/session';
import type { LoginInput } from '../api/login';
import { signInDestination } from './sign-in-destination';

/**
 * Signs in and answers where to go next: `returnTo`, the page a signed-out visitor was going to, if safe. An
 * administrator's password answers the two-factor challenge instead: the TOTP step comes next.
 */
export async function signIn(
  input: LoginInput & { returnTo?: string | null },
): Promise<string | { challenge: AdminSignInChallenge }> {
  // Loaded now, not with the page: the call's contract operation brings zod (api/login.ts).
  const { login } = await import('../api/login');
  const answer = await login(input);
  if ('totp_required' in answer) return { challenge: answer };
  const { key, user } = answer;
  if (!user.user_id.is_email_verified) {
    const { startVerification } = await import('./start-verification');
    return startVerification(user.user_id.email, input.returnTo, input.userType);
  }
  // The refresh token is the httpOnly cookie the answer set; only the access token is kept, in memory.
  setSession(sessionFrom(key, user));
  keepDeviceLanguage(user.language);
  // A graduate who came from a roll invitation: the roll row listing this address becomes the claim. Its code
  // (with the contract's roll schemas and zod) loads only then, so it stays out of /login's first load; if it
  // cannot load, the invitation is kept for the next sign-in, as when the server does not answer.
  if (hasPendingInvitation()) {
    const invitation = await import('@/lib/roll-invitation').catch(() => null);
    await invitation?.acceptPendingInvitation(user);
  }
  return signInDestination(user, input.returnTo);
}
