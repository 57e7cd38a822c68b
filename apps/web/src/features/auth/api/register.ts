import { type RegisterRequest, segmentOf } from '@tvet/contract';
import { request } from '@/lib/api';

/** POST /{users}: creates the account; the server e-mails the 4-digit verification code itself. */
export function register(body: RegisterRequest) {
  return request<unknown>(`/${segmentOf(body.user_type)}`, { method: 'POST', body, auth: false });
}
