import {
  privacyAdminOperations as adminOps,
  privacyOperations as ops,
  PRIVACY_MESSAGES,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { byIp } from '../../platform/rate-limit';
import { breachNoticeTask } from './breaches/breaches.service';
import { privacyPersonalData } from './privacy.personal-data';
import { seedDefinitions } from './privacy.repository';
import { createPrivacyService, recordNoticeShown } from './privacy.service';

/*
 * Privacy under the NDPA 2023 (issue 25, part A): the public privacy page's data, a person's consents and their
 * guardian's confirmation, and the data protection officer's console (record of processing activities, notice
 * versions, breach register, data subject requests). Each route: its contract operation, who may call it and whose
 * records (beside it), one service call.
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
  const admin = { roles: ['admin'] } as const;
  const publicFormByIp = app.limit({ name: 'privacy-form:ip', max: 20, windowSeconds: 60 * 60, key: byIp });
  const linkByIp = app.limit({ name: 'privacy-link:ip', max: 30, windowSeconds: 15 * 60, key: byIp });

  route(app, ops.overview, {
    access: 'public',
    handler: async () => ok(PRIVACY_MESSAGES.loaded, await privacy.overview()),
  });

  // ---- a person's consents (the caller's own records)

  route(app, ops.consents, {
    access: { roles: 'any' },
    handler: async (request) =>
      ok(PRIVACY_MESSAGES.consentsLoaded, await privacy.consents(requireAuth(request))),
  });

  route(app, ops.consent, {
    access: { roles: 'any' },
    handler: async (request, reply) => {
      const state = await privacy.consent(requireAuth(request), request.body);
      const msg = request.body.given ? PRIVACY_MESSAGES.consentGiven : PRIVACY_MESSAGES.consentWithdrawn;
      return reply.status(201).send(envelope(201, msg, state));
    },
  });

  route(app, ops.askGuardian, {
    access: { roles: ['graduate'] },
    handler: async (request, reply) => {
      const { via, state } = await privacy.askGuardian(requireAuth(request), request.body);
      const msg = via === 'sms' ? PRIVACY_MESSAGES.guardianTexted : PRIVACY_MESSAGES.guardianAsked;
      return reply.status(201).send(envelope(201, msg, state));
    },
  });

  route(app, ops.confirmGuardian, {
    access: 'public',
    preHandler: linkByIp,
    handler: async (request) =>
      ok(PRIVACY_MESSAGES.guardianConfirmed, await privacy.confirmGuardian(request.body.token)),
  });

  route(app, ops.stopBreachNotices, {
    access: 'public',
    preHandler: linkByIp,
    handler: async (request) =>
      ok(PRIVACY_MESSAGES.breachNoticeStopLinkDone, await privacy.stopMyNotices(request.body.token)),
  });

  route(app, ops.submitRequest, {
    access: 'public',
    preHandler: publicFormByIp,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(envelope(201, PRIVACY_MESSAGES.requestReceived, await privacy.submitRequest(request.body))),
  });

  route(app, ops.requestRollCorrection, {
    access: { roles: ['graduate'] },
    handler: async (request, reply) => {
      const created = await privacy.requestRollCorrection(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, PRIVACY_MESSAGES.correctionSent, created));
    },
  });

  // ---- the data protection officer's console (administrators)

  route(app, adminOps.updateActivity, {
    access: admin,
    handler: async (request) =>
      ok(
        PRIVACY_MESSAGES.activityUpdated,
        await privacy.updateActivity(requireAuth(request), request.params.key, request.body),
      ),
  });

  route(app, adminOps.publishNotice, {
    access: admin,
    handler: async (request, reply) => {
      const notice = await privacy.publishNotice(requireAuth(request), request.body.text);
      return reply.status(201).send(envelope(201, PRIVACY_MESSAGES.noticePublished, notice));
    },
  });

  route(app, adminOps.breaches, {
    access: admin,
    handler: async (request) => ok(PRIVACY_MESSAGES.breachesLoaded, await privacy.breaches(request.query)),
  });

  route(app, adminOps.recordBreach, {
    access: admin,
    handler: async (request, reply) => {
      const breach = await privacy.recordBreach(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, PRIVACY_MESSAGES.breachRecorded, breach));
    },
  });

  route(app, adminOps.updateBreach, {
    access: admin,
    handler: async (request) =>
      ok(
        PRIVACY_MESSAGES.breachUpdated,
        await privacy.updateBreach(requireAuth(request), request.params.id, request.body),
      ),
  });

  route(app, adminOps.notifyAffected, {
    access: admin,
    handler: async (request) => {
      const { queued, breach } = await privacy.notifyAffected(requireAuth(request), request.params.id);
      return ok(PRIVACY_MESSAGES.breachNotifyQueued(queued), breach);
    },
  });

  route(app, adminOps.stopNotices, {
    access: admin,
    handler: async (request) =>
      ok(
        PRIVACY_MESSAGES.breachNoticesStopped,
        await privacy.stopNotices(requireAuth(request), request.params.id),
      ),
  });

  route(app, adminOps.requests, {
    access: admin,
    handler: async (request) => ok(PRIVACY_MESSAGES.requestsLoaded, await privacy.requests(request.query)),
  });

  route(app, adminOps.updateRequest, {
    access: admin,
    handler: async (request) =>
      ok(
        PRIVACY_MESSAGES.requestUpdated,
        await privacy.updateRequest(requireAuth(request), request.params.id, request.body.status),
      ),
  });
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
