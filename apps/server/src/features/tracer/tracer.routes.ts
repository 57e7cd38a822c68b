import {
  institutionTracerOperations as institutionOps,
  tracerLinkOperations as link,
  tracerObjectionOperations as objection,
  tracerStudyOperations as studies,
  TRACER_MESSAGES,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { byIp } from '../../platform/rate-limit';
import { baselineRoutes } from './tracer.baseline';
import { institutionTracerRoutes } from './tracer.institution';
import { createTracerInterviews, phoneOptedOut } from './tracer.interviews';
import { tracerPersonalData } from './tracer.personal-data';
import { createTracerService } from './tracer.service';
import { contactTask, runSweep, tracerSweep } from './tracer.sweep';

/*
 * Tracer waves (issue 26) and the objection to them (issue 25): administrators define studies, waves and the
 * reminder ladder and read the response figures; institutions read the figures of their own graduates; a graduate
 * answers from a link without an account, opts out from it, or objects from Settings.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tracer = createTracerService(deps);
  // The phone channels' way in (issue 27); a test may stand in for it (gateway.channels.test.ts).
  deps.ports.interviews ??= createTracerInterviews(deps);
  // Privacy asks it before texting a guardian (a number that sent STOP is never texted again).
  deps.ports.phoneOptOuts ??= { phoneOptedOut: (phone) => phoneOptedOut(deps, phone) };
  await app.register(baselineRoutes, { deps });
  await app.register(institutionTracerRoutes, { deps });
  const admin = { roles: ['admin'] } as const;

  route(app, studies.list, {
    access: admin,
    handler: async (request) => ok(TRACER_MESSAGES.studiesLoaded, await tracer.list(request.query)),
  });

  route(app, studies.create, {
    access: admin,
    handler: async (request, reply) => {
      const study = await tracer.create(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, TRACER_MESSAGES.studyCreated, study));
    },
  });

  route(app, studies.read, {
    access: admin,
    handler: async (request) => ok(TRACER_MESSAGES.studyLoaded, await tracer.read(request.params.id)),
  });

  route(app, studies.update, {
    access: admin,
    handler: async (request) =>
      ok(
        TRACER_MESSAGES.studyUpdated,
        await tracer.update(requireAuth(request), request.params.id, request.body),
      ),
  });

  route(app, studies.addWave, {
    access: admin,
    handler: async (request, reply) => {
      const study = await tracer.addWave(requireAuth(request), request.params.id, request.body);
      return reply.status(201).send(envelope(201, TRACER_MESSAGES.waveCreated, study));
    },
  });

  route(app, studies.stats, {
    access: admin,
    handler: async (request) =>
      ok(TRACER_MESSAGES.statsLoaded, await tracer.stats(request.params.id, request.query.by)),
  });

  route(app, studies.sweep, {
    access: admin,
    handler: async () => {
      await runSweep(deps);
      return ok('Due cases made and due contacts queued', null);
    },
  });

  // Contact jobs that failed every try are dead letters of the one job runner: listed and tried again on the
  // console's Failed jobs page (GET /admin/dead-letters, task 'tracer-contact'), not through an API of their own.

  route(app, studies.bounce, {
    access: admin,
    handler: async (request) => {
      await tracer.recordBounce(request.params.id, request.body.reason);
      return ok('Bounce recorded', null);
    },
  });

  // ---- institutions: the same figures for their own graduates, and the bounced contacts to correct

  route(app, institutionOps.stats, {
    // Institutions; only the caller's own graduates' cases are counted.
    access: { roles: ['institution'] },
    handler: async (request) =>
      ok(
        TRACER_MESSAGES.statsLoaded,
        await tracer.stats(request.params.id, request.query.by, requireAuth(request).profileId),
      ),
  });

  // ---- answering by link (no account): the token is the only key, limited per IP before any work

  const byLink = app.limit({ name: 'tracer:link:ip', max: 120, windowSeconds: 15 * 60, key: byIp });

  route(app, link.form, {
    access: 'public',
    preHandler: byLink,
    handler: async (request) => ok(TRACER_MESSAGES.formLoaded, await tracer.form(request.params.token)),
  });

  route(app, link.answer, {
    access: 'public',
    preHandler: byLink,
    handler: async (request) => {
      const result = await tracer.answer(request.params.token, request.body);
      return ok(
        result.disposition === 'complete' ? TRACER_MESSAGES.answersComplete : TRACER_MESSAGES.answersSaved,
        result,
      );
    },
  });

  route(app, link.optOut, {
    access: 'public',
    preHandler: byLink,
    handler: async (request) => {
      const { already } = await tracer.optOut(request.params.token);
      return ok(already ? TRACER_MESSAGES.alreadyOptedOut : TRACER_MESSAGES.optedOut, null);
    },
  });

  // ---- the objection (issue 25), from Settings: the caller's own account only

  const me = { roles: 'any' } as const;
  route(app, objection.read, {
    access: me,
    handler: async (request) =>
      ok(TRACER_MESSAGES.objectionLoaded, await tracer.objection(requireAuth(request))),
  });
  route(app, objection.object, {
    access: me,
    handler: async (request) =>
      ok(TRACER_MESSAGES.objectionRecorded, await tracer.object(requireAuth(request))),
  });
  route(app, objection.withdraw, {
    access: me,
    handler: async (request) =>
      ok(TRACER_MESSAGES.objectionWithdrawn, await tracer.withdraw(requireAuth(request))),
  });
};

export const tracerFeature: Feature = {
  name: 'tracer',
  routes,
  tasks: [contactTask],
  sweeps: [tracerSweep],
  listeners: (deps) => ({
    'person.erased': (tx, event) => createTracerService(deps).erased(tx, event),
    'roll.claims-confirmed': (tx, event) => createTracerService(deps).claimsConfirmed(tx, event),
  }),
  personalData: tracerPersonalData,
};
