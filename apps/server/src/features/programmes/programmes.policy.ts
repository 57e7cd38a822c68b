import { PROGRAMME_MESSAGES } from '@tvet/contract';
import type { Policies } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { findProgramme, type ProgrammeRow } from './programmes.repository';

declare module '../../platform/access' {
  interface PolicyNames {
    programmeOwner: true;
  }
}

/** The institution that owns the programme. */
export const ownsProgramme = (programme: ProgrammeRow, auth: AuthContext) =>
  auth.userType === 'institution' && programme.institutionId === auth.profileId;

export function programmesPolicies(deps: Deps): Partial<Policies> {
  return {
    /**
     * `/v1/programmes/:id`: the programme exists (404 first) and belongs to the calling institution (403).
     * Administrators pass on the routes that list 'admin' (the platform lets them through before this runs).
     */
    programmeOwner: async (request, auth) => {
      const { id } = request.params as { id: string };
      const found = await findProgramme(deps.db, id);
      if (!found) throw notFound(PROGRAMME_MESSAGES.notFound);
      if (!ownsProgramme(found.programme, auth)) throw forbidden(PROGRAMME_MESSAGES.notYourProgramme);
    },
  };
}
