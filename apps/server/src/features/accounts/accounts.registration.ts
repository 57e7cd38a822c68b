import { type RegisterRequest, SERVER_MESSAGES, type SelfRegisteringType } from '@tvet/contract';
import { insertAccount } from '../../db/accounts';
import { uniqueViolation } from '../../db/errors';
import type { Deps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { hashPassword } from '../../platform/secrets';
import type { CodesService } from './accounts.codes';
import { findTakenIdentity } from './accounts.repository';

const emailTaken = () => conflict(SERVER_MESSAGES.emailTaken, { email: SERVER_MESSAGES.emailTaken });
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

/** Sign-up: the account and its profile, unverified, and a verification code mailed. */
export function registrationUseCases(deps: Deps, codes: CodesService) {
  const { db } = deps;
  return {
    async register(userType: SelfRegisteringType, body: RegisterRequest) {
      const taken = await findTakenIdentity(db, body.email, body.username);
      if (taken.emailTaken) throw emailTaken();
      if (taken.usernameTaken) throw usernameTaken();
      const passwordHash = await hashPassword(body.password);
      try {
        const { user, profile } = await insertAccount(db, {
          userType,
          name: body.name,
          username: body.username,
          email: body.email,
          passwordHash,
          profile: profileFields(body),
        });
        await codes.issue(user.email, user, 'verification');
        return { user, profile };
      } catch (error) {
        // Two sign-ups raced for one address or username.
        const constraint = uniqueViolation(error);
        if (constraint?.includes('email')) throw emailTaken();
        if (constraint?.includes('username')) throw usernameTaken();
        throw error;
      }
    },
  };
}
