import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_SURVEY_PAGE_SIZE,
  type Paged,
  type Survey,
  type SurveyState,
  surveyOperations,
} from '@tvet/contract';
import { call } from '@/lib/call';
import { surveyKeys } from './keys';

export interface AdminSurveysParams {
  state?: SurveyState;
  page: number;
}

/** GET /surveys?state=&page= as an administrator: every survey in any state, with its respondent count. */
export async function getAdminSurveys({ state, page }: AdminSurveysParams): Promise<Paged<Survey>> {
  const answer = await call(surveyOperations.list, { query: { limit: ADMIN_SURVEY_PAGE_SIZE, page, state } });
  return answer.payload;
}

export const adminSurveysQueryOptions = (params: AdminSurveysParams) =>
  queryOptions({
    queryKey: surveyKeys.admin(params),
    queryFn: () => getAdminSurveys(params),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].state === params.state ? previous : undefined,
  });

export function useAdminSurveys(params: AdminSurveysParams) {
  return useQuery(adminSurveysQueryOptions(params));
}
