import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENTORING_ROUTES, type MentorOverview, type SurveyList } from '@tvet/contract';
import { request } from '@/lib/api';
import { getOne, segment } from './client';
import { mentoringKeys } from './keys';

/** GET /v1/mentors/{user_id}/overview: the cohort's summary figures. */
export function useMentorOverview(mentorId: string) {
  return useQuery(
    queryOptions({
      queryKey: mentoringKeys.overview(mentorId),
      queryFn: ({ signal }) => getOne<MentorOverview>(MENTORING_ROUTES.overview(segment(mentorId)), signal),
    }),
  );
}

/** The overview's surveys card: the total of the mentor's own survey list (the contract's rule). */
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
