import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  TOTP_CHALLENGE_TTL_SECONDS,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_RECOVERY_CODE_COUNT,
  type TotpSetup,
} from '@tvet/contract';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../db/client';
import { adminRecoveryCodes, admins, users } from '../db/schema';
import { audit } from './audit';
import { conflict, unauthorized } from './errors';
import { sha256 } from './secrets';

/*
 * Administrators' second factor (architecture, "Security decisions"): TOTP (RFC 6238, SHA-1, 6 digits, 30 s, as
 * every authenticator app reads it) through the `otpauth` library, with 10 single-use recovery codes.
 *
 * - The password step hands out a challenge token (a JWT signed with a key derived from JWT_SECRET, good for
 *   TOTP_CHALLENGE_TTL_SECONDS, carrying the account's session version so a password change voids it). It is
 *   not an access token: it lacks the claims the API's token check requires and is signed with another key.
 * - The secret is stored encrypted (AES-256-GCM, key derived from JWT_SECRET): a copy of the database alone does
 *   not give the codes. Changing JWT_SECRET therefore means administrators set up their TOTP again.
 * - A code is accepted once: the time step of the last accepted code is stored, and a code of the same or an
 *   earlier step is refused, in one conditional UPDATE (two requests racing with one code: one wins).
 * - Recovery codes are 10 characters from a 32-letter alphabet (50 bits), stored as SHA-256; each works once.
 */

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Codes of the step before and after the current one are accepted too (clock drift, a code typed late). */
const WINDOW = 1;

const derive = (secret: string, purpose: string) =>
  createHash('sha256').update(`${purpose}:${secret}`).digest();

function recoveryCode(): string {
  const pick = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}
export const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');

export function totpFor(secret: string, label: string) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export interface Challenge {
  accountId: string;
  sessionVersion: number;
}

export function createTwoFactor(options: { db: Database; jwtSecret: string }) {
  const { db } = options;
  const challengeKey = derive(options.jwtSecret, 'admin-totp-challenge');
  const secretKey = derive(options.jwtSecret, 'admin-totp-secret');

  function seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  function unseal(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1') throw new Error('unknown TOTP secret format');
    const decipher = createDecipheriv('aes-256-gcm', secretKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  async function adminRow(accountId: string) {
    const [row] = await db
      .select({ admin: admins, email: users.email })
      .from(admins)
      .innerJoin(users, eq(users.id, admins.userId))
      .where(eq(admins.userId, accountId))
      .limit(1);
    return row ?? null;
  }

  const expired = () => unauthorized(ADMIN_MESSAGES.totpTokenInvalid);
  const wrong = () => unauthorized(ADMIN_MESSAGES.totpWrong);

  return {
    /** After a right password: whether set-up is due, and the token that the next step takes. */
    async challenge(user: { id: string; sessionVersion: number }) {
      const row = await adminRow(user.id);
      const token = await new SignJWT({ purpose: 'admin-totp', sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${TOTP_CHALLENGE_TTL_SECONDS}s`)
        .sign(challengeKey);
      return {
        totp_required: true as const,
        setup_required: !row?.admin.totpConfirmedAt,
        totp_token: token,
        expires_in: TOTP_CHALLENGE_TTL_SECONDS,
      };
    },

    /** The account a challenge token names; 401 when it is forged, expired, or from before a password change. */
    async readChallenge(token: string): Promise<Challenge> {
      let payload: { sub?: string; purpose?: unknown; sv?: unknown };
      try {
        ({ payload } = await jwtVerify(token, challengeKey, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError) throw expired();
        throw error;
      }
      if (
        payload.purpose !== 'admin-totp' ||
        typeof payload.sub !== 'string' ||
        !Number.isSafeInteger(payload.sv)
      )
        throw expired();
      const [user] = await db
        .select({ version: users.sessionVersion, active: users.isActive, type: users.userType })
        .from(users)
        .where(eq(users.id, payload.sub))
        .limit(1);
      if (!user?.active || user.type !== 'admin' || user.version !== payload.sv) throw expired();
      return { accountId: payload.sub, sessionVersion: payload.sv as number };
    },

    /**
     * A new secret and 10 new recovery codes, replacing any unconfirmed ones; refused once set-up is confirmed
     * (another administrator must reset it).
     */
    async beginSetup(accountId: string): Promise<TotpSetup> {
      const row = await adminRow(accountId);
      if (!row) throw expired();
      if (row.admin.totpConfirmedAt) throw conflict(ADMIN_MESSAGES.totpAlreadySetUp);
      const secret = new Secret({ size: 20 }).base32;
      const codes = Array.from({ length: TOTP_RECOVERY_CODE_COUNT }, recoveryCode);
      await db.transaction(async (tx) => {
        await tx
          .update(admins)
          .set({ totpSecret: seal(secret), totpConfirmedAt: null, totpLastStep: null })
          .where(eq(admins.userId, accountId));
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, accountId));
        await tx
          .insert(adminRecoveryCodes)
          .values(
            codes.map((code) => ({ userId: accountId, codeHash: sha256(normaliseRecoveryCode(code)) })),
          );
      });
      const uri = totpFor(secret, row.email).toString();
      return {
        secret,
        otpauth_uri: uri,
        qr_code: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
        recovery_codes: codes,
        digits: TOTP_DIGITS,
        period: TOTP_PERIOD_SECONDS,
      };
    },

    /**
     * Checks a 6-digit code; the first right one confirms the set-up (written to the audit log). 401 for a wrong
     * code, 401 'already used' for a code whose time step was accepted before, 409 when nothing is set up.
     */
    async verifyCode(accountId: string, code: string, now = Date.now()): Promise<void> {
      const row = await adminRow(accountId);
      if (!row?.admin.totpSecret) throw conflict(ADMIN_MESSAGES.totpSetupRequired);
      const totp = totpFor(unseal(row.admin.totpSecret), row.email);
      const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
      if (delta === null) throw wrong();
      const step = totp.counter({ timestamp: now }) + delta;
      const firstConfirmation = !row.admin.totpConfirmedAt;
      const accepted = await db.transaction(async (tx) => {
        const updated = await tx
          .update(admins)
          .set({ totpLastStep: step, ...(firstConfirmation ? { totpConfirmedAt: new Date(now) } : {}) })
          .where(
            and(eq(admins.userId, accountId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))),
          )
          .returning({ id: admins.id });
        if (updated.length === 0) return false;
        if (firstConfirmation) {
          await audit(tx, {
            actor: accountId,
            action: 'admin.totp_enable',
            target: { type: 'account', id: accountId, label: row.email },
          });
        }
        return true;
      });
      if (!accepted) throw unauthorized(ADMIN_MESSAGES.totpReused);
    },

    /** Spends one recovery code (after set-up is confirmed); answers how many are left. */
    async useRecoveryCode(accountId: string, code: string): Promise<number> {
      const row = await adminRow(accountId);
      if (!row?.admin.totpConfirmedAt) throw conflict(ADMIN_MESSAGES.totpSetupRequired);
      return db.transaction(async (tx) => {
        const used = await tx
          .update(adminRecoveryCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(adminRecoveryCodes.userId, accountId),
              eq(adminRecoveryCodes.codeHash, sha256(normaliseRecoveryCode(code))),
              isNull(adminRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: adminRecoveryCodes.id });
        if (used.length === 0) throw wrong();
        const [{ left }] = await tx
          .select({ left: count() })
          .from(adminRecoveryCodes)
          .where(and(eq(adminRecoveryCodes.userId, accountId), isNull(adminRecoveryCodes.usedAt)));
        await audit(tx, {
          actor: accountId,
          action: 'admin.recovery_code_used',
          target: { type: 'account', id: accountId, label: row.email },
          detail: { left },
        });
        return left;
      });
    },

    /** Another administrator resets it: the next sign-in sets TOTP up again. */
    async reset(tx: Database, accountId: string): Promise<void> {
      await tx
        .update(admins)
        .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
        .where(eq(admins.userId, accountId));
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, accountId));
    },
  };
}
