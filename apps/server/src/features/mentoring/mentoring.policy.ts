import { MENTORING_MESSAGES, SERVER_MESSAGES } from '@tvet/contract';
import { isCaller, type Policies } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { isMentorOf } from './mentoring.mentees';

/*
 * Who may read which graduate through mentoring, in one place. A mentor reads only the graduates in their own
 * cohort: any other graduate, existing or not, is the same 403 (a mentor cannot probe who exists). Administrators
 * pass on the routes that list 'admin'.
 */

declare module '../../platform/access' {
  interface PolicyNames {
    /** `/v1/mentors/{user_id}/graduates/{graduate_id}`: `{user_id}` is the calling mentor and the graduate is theirs. */
    assignedMentor: true;
    /** `/v1/graduates/{id}/...` reads: the graduate themself, or a mentor with this graduate in their cohort. */
    graduateOrAssignedMentor: true;
    /** `/v1/graduates/{user_id}/mentors`: the graduate themself only. */
    graduateOwnMentors: true;
  }
}

export function mentoringPolicies({ db }: Deps): Partial<Policies> {
  return {
    assignedMentor: async (request, auth) => {
      const { user_id: userId, graduate_id: graduateId } = request.params as {
        user_id: string;
        graduate_id: string;
      };
      if (auth.userType !== 'mentor' || !isCaller(auth, userId)) throw forbidden(SERVER_MESSAGES.notOwner);
      if (!(await isMentorOf(db, auth.profileId, graduateId)))
        throw forbidden(MENTORING_MESSAGES.notYourMentee);
    },
    graduateOrAssignedMentor: async (request, auth) => {
      const { id } = request.params as { id: string };
      if (auth.userType === 'graduate') {
        if (!isCaller(auth, id)) throw forbidden(SERVER_MESSAGES.notOwner);
        return;
      }
      if (auth.userType === 'mentor' && (await isMentorOf(db, auth.profileId, id))) return;
      throw forbidden(MENTORING_MESSAGES.notYourMentee);
    },
    graduateOwnMentors: (request, auth) => {
      const { user_id: userId } = request.params as { user_id: string };
      if (!isCaller(auth, userId)) throw forbidden(MENTORING_MESSAGES.notYourMentors);
    },
  };
}
