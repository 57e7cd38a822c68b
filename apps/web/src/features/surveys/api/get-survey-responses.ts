import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, responseRowSchema, SurveyQuestion } from '@tvet/contract';
import type { z } from 'zod';
import { request } from '@/lib/api';
import { surveyKeys } from './keys';

export const RESPONSES_PAGE_SIZE = 20;

export type ResponseRow = z.infer<typeof responseRowSchema>;
export type SurveyResponses = Paged<ResponseRow> & { questions: SurveyQuestion[] };

/** GET /surveys/{id}/responses?page&limit: one row per respondent, answers keyed by question id. */
export async function getSurveyResponses(surveyId: string, page: number): Promise<SurveyResponses> {
  const query = new URLSearchParams({ page: String(page), limit: String(RESPONSES_PAGE_SIZE) });
  const answer = await request<SurveyResponses>(
    `/surveys/${encodeURIComponent(surveyId)}/responses?${query}`,
  );
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
