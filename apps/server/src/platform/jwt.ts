import { ACCESS_TOKEN_TTL_SECONDS, type UserType } from '@tvet/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

/** What a signed access token says about its bearer. */
export interface AuthContext {
  accountId: string;
  profileId: string;
  userType: UserType;
  emailVerified: boolean;
  /** The account's session version when the token was issued (platform/sessions.ts); 0 when not given. */
  sessionVersion?: number;
  /** The sign-in (refresh-token family) the token belongs to; tokens minted outside a sign-in have none. */
  sessionId?: string;
}

export type VerifyResult = { ok: true; auth: AuthContext } | { ok: false; reason: 'invalid' | 'expired' };

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(auth: AuthContext): Promise<string> {
      return new SignJWT({
        pid: auth.profileId,
        typ: auth.userType,
        ver: auth.emailVerified,
        sv: auth.sessionVersion ?? 0,
        ...(auth.sessionId ? { sid: auth.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(auth.accountId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token: string): Promise<VerifyResult> {
      try {
        // A token without an expiry would work for ever: `exp` is required, not merely checked when present.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.pid !== 'string' ||
          typeof payload.typ !== 'string' ||
          !Number.isSafeInteger(payload.sv) ||
          (payload.sid !== undefined && typeof payload.sid !== 'string')
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
            sessionVersion: payload.sv as number,
            sessionId: payload.sid as string | undefined,
          },
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
