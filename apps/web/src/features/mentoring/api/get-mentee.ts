import { queryOptions, useQuery } from '@tanstack/react-query';
import { mentoringOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { getMenteeInstitutions } from './assignment';
import { mentoringKeys } from './keys';

/** A mentee opened from the list is shown from what the list's view just loaded, without asking again. */
const FRESH_MS = 60_000;

/** GET /v1/mentors/{user_id}/graduates/{graduate_id}: the read-only profile of one of the mentor's mentees. */
export const menteeQueryOptions = (mentorId: string, graduateId: string) =>
  queryOptions({
    queryKey: mentoringKeys.mentee(mentorId, graduateId),
    queryFn: async ({ signal }) => {
      const params = { user_id: mentorId, graduate_id: graduateId };
      return (await call(mentoringOperations.mentee, { params, signal })).payload;
    },
    staleTime: FRESH_MS,
  });

/** GET /v1/graduates/{mentee_id}/institutions (spec 001 §7): the institutions the mentee linked. */
export const menteeInstitutionsQueryOptions = (graduateId: string) =>
  queryOptions({
    queryKey: mentoringKeys.institutions(graduateId),
    queryFn: ({ signal }) => getMenteeInstitutions(graduateId, signal),
    staleTime: FRESH_MS,
  });

export function useMentee(mentorId: string, graduateId: string) {
  return useQuery(menteeQueryOptions(mentorId, graduateId));
}

export function useMenteeInstitutions(graduateId: string) {
  return useQuery(menteeInstitutionsQueryOptions(graduateId));
}
