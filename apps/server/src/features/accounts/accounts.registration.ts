import { randomUUID } from 'node:crypto';
import { type RegisterRequest, SERVER_MESSAGES, type SelfRegisteringType } from '@tvet/contract';
import { insertAccount } from '../../db/accounts';
import { uniqueViolation } from '../../db/errors';
import type { Deps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { hashPassword } from '../../platform/secrets';
import type { CodesService } from './accounts.codes';
import { registrationAttemptMail } from './accounts.mail';
import { findTakenIdentity, findUserByEmail } from './accounts.repository';
import { registeredOut } from './accounts.serialize';

const usernameTaken = () =>
  conflict(SERVER_MESSAGES.usernameTaken, { username: SERVER_MESSAGES.usernameTaken });

/** The registration payload's role fields, as the profile table names them. */
function profileFields(body: RegisterRequest): Record<string, unknown> {
  switch (body.user_type) {
    case 'graduate':
    case 'staff':
      return { gender: body.gender, nationality: body.nationality, state: body.state, lga: body.lga };
    case 'institution':
      return { institutionType: body.institution_type, ownershipType: body.ownership_type };
    case 'employer':
      return { industryType: body.industry_type, ownershipType: body.ownership_type };
  }
}

/**
 * Sign-up: the account and its profile, unverified, and a verification code mailed.
 *
 * A taken e-mail address is answered exactly like a free one (issue 22: a 409 told anyone who has an account):
 * the same 201 and body shape, after the same password hashing, and the address's owner is mailed that someone
 * tried to register with it. Usernames are public (messaging finds people by them), so a taken one still
 * answers 409, and it is checked first: the answer about a username must not depend on the address.
 */
export function registrationUseCases(deps: Deps, codes: CodesService) {
  const { db } = deps;

  /** What a new registration answers, for an address that already has an account; nothing is stored. */
  async function answerTakenAddress(userType: SelfRegisteringType, body: RegisterRequest) {
    const owner = await findUserByEmail(db, body.email);
    if (owner) {
      const mail = registrationAttemptMail(owner.email, owner.name);
      // Not awaited, as the code mail of a free address: the answer's time must not tell the two apart.
      void deps.mailer
        .send(mail)
        .catch((error) => deps.log.error({ err: error }, 'registration attempt mail not queued'));
    }
    return {
      _id: randomUUID(),
      user_id: {
        _id: randomUUID(),
        user_type: userType,
        email: body.email,
        username: body.username,
        name: body.name,
        is_email_verified: false,
      },
    };
  }

  return {
    async register(userType: SelfRegisteringType, body: RegisterRequest) {
      const taken = await findTakenIdentity(db, body.email, body.username);
      if (taken.usernameTaken) throw usernameTaken();
      // Hashed in both cases, so a taken address takes as long as a new one.
      const passwordHash = await hashPassword(body.password);
      if (taken.emailTaken) return answerTakenAddress(userType, body);
      try {
        const { user, profile } = await insertAccount(db, {
          userType,
          name: body.name,
          username: body.username,
          email: body.email,
          passwordHash,
          profile: profileFields(body),
        });
        await deps.events.emit(db, 'account.registered', {
          accountId: user.id,
          noticeVersion: body.notice_version,
        });
        await codes.issue(user.email, user, 'verification');
        return registeredOut(user, profile);
      } catch (error) {
        // Two sign-ups raced for one address or username.
        const constraint = uniqueViolation(error);
        if (constraint?.includes('email')) return answerTakenAddress(userType, body);
        if (constraint?.includes('username')) throw usernameTaken();
        throw error;
      }
    },
  };
}
