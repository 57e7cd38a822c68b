import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyDetail } from '@tvet/contract';
import { request } from '@/lib/api';
import { surveyKeys } from './keys';

export type { SurveyDetail };

/** GET /surveys/{id}: the survey, its sections, its questions in answering order and the caller's own answers. */
export async function getSurvey(surveyId: string): Promise<SurveyDetail> {
  const answer = await request<SurveyDetail>(`/surveys/${encodeURIComponent(surveyId)}`);
  return answer.payload;
}

export const surveyQueryOptions = (surveyId: string) =>
  queryOptions({ queryKey: surveyKeys.detail(surveyId), queryFn: () => getSurvey(surveyId) });

/**
 * `fresh`: the answering page must start from the server's latest answers, not a copy cached before the
 * last visit, so that Continue opens at the right question.
 */
export function useSurvey(surveyId: string, { fresh = false } = {}) {
  return useQuery({
    ...surveyQueryOptions(surveyId),
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
