import { eq, inArray, or, sql } from 'drizzle-orm';
import { adminRecoveryCodes, invitations, refreshTokens, users } from '../../db/schema';
import { ERASED_NAME, type PersonalDataHolder } from '../../platform/personal-data';
import { otpCodes, passwordResets } from './accounts.table';

/*
 * What the accounts feature holds about a person (NDPA 2023 ss. 34-38): the account itself, its sessions, its
 * codes and reset tokens, an administrator's recovery codes, and invitations sent to the person's address.
 * Hashes and secrets are never exported: they are the platform's, and useless to the person.
 */
export const accountsPersonalData: PersonalDataHolder = {
  tables: ['users', 'refresh_tokens', 'otp_codes', 'password_resets', 'admin_recovery_codes', 'invitations'],

  async export(db, person) {
    const [account] = await db
      .select({
        _id: users.id,
        user_type: users.userType,
        name: users.name,
        username: users.username,
        email: users.email,
        phone: users.phone,
        address: users.address,
        avatar: sql<string | null>`${users.avatar} ->> 'title'`,
        is_email_verified: users.isEmailVerified,
        is_active: users.isActive,
        language: users.language,
        language_set_at: users.languageSetAt,
        created_at: users.createdAt,
        updated_at: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, person.accountId));
    const sessions = await db
      .select({
        started_at: refreshTokens.createdAt,
        expires_at: refreshTokens.expiresAt,
        ended_at: refreshTokens.revokedAt,
        ended_because: refreshTokens.revokedReason,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, person.accountId))
      .orderBy(refreshTokens.createdAt);
    const codes = await db
      .select({
        email: otpCodes.email,
        purpose: otpCodes.purpose,
        sent_at: otpCodes.createdAt,
        expires_at: otpCodes.expiresAt,
      })
      .from(otpCodes)
      .where(eq(otpCodes.userId, person.accountId));
    const resets = await db
      .select({
        created_at: passwordResets.createdAt,
        expires_at: passwordResets.expiresAt,
        used_at: passwordResets.usedAt,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, person.accountId));
    const recovery = await db
      .select({ created_at: adminRecoveryCodes.createdAt, used_at: adminRecoveryCodes.usedAt })
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, person.accountId));
    const invited = await db
      .select({
        email: invitations.email,
        name: invitations.name,
        user_type: invitations.userType,
        sent_at: invitations.createdAt,
        expires_at: invitations.expiresAt,
        accepted_at: invitations.acceptedAt,
      })
      .from(invitations)
      .where(
        account
          ? or(eq(invitations.acceptedUserId, person.accountId), eq(invitations.email, account.email))
          : eq(invitations.acceptedUserId, person.accountId),
      );
    return {
      account: account ? [account] : [],
      sessions,
      sign_in_codes: codes,
      password_resets: resets,
      recovery_codes: recovery,
      invitations: invited,
    };
  },

  async erase(tx, person) {
    const emails = person.identity?.emails ?? [];
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, person.accountId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, person.accountId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, person.accountId));
    await tx
      .delete(otpCodes)
      .where(
        emails.length > 0
          ? or(eq(otpCodes.userId, person.accountId), inArray(otpCodes.email, emails))
          : eq(otpCodes.userId, person.accountId),
      );
    await tx
      .delete(invitations)
      .where(
        emails.length > 0
          ? or(eq(invitations.acceptedUserId, person.accountId), inArray(invitations.email, emails))
          : eq(invitations.acceptedUserId, person.accountId),
      );
    // The row stays as a tombstone with no identity: answers kept as anonymous outcome facts, and messages in
    // other people's conversations, point at it. It can never sign in again (no password matches 'erased').
    const tag = person.accountId.replaceAll('-', '');
    await tx
      .update(users)
      .set({
        name: ERASED_NAME,
        username: `erased_${tag}`,
        email: `erased-${tag}@erased.invalid`,
        passwordHash: 'erased',
        phone: null,
        avatar: null,
        address: null,
        isActive: false,
        sessionVersion: sql`${users.sessionVersion} + 1`,
      })
      .where(eq(users.id, person.accountId));
    return {
      kept: [
        'An empty account record with no name, e-mail or phone, so that anonymous outcome facts and messages in other people\u2019s conversations still count; it can never sign in.',
      ],
    };
  },
};
