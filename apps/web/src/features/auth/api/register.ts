import { type RegisterRequest, registrationOperations, segmentOf } from '@tvet/contract';
import { call } from '@/lib/call';

/** POST /{users}: creates the account; the server e-mails the 4-digit verification code itself. */
export function register(body: RegisterRequest) {
  const op =
    registrationOperations.open[segmentOf(body.user_type) as keyof typeof registrationOperations.open];
  return call(op, { body: body as never, auth: false });
}
