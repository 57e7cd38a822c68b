import { type LoginPayload, segmentOf, USER_TYPES, type UserType } from '@tvet/contract';
import { createAccount } from '../seed/accounts.factory';
import { adminLogin } from './admin.fixtures';
import { client, type TestApp } from './harness';

/** A real session of one role: the bearer token the API issued, and both ids that name the account. */
export interface RoleSession {
  userType: UserType;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  accountId: string;
  /** The role profile's id (graduate id, employer id…): the session's `user._id`. */
  profileId: string;
}

let sequence = 0;

/**
 * Creates one verified account with a complete profile through the seed factory and signs it in through the API,
 * so the token is exactly what a client holds (signed by the app's key, with every claim a route checks).
 */
export async function signInAs(t: TestApp, userType: UserType): Promise<RoleSession> {
  sequence += 1;
  const tag = `${userType.slice(0, 4)}${sequence}${Math.random().toString(36).slice(2, 7)}`;
  const email = `${tag}@roles.example.ng`;
  const account = await createAccount(t.database.db, {
    userType,
    email,
    username: tag,
    verified: true,
    complete: true,
  });
  const {
    key,
    refresh_token: refreshToken,
    user,
  } = userType === 'admin'
    ? // Administrators give a TOTP code after the password (test/admin.fixtures.ts computes it like an app).
      await adminLogin(t, email, account.password)
    : await passwordLogin(t, userType, email, account.password);
  return {
    userType,
    email,
    password: account.password,
    token: key,
    refreshToken,
    accountId: account.user.id,
    profileId: user._id,
  };
}

async function passwordLogin(t: TestApp, userType: UserType, email: string, password: string) {
  const res = await client(t.app).post<LoginPayload>(`/api/v1/auth/${segmentOf(userType)}/login`, {
    email,
    password,
  });
  if (res.statusCode !== 200) throw new Error(`${userType} sign-in: ${res.statusCode} ${res.body.msg}`);
  return res.body.payload;
}

/** One real session of every role, administrator included. */
export async function signInEveryRole(t: TestApp): Promise<Record<UserType, RoleSession>> {
  const sessions: Partial<Record<UserType, RoleSession>> = {};
  for (const userType of USER_TYPES) sessions[userType] = await signInAs(t, userType);
  return sessions as Record<UserType, RoleSession>;
}
