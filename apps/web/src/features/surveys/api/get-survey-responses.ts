import { queryOptions, useQuery } from '@tanstack/react-query';
import { SURVEY_RESPONSES_PAGE_SIZE, type SurveyResponses, surveyResultOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { surveyKeys } from './keys';

/** GET /surveys/{id}/responses?page&limit: one row per respondent, answers keyed by question id. */
export async function getSurveyResponses(surveyId: string, page: number): Promise<SurveyResponses> {
  const answer = await call(surveyResultOperations.responses, {
    params: { id: surveyId },
    query: { page, limit: SURVEY_RESPONSES_PAGE_SIZE },
  });
  return answer.payload;
}

export const surveyResponsesQueryOptions = (surveyId: string, page: number) =>
  queryOptions({
    queryKey: surveyKeys.responses(surveyId, page),
    queryFn: () => getSurveyResponses(surveyId, page),
    // Paging keeps the last page on screen until the next arrives; another survey's rows never stand in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === surveyId ? previous : undefined,
  });

export function useSurveyResponses(surveyId: string, page: number) {
  return useQuery(surveyResponsesQueryOptions(surveyId, page));
}
