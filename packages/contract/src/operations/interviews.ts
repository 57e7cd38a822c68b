import { z } from 'zod';
import {
  callAnswersSchema,
  callCaseDetailSchema,
  callCaseParamsSchema,
  callCaseQuerySchema,
  callListSchema,
  callOutcomeResultSchema,
  callOutcomeSchema,
  followUpAssignResultSchema,
  followUpAssignSchema,
  followUpStatsQuerySchema,
  followUpStatsSchema,
  followUpWaveSchema,
  interviewerCreateSchema,
  interviewerParamsSchema,
  interviewerSchema,
} from '../interviews';
import { defineOperation } from '../operation';
import { tracerAnswerResultSchema } from '../tracer';

const tags = ['institutions: phone follow-up'] as const;

/**
 * Phone follow-up (issue 28), the institution's side: its interviewers, the sharing of its handed-over cases,
 * its figures; and the administrators' figures over every institution.
 */
export const followUpOperations = {
  interviewers: defineOperation({
    method: 'GET',
    path: '/v1/institution/interviewers',
    tags,
    summary: "The calling institution's staff, interviewers first, with their open cases",
    response: z.array(interviewerSchema),
  }),
  nameInterviewer: defineOperation({
    method: 'POST',
    path: '/v1/institution/interviewers',
    tags,
    summary: 'Name one of your staff an interviewer',
    body: interviewerCreateSchema,
    response: z.null(),
    status: 201,
  }),
  removeInterviewer: defineOperation({
    method: 'DELETE',
    path: '/v1/institution/interviewers/:accountId',
    tags,
    summary: 'Remove an interviewer: their call list closes at once and their open cases are unassigned',
    params: interviewerParamsSchema,
    response: z.null(),
  }),
  waves: defineOperation({
    method: 'GET',
    path: '/v1/institution/follow-up',
    tags,
    summary: 'Open waves with your cases handed over to phone follow-up, and who has how many',
    response: z.array(followUpWaveSchema),
  }),
  assign: defineOperation({
    method: 'POST',
    path: '/v1/institution/follow-up/assign',
    tags,
    summary:
      'Share handed-over cases of open waves among interviewers (evenly, by programme or by cohort); named cases must all be yours',
    body: followUpAssignSchema,
    response: followUpAssignResultSchema,
  }),
  stats: defineOperation({
    method: 'GET',
    path: '/v1/institution/follow-up/stats',
    tags,
    summary: 'Calls per interviewer per day, outcomes, completed interviews, response rate gained by phone',
    response: followUpStatsSchema,
  }),
  adminStats: defineOperation({
    method: 'GET',
    path: '/v1/admin/follow-up/stats',
    tags: ['admin: tracer studies'],
    summary: 'Phone follow-up figures of one institution, or of every institution',
    query: followUpStatsQuerySchema,
    response: followUpStatsSchema,
  }),
};

const callTags = ['staff: calls'] as const;

/** The interviewer's calls (staff): only their own assigned cases, of their institution, in open waves. */
export const callOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/calls',
    tags: callTags,
    summary: 'Your call list: your assigned cases in open waves; a callback appears from its time',
    response: callListSchema,
  }),
  read: defineOperation({
    method: 'GET',
    path: '/v1/calls/:caseId',
    tags: callTags,
    summary:
      'One of your cases with the questionnaire to read aloud, in the language of the interview (the view is in the audit log)',
    params: callCaseParamsSchema,
    query: callCaseQuerySchema,
    response: callCaseDetailSchema,
  }),
  outcome: defineOperation({
    method: 'POST',
    path: '/v1/calls/:caseId/outcome',
    tags: callTags,
    summary: "Record a call's outcome on one of your cases (two at once: one wins, the other gets 409)",
    params: callCaseParamsSchema,
    body: callOutcomeSchema,
    response: callOutcomeResultSchema,
  }),
  answers: defineOperation({
    method: 'POST',
    path: '/v1/calls/:caseId/answers',
    tags: callTags,
    summary: "Enter the answers the graduate gives on the phone (mode 'phone', your id; audited)",
    params: callCaseParamsSchema,
    body: callAnswersSchema,
    response: tracerAnswerResultSchema,
  }),
};
