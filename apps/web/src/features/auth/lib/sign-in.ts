import { setSession } from '@/lib/session';
import { type LoginInput, login } from '../api/login';
import { signInDestination } from './sign-in-destination';

/** Signs in and answers where to go next: `returnTo`, the page a signed-out visitor was going to, if safe. */
export async function signIn(input: LoginInput & { returnTo?: string | null }): Promise<string> {
  const { key, refresh_token, user } = await login(input);
  if (!user.user_id.is_email_verified) {
    const { startVerification } = await import('./start-verification');
    return startVerification(user.user_id.email, input.returnTo);
  }
  setSession({
    user_id: user._id,
    _id: user.user_id._id,
    token: key,
    refresh_token,
    user_type: user.user_id.user_type,
    email: user.user_id.email,
  });
  return signInDestination(user, input.returnTo);
}
