import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type RespondentType,
  type SurveyCounts,
  type SurveyList,
  type SurveyStatusFilter,
  surveyOperations,
} from '@tvet/contract';
import { readKeptCall } from '@/lib/kept-responses';
import { surveyKeys } from './keys';

export interface MySurveysParams {
  userType: string;
  /** The list tab: 'ongoing' is the in-progress tab. */
  status?: SurveyStatusFilter;
  page: number;
  limit: number;
}

/** Respondents' lists always carry the tab counts (administrators' lists do not). */
export type MySurveys = SurveyList & { counts: SurveyCounts };

/** The list's query (spec 000 §7): the caller's account type and 'all', then the page and the tab. */
export const mySurveysQuery = ({ userType, status, page, limit }: MySurveysParams) => ({
  respondent_type: [userType as RespondentType, 'all' as const],
  limit,
  page,
  status,
});

/**
 * GET /surveys?respondent_type={userType}&respondent_type=all&limit&page[&status] (spec 000 §7): the published
 * surveys for the caller's account type, newest first, each with the caller's progress, and the tab counts.
 * Kept on the phone, and read from there without a connection (issue 30).
 */
export async function getMySurveys(params: MySurveysParams): Promise<MySurveys> {
  // A respondent's list carries the tab counts (MySurveys); the schema leaves them optional for administrators'.
  return readKeptCall(surveyOperations.list, { query: mySurveysQuery(params) }) as Promise<MySurveys>;
}

export const mySurveysQueryOptions = (params: MySurveysParams) =>
  queryOptions({
    queryKey: surveyKeys.mine(params),
    queryFn: () => getMySurveys(params),
    // Tried even when the browser says it is offline: the copy kept on the phone answers then.
    networkMode: 'offlineFirst',
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
