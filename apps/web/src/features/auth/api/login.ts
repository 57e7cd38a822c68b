import { type LoginPayload, segmentOf, type UserType } from '@tvet/contract';
import { request } from '@/lib/api';

export interface LoginInput {
  userType: UserType;
  email: string;
  password: string;
}

/** POST /auth/{users}/login. A wrong password, an unknown e-mail and a wrong type all answer the same 401. */
export async function login({ userType, email, password }: LoginInput): Promise<LoginPayload> {
  const answer = await request<LoginPayload>(`/auth/${segmentOf(userType)}/login`, {
    method: 'POST',
    body: { email, password },
    auth: false,
  });
  return answer.payload;
}
