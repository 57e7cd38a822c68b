import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SurveyDetail, surveyOperations } from '@tvet/contract';
import { readKeptCall } from '@/lib/kept-responses';
import { surveyKeys } from './keys';

export type { SurveyDetail };

/**
 * GET /surveys/{id}: the survey, its sections, its questions in answering order and the caller's own answers.
 * Kept on the phone, and read from there without a connection (issue 30, lib/surveys-on-device.ts).
 */
export function getSurvey(surveyId: string): Promise<SurveyDetail> {
  return readKeptCall(surveyOperations.read, { params: { id: surveyId } });
}

export const surveyQueryOptions = (surveyId: string) =>
  queryOptions({
    queryKey: surveyKeys.detail(surveyId),
    queryFn: () => getSurvey(surveyId),
    // Tried even when the browser says it is offline: the copy kept on the phone answers then.
    networkMode: 'offlineFirst',
  });

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
