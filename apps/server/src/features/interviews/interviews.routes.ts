import { callOperations as calls, followUpOperations as followUp, INTERVIEW_MESSAGES } from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
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

  route(app, followUp.interviewers, {
    // institution: its own staff (staff.institution_id = the caller's institution)
    access: institution,
    handler: async (request) =>
      ok(INTERVIEW_MESSAGES.interviewersLoaded, await listInterviewers(deps, requireAuth(request))),
  });

  route(app, followUp.nameInterviewer, {
    // institution: names one of its own staff (another institution's staff: 404)
    access: institution,
    handler: async (request, reply) => {
      await addInterviewer(deps, requireAuth(request), request.body.account_id);
      return reply.status(201).send(envelope(201, INTERVIEW_MESSAGES.interviewerAdded, null));
    },
  });

  route(app, followUp.removeInterviewer, {
    // institution: removes its own interviewer; their next request is refused
    access: institution,
    handler: async (request) => {
      await removeInterviewer(deps, requireAuth(request), request.params.accountId);
      return ok(INTERVIEW_MESSAGES.interviewerRemoved, null);
    },
  });

  route(app, followUp.waves, {
    // institution: its own cases only
    access: institution,
    handler: async (request) =>
      ok(INTERVIEW_MESSAGES.followUpLoaded, await followUpOverview(deps, requireAuth(request))),
  });

  route(app, followUp.assign, {
    // institution: shares its own handed-over cases among its own interviewers
    access: institution,
    handler: async (request) =>
      ok(INTERVIEW_MESSAGES.assigned, await assignCases(deps, requireAuth(request), request.body)),
  });

  route(app, followUp.stats, {
    // institution: its own calls and cases
    access: institution,
    handler: async (request) =>
      ok(INTERVIEW_MESSAGES.statsLoaded, await followUpStats(deps, requireAuth(request).profileId)),
  });

  route(app, followUp.adminStats, {
    // admin: any institution, or all
    access: { roles: ['admin'] },
    handler: async (request) =>
      ok(INTERVIEW_MESSAGES.statsLoaded, await followUpStats(deps, request.query.institution_id ?? null)),
  });

  // ---- staff interviewers: only their own assigned cases, of their institution, in open waves
  const staff = { roles: ['staff'] } as const;

  route(app, calls.list, {
    access: staff,
    handler: async (request) =>
      ok(INTERVIEW_MESSAGES.callsLoaded, await callList(deps, requireAuth(request))),
  });

  route(app, calls.read, {
    access: staff,
    handler: async (request) =>
      ok(
        INTERVIEW_MESSAGES.caseLoaded,
        await readCallCase(deps, requireAuth(request), request.params.caseId, request.query.language),
      ),
  });

  route(app, calls.outcome, {
    access: staff,
    handler: async (request) =>
      ok(
        INTERVIEW_MESSAGES.callRecorded,
        await recordCall(deps, requireAuth(request), request.params.caseId, request.body),
      ),
  });

  route(app, calls.answers, {
    access: staff,
    handler: async (request) => {
      const result = await enterAnswers(deps, requireAuth(request), request.params.caseId, request.body);
      return ok(
        result.disposition === 'complete'
          ? INTERVIEW_MESSAGES.answersComplete
          : INTERVIEW_MESSAGES.answersSaved,
        result,
      );
    },
  });
};

export const interviewsFeature: Feature = {
  name: 'interviews',
  routes,
  personalData: interviewsPersonalData,
};
