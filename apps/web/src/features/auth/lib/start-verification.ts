import { paths } from '@/config/public-paths';
import { withReturn } from '@/lib/return-to';
import { requestVerificationCode } from '../api/request-verification-code';
import { setPendingEmail } from './pending';

/**
 * An unverified account can do nothing with its tokens (every call answers 403), so none are kept: a fresh
 * code goes out and the user verifies first (spec 000 §2). Loaded only when needed, which is rare.
 */
export async function startVerification(
  email: string,
  returnTo?: string | null,
  userType?: string,
): Promise<string> {
  await requestVerificationCode(email).catch(() => undefined);
  setPendingEmail(email, userType);
  // The page the person was going to rides along, for the Sign in button after verifying.
  return withReturn(paths.verifyEmail, returnTo);
}
