import {
  callAnswersSchema,
  callCaseDetailSchema,
  callCaseParamsSchema,
  callCaseQuerySchema,
  callListSchema,
  callOutcomeResultSchema,
  callOutcomeSchema,
  envelopeSchema,
  followUpAssignResultSchema,
  followUpAssignSchema,
  followUpStatsQuerySchema,
  followUpStatsSchema,
  followUpWaveSchema,
  INTERVIEW_MESSAGES,
  interviewerCreateSchema,
  interviewerParamsSchema,
  interviewerSchema,
  tracerAnswerResultSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { callList, enterAnswers, readCallCase, recordCall } from './interviews.calls';
import {
  addInterviewer,
  assignCases,
  followUpOverview,
  followUpStats,
  listInterviewers,
  removeInterviewer,
} from './interviews.institution';
import { interviewsPersonalData } from './interviews.personal-data';

/*
 * Phone follow-up (issue 28). Institutions name interviewers among their own staff and share their own graduates'
 * handed-over cases among them; an interviewer (a staff account the institution named) works only their own
 * assigned cases of their institution in open waves; administrators read the figures of every institution.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const institution = { roles: ['institution'] } as const;
  const tags = ['institutions: phone follow-up'];

  // institution: its own staff (staff.institution_id = the caller's institution)
  app.get(
    '/v1/institution/interviewers',
    {
      config: { access: institution },
      schema: {
        tags,
        summary: "The calling institution's staff, interviewers first, with their open cases",
        response: { 200: envelopeSchema(z.array(interviewerSchema)) },
      },
    },
    async (request) =>
      ok(INTERVIEW_MESSAGES.interviewersLoaded, await listInterviewers(deps, requireAuth(request))),
  );

  // institution: names one of its own staff (another institution's staff: 404)
  app.post(
    '/v1/institution/interviewers',
    {
      config: { access: institution },
      schema: {
        tags,
        summary: 'Name one of your staff an interviewer',
        body: interviewerCreateSchema,
        response: { 201: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await addInterviewer(deps, requireAuth(request), request.body.account_id);
      return reply.status(201).send(envelope(201, INTERVIEW_MESSAGES.interviewerAdded, null));
    },
  );

  // institution: removes its own interviewer; their next request is refused
  app.delete(
    '/v1/institution/interviewers/:accountId',
    {
      config: { access: institution },
      schema: {
        tags,
        summary: 'Remove an interviewer: their call list closes at once and their open cases are unassigned',
        params: interviewerParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await removeInterviewer(deps, requireAuth(request), request.params.accountId);
      return ok(INTERVIEW_MESSAGES.interviewerRemoved, null);
    },
  );

  // institution: its own cases only
  app.get(
    '/v1/institution/follow-up',
    {
      config: { access: institution },
      schema: {
        tags,
        summary: 'Open waves with your cases handed over to phone follow-up, and who has how many',
        response: { 200: envelopeSchema(z.array(followUpWaveSchema)) },
      },
    },
    async (request) =>
      ok(INTERVIEW_MESSAGES.followUpLoaded, await followUpOverview(deps, requireAuth(request))),
  );

  // institution: shares its own handed-over cases among its own interviewers
  app.post(
    '/v1/institution/follow-up/assign',
    {
      config: { access: institution },
      schema: {
        tags,
        summary:
          'Share handed-over cases of open waves among interviewers (evenly, by programme or by cohort); named cases must all be yours',
        body: followUpAssignSchema,
        response: { 200: envelopeSchema(followUpAssignResultSchema) },
      },
    },
    async (request) =>
      ok(INTERVIEW_MESSAGES.assigned, await assignCases(deps, requireAuth(request), request.body)),
  );

  // institution: its own calls and cases
  app.get(
    '/v1/institution/follow-up/stats',
    {
      config: { access: institution },
      schema: {
        tags,
        summary:
          'Calls per interviewer per day, outcomes, completed interviews, response rate gained by phone',
        response: { 200: envelopeSchema(followUpStatsSchema) },
      },
    },
    async (request) =>
      ok(INTERVIEW_MESSAGES.statsLoaded, await followUpStats(deps, requireAuth(request).profileId)),
  );

  // admin: any institution, or all
  app.get(
    '/v1/admin/follow-up/stats',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin: tracer studies'],
        summary: 'Phone follow-up figures of one institution, or of every institution',
        querystring: followUpStatsQuerySchema,
        response: { 200: envelopeSchema(followUpStatsSchema) },
      },
    },
    async (request) =>
      ok(INTERVIEW_MESSAGES.statsLoaded, await followUpStats(deps, request.query.institution_id ?? null)),
  );

  // ---- staff interviewers: only their own assigned cases, of their institution, in open waves
  const staff = { roles: ['staff'] } as const;
  const callTags = ['staff: calls'];

  app.get(
    '/v1/calls',
    {
      config: { access: staff },
      schema: {
        tags: callTags,
        summary: 'Your call list: your assigned cases in open waves; a callback appears from its time',
        response: { 200: envelopeSchema(callListSchema) },
      },
    },
    async (request) => ok(INTERVIEW_MESSAGES.callsLoaded, await callList(deps, requireAuth(request))),
  );

  app.get(
    '/v1/calls/:caseId',
    {
      config: { access: staff },
      schema: {
        tags: callTags,
        summary:
          'One of your cases with the questionnaire to read aloud, in the language of the interview (the view is in the audit log)',
        params: callCaseParamsSchema,
        querystring: callCaseQuerySchema,
        response: { 200: envelopeSchema(callCaseDetailSchema) },
      },
    },
    async (request) =>
      ok(
        INTERVIEW_MESSAGES.caseLoaded,
        await readCallCase(deps, requireAuth(request), request.params.caseId, request.query.language),
      ),
  );

  app.post(
    '/v1/calls/:caseId/outcome',
    {
      config: { access: staff },
      schema: {
        tags: callTags,
        summary: "Record a call's outcome on one of your cases (two at once: one wins, the other gets 409)",
        params: callCaseParamsSchema,
        body: callOutcomeSchema,
        response: { 200: envelopeSchema(callOutcomeResultSchema) },
      },
    },
    async (request) =>
      ok(
        INTERVIEW_MESSAGES.callRecorded,
        await recordCall(deps, requireAuth(request), request.params.caseId, request.body),
      ),
  );

  app.post(
    '/v1/calls/:caseId/answers',
    {
      config: { access: staff },
      schema: {
        tags: callTags,
        summary: "Enter the answers the graduate gives on the phone (mode 'phone', your id; audited)",
        params: callCaseParamsSchema,
        body: callAnswersSchema,
        response: { 200: envelopeSchema(tracerAnswerResultSchema) },
      },
    },
    async (request) => {
      const result = await enterAnswers(deps, requireAuth(request), request.params.caseId, request.body);
      return ok(
        result.disposition === 'complete'
          ? INTERVIEW_MESSAGES.answersComplete
          : INTERVIEW_MESSAGES.answersSaved,
        result,
      );
    },
  );
};

export const interviewsFeature: Feature = {
  name: 'interviews',
  routes,
  personalData: interviewsPersonalData,
};
