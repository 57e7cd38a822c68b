import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CallAnswers,
  CallCase,
  CallCaseDetail,
  CallOutcomeInput,
  FollowUpAssign,
  FollowUpStats,
  FollowUpWave,
  Interviewer,
  TracerDisposition,
} from '@tvet/contract';
import { request } from '@/lib/api';

/* Phone follow-up (issue 28): the interviewer's calls, the institution's interviewers and shares, the figures. */

export const interviewKeys = {
  all: ['interviews'] as const,
  calls: ['interviews', 'calls'] as const,
  call: (id: string, language: string) => ['interviews', 'call', id, language] as const,
  interviewers: ['interviews', 'interviewers'] as const,
  waves: ['interviews', 'waves'] as const,
  stats: (scope: 'admin' | 'institution') => ['interviews', 'stats', scope] as const,
};

export function useCallList() {
  return useQuery({
    queryKey: interviewKeys.calls,
    queryFn: async () => (await request<{ docs: CallCase[]; totalDocs: number }>('/calls')).payload,
  });
}

/** One case; the questionnaire comes in the interview's language (its approved translation, English otherwise). */
export function useCallCase(id: string, language: string) {
  return useQuery({
    queryKey: interviewKeys.call(id, language),
    queryFn: async () =>
      (await request<CallCaseDetail>(`/calls/${encodeURIComponent(id)}?${new URLSearchParams({ language })}`))
        .payload,
    placeholderData: keepPreviousData,
  });
}

export async function recordOutcome(id: string, body: CallOutcomeInput) {
  return request<{ disposition: TracerDisposition; attempts: number }>(
    `/calls/${encodeURIComponent(id)}/outcome`,
    { method: 'POST', body },
  );
}

export async function enterAnswers(id: string, body: CallAnswers) {
  return request<{ disposition: TracerDisposition }>(`/calls/${encodeURIComponent(id)}/answers`, {
    method: 'POST',
    body,
  });
}

export function useInterviewers() {
  return useQuery({
    queryKey: interviewKeys.interviewers,
    queryFn: async () => (await request<Interviewer[]>('/institution/interviewers')).payload,
  });
}

export async function nameInterviewer(accountId: string) {
  return request<null>('/institution/interviewers', { method: 'POST', body: { account_id: accountId } });
}

export async function removeInterviewer(accountId: string) {
  return request<null>(`/institution/interviewers/${encodeURIComponent(accountId)}`, { method: 'DELETE' });
}

export function useFollowUpWaves() {
  return useQuery({
    queryKey: interviewKeys.waves,
    queryFn: async () => (await request<FollowUpWave[]>('/institution/follow-up')).payload,
  });
}

export async function shareCases(body: FollowUpAssign) {
  return request<{ assigned: { account_id: string; cases: number }[]; total: number }>(
    '/institution/follow-up/assign',
    { method: 'POST', body },
  );
}

export function useFollowUpStats(scope: 'admin' | 'institution') {
  return useQuery({
    queryKey: interviewKeys.stats(scope),
    queryFn: async () => (await request<FollowUpStats>(`/${scope}/follow-up/stats`)).payload,
  });
}
