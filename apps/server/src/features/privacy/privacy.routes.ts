import {
  activityKeyParamsSchema,
  breachListQuerySchema,
  breachNoticeStopSchema,
  breachSchema,
  consentStateSchema,
  createBreachSchema,
  createSubjectRequestSchema,
  envelopeSchema,
  giveConsentSchema,
  guardianConfirmSchema,
  guardianRequestSchema,
  PRIVACY_MESSAGES,
  PRIVACY_ROUTES,
  pagedSchema,
  privacyIdParamsSchema,
  privacyNoticeSchema,
  privacyOverviewSchema,
  processingActivitySchema,
  publishNoticeSchema,
  rollCorrectionSchema,
  subjectRequestCreatedSchema,
  subjectRequestListQuerySchema,
  subjectRequestSchema,
  updateActivitySchema,
  updateBreachSchema,
  updateSubjectRequestSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { byIp } from '../../platform/rate-limit';
import { breachNoticeTask } from './breaches/breaches.service';
import { privacyPersonalData } from './privacy.personal-data';
import { seedDefinitions } from './privacy.repository';
import { createPrivacyService, recordNoticeShown } from './privacy.service';

/*
 * Privacy under the NDPA 2023 (issue 25, part A): the public privacy page's data, a person's consents and their
 * guardian's confirmation, and the data protection officer's console (record of processing activities, notice
 * versions, breach register, data subject requests). Each route: path, who may call it, schemas, one service call.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const privacy = createPrivacyService(deps);
  // The record of processing activities and the first notice exist from the first start (console edits are kept).
  // Not while the app is built: an app whose database is down must still start and answer 503 (health); the first
  // read of the notice seeds them then (privacy.service.ts notice()).
  app.addHook('onReady', async () => {
    await seedDefinitions(deps.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'privacy definitions not seeded at start; the first read seeds them'),
    );
  });
  const tags = ['privacy'];
  const adminTags = ['admin: privacy'];
  const admin = { roles: ['admin'] } as const;
  const publicFormByIp = app.limit({ name: 'privacy-form:ip', max: 20, windowSeconds: 60 * 60, key: byIp });
  const linkByIp = app.limit({ name: 'privacy-link:ip', max: 30, windowSeconds: 15 * 60, key: byIp });

  app.get(
    PRIVACY_ROUTES.privacy,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The record of processing activities, the retention rules and the current privacy notice',
        response: { 200: envelopeSchema(privacyOverviewSchema) },
      },
    },
    async () => ok(PRIVACY_MESSAGES.loaded, await privacy.overview()),
  );

  // ---- a person's consents (the caller's own records)

  app.get(
    PRIVACY_ROUTES.consents,
    {
      config: { access: { roles: 'any' } },
      schema: {
        tags,
        summary: 'Your consents to the optional extras, whether they are offered to you, and their history',
        response: { 200: envelopeSchema(consentStateSchema) },
      },
    },
    async (request) => ok(PRIVACY_MESSAGES.consentsLoaded, await privacy.consents(requireAuth(request))),
  );

  app.post(
    PRIVACY_ROUTES.consents,
    {
      config: { access: { roles: 'any' } },
      schema: {
        tags,
        summary:
          'Give (given: true) or withdraw (given: false) your consent to one optional extra: a new event each time (graduates; under 18 only after a guardian confirmed)',
        body: giveConsentSchema,
        response: { 201: envelopeSchema(consentStateSchema) },
      },
    },
    async (request, reply) => {
      const state = await privacy.consent(requireAuth(request), request.body);
      const msg = request.body.given ? PRIVACY_MESSAGES.consentGiven : PRIVACY_MESSAGES.consentWithdrawn;
      return reply.status(201).send(envelope(201, msg, state));
    },
  );

  app.post(
    PRIVACY_ROUTES.guardian,
    {
      config: { access: { roles: ['graduate'] } },
      schema: {
        tags,
        summary:
          'A graduate under 18 names a guardian, who is e-mailed or sent a text message with a single-use link to confirm (NDPA s. 31)',
        body: guardianRequestSchema,
        response: { 201: envelopeSchema(consentStateSchema) },
      },
    },
    async (request, reply) => {
      const { via, state } = await privacy.askGuardian(requireAuth(request), request.body);
      const msg = via === 'sms' ? PRIVACY_MESSAGES.guardianTexted : PRIVACY_MESSAGES.guardianAsked;
      return reply.status(201).send(envelope(201, msg, state));
    },
  );

  app.post(
    PRIVACY_ROUTES.guardianConfirm,
    {
      config: { access: 'public' },
      preHandler: linkByIp,
      schema: {
        tags,
        summary: "The guardian's confirmation, from the link mailed or texted to them (single use, 7 days)",
        body: guardianConfirmSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) =>
      ok(PRIVACY_MESSAGES.guardianConfirmed, await privacy.confirmGuardian(request.body.token)),
  );

  app.post(
    PRIVACY_ROUTES.breachNoticeStop,
    {
      config: { access: 'public' },
      preHandler: linkByIp,
      schema: {
        tags,
        summary: "Stop further notices of one breach, from the link in the notice (that person's only)",
        body: breachNoticeStopSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) =>
      ok(PRIVACY_MESSAGES.breachNoticeStopLinkDone, await privacy.stopMyNotices(request.body.token)),
  );

  app.post(
    PRIVACY_ROUTES.requests,
    {
      config: { access: 'public' },
      preHandler: publicFormByIp,
      schema: {
        tags,
        summary:
          'A data subject request from anyone, account or not (access, correction, erasure, objection), answered within 30 days',
        body: createSubjectRequestSchema,
        response: { 201: envelopeSchema(subjectRequestCreatedSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(envelope(201, PRIVACY_MESSAGES.requestReceived, await privacy.submitRequest(request.body))),
  );

  app.post(
    PRIVACY_ROUTES.rollCorrection,
    {
      config: { access: { roles: ['graduate'] } },
      schema: {
        tags,
        summary:
          'Ask an institution you listed to correct your record on its graduation roll: mailed to it and logged as a request',
        body: rollCorrectionSchema,
        response: { 201: envelopeSchema(subjectRequestCreatedSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          envelope(
            201,
            PRIVACY_MESSAGES.correctionSent,
            await privacy.requestRollCorrection(requireAuth(request), request.body),
          ),
        ),
  );

  // ---- the data protection officer's console (administrators)

  app.patch(
    '/v1/admin/privacy/activities/:key',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Edit one processing activity of the record (audit logged)',
        params: activityKeyParamsSchema,
        body: updateActivitySchema,
        response: { 200: envelopeSchema(processingActivitySchema) },
      },
    },
    async (request) =>
      ok(
        PRIVACY_MESSAGES.activityUpdated,
        await privacy.updateActivity(requireAuth(request), request.params.key, request.body),
      ),
  );

  app.post(
    PRIVACY_ROUTES.adminNotices,
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Publish a new version of the privacy notice (audit logged)',
        body: publishNoticeSchema,
        response: { 201: envelopeSchema(privacyNoticeSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          envelope(
            201,
            PRIVACY_MESSAGES.noticePublished,
            await privacy.publishNotice(requireAuth(request), request.body.text),
          ),
        ),
  );

  app.get(
    PRIVACY_ROUTES.adminBreaches,
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'The breach register, newest awareness first, with the 72-hour clock of each',
        querystring: breachListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(breachSchema)) },
      },
    },
    async (request) => ok(PRIVACY_MESSAGES.breachesLoaded, await privacy.breaches(request.query)),
  );

  app.post(
    PRIVACY_ROUTES.adminBreaches,
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Record a breach (NDPA s. 40); affected_emails names the accounts to notify (audit logged)',
        body: createBreachSchema,
        response: { 201: envelopeSchema(breachSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          envelope(
            201,
            PRIVACY_MESSAGES.breachRecorded,
            await privacy.recordBreach(requireAuth(request), request.body),
          ),
        ),
  );

  app.patch(
    '/v1/admin/breaches/:id',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Update a breach: when the Commission was told, whether people must be told… (audit logged)',
        params: privacyIdParamsSchema,
        body: updateBreachSchema,
        response: { 200: envelopeSchema(breachSchema) },
      },
    },
    async (request) =>
      ok(
        PRIVACY_MESSAGES.breachUpdated,
        await privacy.updateBreach(requireAuth(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/v1/admin/breaches/:id/notify',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Queue a mail to each affected account not yet notified (audit logged)',
        params: privacyIdParamsSchema,
        response: { 200: envelopeSchema(breachSchema) },
      },
    },
    async (request) => {
      const { queued, breach } = await privacy.notifyAffected(requireAuth(request), request.params.id);
      return ok(PRIVACY_MESSAGES.breachNotifyQueued(queued), breach);
    },
  );

  app.post(
    '/v1/admin/breaches/:id/stop-notices',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Stop every further notice of this breach (audit logged)',
        params: privacyIdParamsSchema,
        response: { 200: envelopeSchema(breachSchema) },
      },
    },
    async (request) =>
      ok(
        PRIVACY_MESSAGES.breachNoticesStopped,
        await privacy.stopNotices(requireAuth(request), request.params.id),
      ),
  );

  app.get(
    PRIVACY_ROUTES.adminRequests,
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: 'Data subject requests, open work and the nearest 30-day due date first',
        querystring: subjectRequestListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(subjectRequestSchema)) },
      },
    },
    async (request) => ok(PRIVACY_MESSAGES.requestsLoaded, await privacy.requests(request.query)),
  );

  app.patch(
    '/v1/admin/privacy/requests/:id',
    {
      config: { access: admin },
      schema: {
        tags: adminTags,
        summary: "Change a request's status (audit logged)",
        params: privacyIdParamsSchema,
        body: updateSubjectRequestSchema,
        response: { 200: envelopeSchema(subjectRequestSchema) },
      },
    },
    async (request) =>
      ok(
        PRIVACY_MESSAGES.requestUpdated,
        await privacy.updateRequest(requireAuth(request), request.params.id, request.body.status),
      ),
  );
};

export const privacyFeature: Feature = {
  name: 'privacy',
  routes,
  tasks: [breachNoticeTask],
  // The notice version a sign-up showed is recorded with the new account, in the registration's transaction.
  listeners: () => ({
    'account.registered': async (tx, event) => {
      await recordNoticeShown(tx, {
        accountId: event.accountId,
        version: event.noticeVersion,
        channel: 'sign_up',
      });
    },
  }),
  personalData: privacyPersonalData,
};
