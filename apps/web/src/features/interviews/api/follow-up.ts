import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CallAnswers,
  type CallOutcomeInput,
  callOperations as calls,
  type FollowUpAssign,
  followUpOperations as followUp,
  type Language,
} from '@tvet/contract';
import { call } from '@/lib/call';

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
    queryFn: async () => (await call(calls.list)).payload,
  });
}

/** One case; the questionnaire comes in the interview's language (its approved translation, English otherwise). */
export function useCallCase(id: string, language: Language) {
  return useQuery({
    queryKey: interviewKeys.call(id, language),
    queryFn: async () => (await call(calls.read, { params: { caseId: id }, query: { language } })).payload,
    placeholderData: keepPreviousData,
  });
}

export async function recordOutcome(id: string, body: CallOutcomeInput) {
  return call(calls.outcome, { params: { caseId: id }, body });
}

export async function enterAnswers(id: string, body: CallAnswers) {
  return call(calls.answers, { params: { caseId: id }, body });
}

export function useInterviewers() {
  return useQuery({
    queryKey: interviewKeys.interviewers,
    queryFn: async () => (await call(followUp.interviewers)).payload,
  });
}

export async function nameInterviewer(accountId: string) {
  return call(followUp.nameInterviewer, { body: { account_id: accountId } });
}

export async function removeInterviewer(accountId: string) {
  return call(followUp.removeInterviewer, { params: { accountId } });
}

export function useFollowUpWaves() {
  return useQuery({
    queryKey: interviewKeys.waves,
    queryFn: async () => (await call(followUp.waves)).payload,
  });
}

export async function shareCases(body: FollowUpAssign) {
  return call(followUp.assign, { body });
}

export function useFollowUpStats(scope: 'admin' | 'institution') {
  return useQuery({
    queryKey: interviewKeys.stats(scope),
    queryFn: async () => (await call(scope === 'admin' ? followUp.adminStats : followUp.stats)).payload,
  });
}
