import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, USER_TYPES, type UserType } from '@tvet/contract';
import { SignJWT } from 'jose';

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

const INVALID: VerifyResult = { ok: false, reason: 'invalid' };
const EXPIRED: VerifyResult = { ok: false, reason: 'expired' };
/** The header `sign` writes; any other header is parsed and checked. */
const OWN_HEADER = Buffer.from('{"alg":"HS256"}').toString('base64url');

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** HS256 only, no critical extensions (RFC 7515 §4.1.11: an extension we do not know must be refused). */
function acceptableHeader(part: string): boolean {
  if (part === OWN_HEADER) return true;
  const header = decodeJson(part);
  return header !== null && header.alg === 'HS256' && header.crit === undefined && header.b64 === undefined;
}

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  const hmacKey = Buffer.from(key);
  return {
    /** Signed with jose (once per sign-in or refresh, so its cost does not matter). */
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
    /**
     * Checked on every authenticated request, so with node:crypto's synchronous HMAC: jose's jwtVerify goes
     * through WebCrypto (an asynchronous key import and HMAC per call): 60-116 µs a token against 4-6 µs here on
     * the 2-core benchmark machine (bench/jwt-verify.ts). The
     * same checks as jose's for an HS256 token: the algorithm, the signature compared in constant time, `exp`
     * required and in the future, `nbf` and `iat` numeric when present, `nbf` not in the future.
     */
    async verify(token: string): Promise<VerifyResult> {
      const first = token.indexOf('.');
      const second = token.indexOf('.', first + 1);
      if (first < 1 || second < 0 || token.indexOf('.', second + 1) !== -1) return INVALID;
      if (!acceptableHeader(token.slice(0, first))) return INVALID;
      const expected = createHmac('sha256', hmacKey).update(token.slice(0, second)).digest();
      const signature = token.slice(second + 1);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;
      // Node's decoder ignores the unused low bits of the last character (and stray characters), so several
      // spellings decode to the same bytes; only the one canonical spelling is the signature (issue 22).
      if (given.toString('base64url') !== signature) return INVALID;

      const payload = decodeJson(token.slice(first + 1, second));
      if (!payload) return INVALID;
      const now = Math.floor(Date.now() / 1000);
      const { exp, nbf, iat } = payload;
      // A token without an expiry would work for ever: `exp` is required, not merely checked when present.
      if (typeof exp !== 'number' || !Number.isFinite(exp)) return INVALID;
      if ((nbf !== undefined && typeof nbf !== 'number') || (iat !== undefined && typeof iat !== 'number'))
        return INVALID;
      if (typeof nbf === 'number' && nbf > now) return INVALID;
      if (exp <= now) return EXPIRED;
      // Ids are checked as UUIDs here, once, so a token signed with our key but carrying another shape (a
      // leaked key, a hand-made test token) is refused as invalid rather than reaching a uuid column as a 500.
      if (
        !isUuid(payload.sub) ||
        !isUuid(payload.pid) ||
        !(USER_TYPES as readonly unknown[]).includes(payload.typ) ||
        !Number.isSafeInteger(payload.sv) ||
        (payload.sid !== undefined && !isUuid(payload.sid))
      ) {
        return INVALID;
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
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
