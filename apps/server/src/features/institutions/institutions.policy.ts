import { ROLL_MESSAGES, SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyRequest } from 'fastify';
import { isCaller, type Policies } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { findLink } from './institutions.repository';
import { findImport } from './institutions.roll.repository';
import { findStaffMember } from './members/members.repository';

/*
 * Who may see which member of an institution, in one place. `{userId}` in these paths names the institution
 * (account or profile id) and must be the caller; administrators pass on routes that list 'admin'.
 */

declare module '../../platform/access' {
  interface PolicyNames {
    /** `{graduateId}` linked the calling institution, with a claim it has not rejected. */
    institutionStudent: true;
    /** `{graduateId}` linked the calling institution (any claim state: it decides on them). */
    institutionClaim: true;
    /** `{staffId}` chose the calling institution in their wizard. */
    institutionStaffMember: true;
    /** `{importId}` is the calling institution's roll upload. */
    institutionRollImport: true;
  }
}

function callingInstitution(request: FastifyRequest, auth: AuthContext): string {
  const { userId } = request.params as { userId: string };
  if (auth.userType !== 'institution' || !isCaller(auth, userId)) throw forbidden(SERVER_MESSAGES.notOwner);
  return auth.profileId;
}

export function institutionsPolicies({ db }: Deps): Partial<Policies> {
  return {
    institutionStudent: async (request, auth) => {
      const institutionId = callingInstitution(request, auth);
      const { graduateId } = request.params as { graduateId: string };
      const link = await findLink(db, graduateId, institutionId);
      if (!link || link.claimStatus === 'rejected') throw notFound(ROLL_MESSAGES.notYourStudent);
    },
    institutionClaim: async (request, auth) => {
      const institutionId = callingInstitution(request, auth);
      const { graduateId } = request.params as { graduateId: string };
      if (!(await findLink(db, graduateId, institutionId))) throw notFound(ROLL_MESSAGES.notYourStudent);
    },
    institutionStaffMember: async (request, auth) => {
      const institutionId = callingInstitution(request, auth);
      const { staffId } = request.params as { staffId: string };
      const member = await findStaffMember(db, staffId);
      if (!member || member.staff.institutionId !== institutionId) throw notFound(ROLL_MESSAGES.notYourStaff);
    },
    institutionRollImport: async (request, auth) => {
      const institutionId = callingInstitution(request, auth);
      const { importId } = request.params as { importId: string };
      const found = await findImport(db, importId);
      if (!found || found.institutionId !== institutionId) throw notFound(ROLL_MESSAGES.importNotFound);
    },
  };
}
