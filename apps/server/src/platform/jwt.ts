import { ACCESS_TOKEN_TTL_SECONDS, type UserType } from '@tvet/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

/** What a signed access token says about its bearer. */
export interface AuthContext {
  accountId: string;
  profileId: string;
  userType: UserType;
  emailVerified: boolean;
}

export type VerifyResult = { ok: true; auth: AuthContext } | { ok: false; reason: 'invalid' | 'expired' };

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(auth: AuthContext): Promise<string> {
      return new SignJWT({ pid: auth.profileId, typ: auth.userType, ver: auth.emailVerified })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(auth.accountId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token: string): Promise<VerifyResult> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.pid !== 'string' ||
          typeof payload.typ !== 'string'
        ) {
          return { ok: false, reason: 'invalid' };
        }
        return {
          ok: true,
          auth: {
            accountId: payload.sub,
            profileId: payload.pid,
            userType: payload.typ as UserType,
            emailVerified: payload.ver === true,
          },
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
