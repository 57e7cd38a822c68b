import { queryOptions, useQuery } from '@tanstack/react-query';
import { mentoringOperations, type SurveyList } from '@tvet/contract';
import { request } from '@/lib/api';
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

/**
 * The overview's surveys card: the total of the mentor's own survey list (the contract's rule). Written by hand
 * until surveys move onto contract operations (this file is on scripts/check-web-paths.mjs' list for it).
 */
export function useMentorSurveyTotal() {
  return useQuery(
    queryOptions({
      queryKey: mentoringKeys.surveyTotal(),
      queryFn: async ({ signal }) => {
        const query = new URLSearchParams([
          ['respondent_type', 'mentor'],
          ['respondent_type', 'all'],
          ['limit', '1'],
        ]);
        return (await request<SurveyList>(`/surveys/?${query}`, { signal })).payload.totalDocs;
      },
    }),
  );
}
