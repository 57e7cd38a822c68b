import {
  isNigerianLga,
  MESSAGES,
  NIGERIA,
  NIGERIAN_STATES,
  SERVER_MESSAGES,
  type UserType,
} from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { institutions, users } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { findProfileById, PROFILE_TABLES } from './profiles.repository';
import { profileOut } from './profiles.serialize';

const ACCOUNT_FIELDS = ['name', 'phone', 'address'] as const;
const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The success sentence each role reads after saving (spec 000 §8, spec 001 §8). */
export function updatedMessage(userType: UserType): string {
  const label = userType.charAt(0).toUpperCase() + userType.slice(1);
  if (userType === 'institution') return MESSAGES.institutionUpdated;
  if (userType === 'employer') return MESSAGES.employerInfoUpdated(label);
  return MESSAGES.infoUpdated(label);
}

export function createProfilesService(deps: Deps) {
  const { db } = deps;

  async function own(userType: UserType, profileId: string, auth: AuthContext) {
    if (auth.userType !== userType || auth.profileId !== profileId) throw forbidden(SERVER_MESSAGES.notOwner);
    const found = await findProfileById(db, userType, profileId);
    if (!found) throw notFound(SERVER_MESSAGES.profileNotFound);
    return found;
  }

  return {
    async read(userType: UserType, profileId: string, auth: AuthContext) {
      const found = await own(userType, profileId, auth);
      return profileOut(userType, found.profile, found.user);
    },

    /** Saves the changed fields of one's own profile; checks that span fields use the stored values too. */
    async update(userType: UserType, profileId: string, auth: AuthContext, body: Record<string, unknown>) {
      const found = await own(userType, profileId, auth);
      const current = profileOut(userType, found.profile, found.user) as Record<string, unknown>;
      const merged = { ...current, ...body };

      if (
        merged.nationality === NIGERIA &&
        'state' in merged &&
        ('state' in body || 'lga' in body || 'nationality' in body)
      ) {
        const state = String(merged.state ?? '');
        if (!(NIGERIAN_STATES as readonly string[]).includes(state)) {
          throw badRequest('state must be a Nigerian state from the list', {
            state: 'state must be a Nigerian state from the list',
          });
        }
        if (merged.lga && !isNigerianLga(state, String(merged.lga))) {
          const message = `lga must be a local government area of ${state}`;
          throw badRequest(message, { lga: message });
        }
      }
      if (userType === 'graduate' && body.is_employed === false) body.current_occupation = null;
      if (userType === 'staff' && typeof body.institution_id === 'string') {
        const [exists] = await db
          .select({ id: institutions.id })
          .from(institutions)
          .where(eq(institutions.id, body.institution_id));
        if (!exists) {
          throw badRequest('institution_id must be an institution from the list', {
            institution_id: 'institution_id must be an institution from the list',
          });
        }
      }

      const accountChanges: Record<string, unknown> = {};
      const profileChanges: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(body)) {
        if ((ACCOUNT_FIELDS as readonly string[]).includes(field)) accountChanges[field] = value;
        else profileChanges[camel(field)] = value;
      }
      // Graduates and staff also carry the phone on their profile (spec 000 §3): keep both copies the same.
      if ('phone' in accountChanges && (userType === 'graduate' || userType === 'staff')) {
        profileChanges.phone = accountChanges.phone;
      }
      const table = PROFILE_TABLES[userType];
      try {
        await db.transaction(async (tx) => {
          if (Object.keys(accountChanges).length > 0) {
            await tx.update(users).set(accountChanges).where(eq(users.id, found.user.id));
          }
          if (Object.keys(profileChanges).length > 0) {
            await tx
              .update(table)
              .set(profileChanges as never)
              .where(eq(table.id, profileId));
          }
        });
      } catch (error) {
        if (uniqueViolation(error)?.includes('nin')) {
          throw conflict(SERVER_MESSAGES.ninTaken, { nin: SERVER_MESSAGES.ninTaken });
        }
        throw error;
      }
      const saved = await findProfileById(db, userType, profileId);
      if (!saved) throw notFound(SERVER_MESSAGES.profileNotFound);
      return profileOut(userType, saved.profile, saved.user);
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
