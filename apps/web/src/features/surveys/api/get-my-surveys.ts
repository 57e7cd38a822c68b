import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, Survey } from '@tvet/contract';
import { request } from '@/lib/api';
import { surveyKeys } from './keys';

/** Server filter per list tab: 'ongoing' is the in-progress tab. */
export type SurveyStatusFilter = 'ongoing' | 'completed';

export interface MySurveysParams {
  userType: string;
  status?: SurveyStatusFilter;
  page: number;
  limit: number;
}

export interface SurveyCounts {
  all: number;
  ongoing: number;
  completed: number;
}

export type MySurveys = Paged<Survey> & { counts: SurveyCounts };

/**
 * GET /surveys/?respondent_type={userType}&respondent_type=all&limit&page[&status] (spec 000 §7): the published
 * surveys for the caller's account type, newest first, each with the caller's progress, and the tab counts.
 */
export async function getMySurveys({ userType, status, page, limit }: MySurveysParams): Promise<MySurveys> {
  const query = new URLSearchParams([
    ['respondent_type', userType],
    ['respondent_type', 'all'],
    ['limit', String(limit)],
    ['page', String(page)],
  ]);
  if (status) query.set('status', status);
  const answer = await request<MySurveys>(`/surveys/?${query}`);
  return answer.payload;
}

export const mySurveysQueryOptions = (params: MySurveysParams) =>
  queryOptions({
    queryKey: surveyKeys.mine(params),
    queryFn: () => getMySurveys(params),
    // Paging keeps the last page on screen, dimmed, until the next arrives: no jump to a skeleton. Another
    // tab's cards are never shown in place of this tab's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].status === params.status && previousQuery?.queryKey[2].limit === params.limit
        ? previous
        : undefined,
  });

export function useMySurveys(params: MySurveysParams) {
  return useQuery(mySurveysQueryOptions(params));
}
