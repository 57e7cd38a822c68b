import {
  envelopeSchema,
  idSchema,
  pagedSchema,
  TRACER_MESSAGES,
  tracerAnswerFormSchema,
  tracerAnswerResultSchema,
  tracerAnswersSchema,
  tracerObjectionSchema,
  tracerStatsQuerySchema,
  tracerStatsSchema,
  tracerStudyCreateSchema,
  tracerStudyListQuerySchema,
  tracerStudyParamsSchema,
  tracerStudySchema,
  tracerStudyUpdateSchema,
  tracerTokenParamsSchema,
  tracerWaveCreateSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
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
  const tags = ['admin: tracer studies'];

  app.get(
    '/v1/admin/tracer-studies',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Tracer studies, newest first, each with its waves and their response figures (RR1, RR2)',
        querystring: tracerStudyListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(tracerStudySchema)) },
      },
    },
    async (request) => ok(TRACER_MESSAGES.studiesLoaded, await tracer.list(request.query)),
  );

  app.post(
    '/v1/admin/tracer-studies',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          'Create a study over a published survey; its waves are made for each cohort at 0, 12, 36, 60 months (or offsets given)',
        body: tracerStudyCreateSchema,
        response: { 201: envelopeSchema(tracerStudySchema) },
      },
    },
    async (request, reply) => {
      const study = await tracer.create(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, TRACER_MESSAGES.studyCreated, study));
    },
  );

  app.get(
    '/v1/admin/tracer-studies/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'One tracer study with its waves',
        params: tracerStudyParamsSchema,
        response: { 200: envelopeSchema(tracerStudySchema) },
      },
    },
    async (request) => ok(TRACER_MESSAGES.studyLoaded, await tracer.read(request.params.id)),
  );

  app.patch(
    '/v1/admin/tracer-studies/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: "Change a study's title, reminder ladder, daily cap or spending cap",
        params: tracerStudyParamsSchema,
        body: tracerStudyUpdateSchema,
        response: { 200: envelopeSchema(tracerStudySchema) },
      },
    },
    async (request) =>
      ok(
        TRACER_MESSAGES.studyUpdated,
        await tracer.update(requireAuth(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/v1/admin/tracer-studies/:id/waves',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Add a wave (a cohort at an offset, with its window)',
        params: tracerStudyParamsSchema,
        body: tracerWaveCreateSchema,
        response: { 201: envelopeSchema(tracerStudySchema) },
      },
    },
    async (request, reply) => {
      const study = await tracer.addWave(requireAuth(request), request.params.id, request.body);
      return reply.status(201).send(envelope(201, TRACER_MESSAGES.waveCreated, study));
    },
  );

  app.get(
    '/v1/admin/tracer-studies/:id/stats',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          'Response figures per wave by institution, programme, sex or state; by channel; responses per day',
        params: tracerStudyParamsSchema,
        querystring: tracerStatsQuerySchema,
        response: { 200: envelopeSchema(tracerStatsSchema) },
      },
    },
    async (request) =>
      ok(TRACER_MESSAGES.statsLoaded, await tracer.stats(request.params.id, request.query.by)),
  );

  app.post(
    '/v1/admin/tracer-sweep',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          'Run the tracer sweep now (it runs every minute by itself): make the cases of open waves and queue the contacts due',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async () => {
      await runSweep(deps);
      return ok('Due cases made and due contacts queued', null);
    },
  );

  // Contact jobs that failed every try are dead letters of the one job runner: listed and tried again on the
  // console's Failed jobs page (GET /admin/dead-letters, task 'tracer-contact'), not through an API of their own.

  app.post(
    '/v1/admin/tracer-contacts/:id/bounce',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Record a bounce the mail provider reported for a sent invitation or reminder',
        params: z.object({ id: idSchema }),
        body: z.object({ reason: z.string().trim().min(1).max(200) }).strict(),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await tracer.recordBounce(request.params.id, request.body.reason);
      return ok('Bounce recorded', null);
    },
  );

  // ---- institutions: the same figures for their own graduates, and the bounced contacts to correct

  app.get(
    '/v1/institution/tracer-studies/:id/stats',
    {
      config: { access: { roles: ['institution'] } },
      schema: {
        tags: ['institutions: tracer'],
        summary:
          "Response figures of a study for the calling institution's graduates, and their bounced contacts",
        params: tracerStudyParamsSchema,
        querystring: tracerStatsQuerySchema,
        response: { 200: envelopeSchema(tracerStatsSchema) },
      },
    },
    async (request) =>
      ok(
        TRACER_MESSAGES.statsLoaded,
        await tracer.stats(request.params.id, request.query.by, requireAuth(request).profileId),
      ),
  );

  // ---- answering by link (no account): the token is the only key, limited per IP before any work

  const byLink = app.limit({ name: 'tracer:link:ip', max: 120, windowSeconds: 15 * 60, key: byIp });
  const linkTags = ['tracer: answer by link'];

  app.get(
    '/v1/tracer/answer/:token',
    {
      config: { access: 'public' },
      preHandler: byLink,
      schema: {
        tags: linkTags,
        summary: "The questionnaire of the link's case, with the privacy notice and the answers given so far",
        params: tracerTokenParamsSchema,
        response: { 200: envelopeSchema(tracerAnswerFormSchema) },
      },
    },
    async (request) => ok(TRACER_MESSAGES.formLoaded, await tracer.form(request.params.token)),
  );

  app.post(
    '/v1/tracer/answer/:token',
    {
      config: { access: 'public' },
      preHandler: byLink,
      schema: {
        tags: linkTags,
        summary: 'Save answers (final: true sends them; the link then stops working)',
        params: tracerTokenParamsSchema,
        body: tracerAnswersSchema,
        response: { 200: envelopeSchema(tracerAnswerResultSchema) },
      },
    },
    async (request) => {
      const result = await tracer.answer(request.params.token, request.body);
      return ok(
        result.disposition === 'complete' ? TRACER_MESSAGES.answersComplete : TRACER_MESSAGES.answersSaved,
        result,
      );
    },
  );

  app.post(
    '/v1/tracer/opt-out/:token',
    {
      config: { access: 'public' },
      preHandler: byLink,
      schema: {
        tags: linkTags,
        summary:
          'Stop every tracer message to the graduate the link was sent to (replaying it changes nothing)',
        params: tracerTokenParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { already } = await tracer.optOut(request.params.token);
      return ok(already ? TRACER_MESSAGES.alreadyOptedOut : TRACER_MESSAGES.optedOut, null);
    },
  );

  // ---- the objection (issue 25), from Settings: the caller's own account only

  const me = { roles: 'any' } as const;
  app.get(
    '/v1/me/tracer-objection',
    {
      config: { access: me },
      schema: {
        tags: ['me: privacy'],
        summary: 'Whether you objected to tracer contacts',
        response: { 200: envelopeSchema(tracerObjectionSchema) },
      },
    },
    async (request) => ok(TRACER_MESSAGES.objectionLoaded, await tracer.objection(requireAuth(request))),
  );
  app.post(
    '/v1/me/tracer-objection',
    {
      config: { access: me },
      schema: {
        tags: ['me: privacy'],
        summary: 'Object to tracer contacts: no study contacts you again, even from a re-uploaded roll',
        response: { 200: envelopeSchema(tracerObjectionSchema) },
      },
    },
    async (request) => ok(TRACER_MESSAGES.objectionRecorded, await tracer.object(requireAuth(request))),
  );
  app.delete(
    '/v1/me/tracer-objection',
    {
      config: { access: me },
      schema: {
        tags: ['me: privacy'],
        summary: 'Withdraw your objection from Settings',
        response: { 200: envelopeSchema(tracerObjectionSchema) },
      },
    },
    async (request) => ok(TRACER_MESSAGES.objectionWithdrawn, await tracer.withdraw(requireAuth(request))),
  );
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
