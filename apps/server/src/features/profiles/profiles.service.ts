import {
  isNigerianLga,
  MESSAGES,
  NIGERIA,
  NIGERIAN_STATES,
  PROFILE_MESSAGES,
  SERVER_MESSAGES,
  type UserType,
} from '@tvet/contract';
import { uniqueViolation } from '../../db/errors';
import { findProfileById } from '../../db/profiles';
import { profileOut } from '../../db/profiles.serialize';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { institutionExists, saveProfile } from './profiles.repository';
import { changesOf } from './profiles.serialize';

/** The success sentence each role reads after saving (spec 000 §8, spec 001 §8). */
export function updatedMessage(userType: UserType): string {
  const label = userType.charAt(0).toUpperCase() + userType.slice(1);
  if (userType === 'institution') return MESSAGES.institutionUpdated;
  if (userType === 'employer') return MESSAGES.employerInfoUpdated(label);
  return MESSAGES.infoUpdated(label);
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/*
 * The profiles use cases. The route's access rule has settled that the path's {id} names the caller (by account
 * or profile id), so the caller's own profile id is used whatever the path spelled.
 */
export function createProfilesService({ db }: Deps) {
  async function current(auth: AuthContext) {
    const found = await findProfileById(db, auth.userType, auth.profileId);
    if (!found) throw notFound(SERVER_MESSAGES.profileNotFound);
    return profileOut(auth.userType, found.profile, found.user);
  }

  return {
    read: current,

    /** Saves the changed fields of one's own profile; checks that span fields use the stored values too. */
    async update(auth: AuthContext, body: Record<string, unknown>) {
      const stored = (await current(auth)) as Record<string, unknown>;
      const merged = { ...stored, ...body };
      const originChanged = 'state' in body || 'lga' in body || 'nationality' in body;
      if (merged.nationality === NIGERIA && 'state' in merged && originChanged) {
        const state = String(merged.state ?? '');
        if (!(NIGERIAN_STATES as readonly string[]).includes(state)) {
          throw fieldError('state', PROFILE_MESSAGES.stateNotNigerian);
        }
        if (merged.lga && !isNigerianLga(state, String(merged.lga))) {
          throw fieldError('lga', PROFILE_MESSAGES.lgaNotInState(state));
        }
      }
      const changes = { ...body };
      // Not employed: the occupation no longer applies.
      if (auth.userType === 'graduate' && changes.is_employed === false) changes.current_occupation = null;
      if (auth.userType === 'staff' && typeof changes.institution_id === 'string') {
        if (!(await institutionExists(db, changes.institution_id))) {
          throw fieldError('institution_id', PROFILE_MESSAGES.unknownInstitution);
        }
      }
      try {
        await saveProfile(db, auth, changesOf(auth.userType, changes));
      } catch (error) {
        // Two graduates cannot share a NIN; the unique index decides when both save at once.
        if (uniqueViolation(error)?.includes('nin')) {
          throw conflict(SERVER_MESSAGES.ninTaken, { nin: SERVER_MESSAGES.ninTaken });
        }
        throw error;
      }
      return current(auth);
    },
  };
}
