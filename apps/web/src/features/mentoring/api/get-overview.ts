import { queryOptions, useQuery } from '@tanstack/react-query';
import { mentoringOperations, surveyOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { mentoringKeys } from './keys';

/** GET /v1/mentors/{user_id}/overview: the cohort's summary figures. */
export function useMentorOverview(mentorId: string) {
  return useQuery(
    queryOptions({
      queryKey: mentoringKeys.overview(mentorId),
      queryFn: async ({ signal }) =>
        (await call(mentoringOperations.overview, { params: { user_id: mentorId }, signal })).payload,
    }),
  );
}

/** The overview's surveys card: the total of the mentor's own survey list (the contract's rule). */
export function useMentorSurveyTotal() {
  return useQuery(
    queryOptions({
      queryKey: mentoringKeys.surveyTotal(),
      queryFn: async ({ signal }) =>
        (
          await call(surveyOperations.list, {
            query: { respondent_type: ['mentor', 'all'], limit: 1 },
            signal,
          })
        ).payload.totalDocs,
    }),
  );
}
