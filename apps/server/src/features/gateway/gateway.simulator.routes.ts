import { randomUUID } from 'node:crypto';
import {
  gatewayCallbackOperations as callbacks,
  GATEWAY_MESSAGES,
  gatewayConsoleOperations as ops,
  USSD_REPLY_SECONDS,
} from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { conflict, notFound } from '../../platform/errors';
import {
  FAKE_KEY_HEADER,
  fakeDeliveryOutcome,
  fakeGatewayKey,
  fakeNetworkAcceptsUssd,
} from '../../platform/gateway/fake';
import { route } from '../../platform/operation-route';
import { readOutbox } from './gateway.simulator';
import { phoneTemplateCosts } from './gateway.texts';

/*
 * The administrators' console side of the gateway (issue 27): the providers and template costs, and the phone
 * simulator, which works only on the fake gateway and goes through the fake network and the real callback routes.
 */
export async function registerSimulatorRoutes(plain: FastifyInstance, deps: Deps) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // ---- the administrators' console: templates and the phone simulator (fake gateway) ----
  const only = { roles: ['admin'] } as const;
  const fakeOnly = () => {
    if (deps.gateway.providers.sms !== 'fake') throw conflict(GATEWAY_MESSAGES.simulatorFakeOnly);
  };
  /** Sends a form to a callback route as the fake network does: with the key, `times` times (webhooks come twice). */
  const network = async (callback: { path: string }, form: Record<string, string>, times = 1) => {
    let last: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let i = 0; i < times; i += 1)
      last = await app.inject({
        method: 'POST',
        url: `/api${callback.path}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [FAKE_KEY_HEADER]: fakeGatewayKey(deps.config.dataDir),
        },
        payload: new URLSearchParams(form).toString(),
      });
    return last as NonNullable<typeof last>;
  };

  route(app, ops.overview, {
    access: only,
    handler: async () =>
      ok(GATEWAY_MESSAGES.templatesLoaded, {
        providers: deps.gateway.providers,
        ussd_code: deps.gateway.ussdCode,
        templates: phoneTemplateCosts(deps),
      }),
  });

  route(app, ops.simulateUssd, {
    access: only,
    handler: async (request) => {
      fakeOnly();
      const started = Date.now();
      const answer = await network(callbacks.ussd, {
        sessionId: request.body.session_id,
        serviceCode: deps.gateway.ussdCode,
        phoneNumber: request.body.phone,
        networkCode: '62120',
        text: request.body.text,
      });
      const reply = answer.body;
      const late = Date.now() - started > USSD_REPLY_SECONDS * 1000;
      const verdict =
        answer.statusCode !== 200
          ? { ok: false as const, reason: `the server answered ${answer.statusCode}` }
          : fakeNetworkAcceptsUssd(reply);
      const accepted = verdict.ok && !late;
      return ok(GATEWAY_MESSAGES.simulated, {
        reply,
        accepted,
        reason: late
          ? `the reply took longer than ${USSD_REPLY_SECONDS} seconds`
          : verdict.ok
            ? null
            : verdict.reason,
        ended: !accepted || reply.startsWith('END'),
      });
    },
  });

  route(app, ops.simulateSms, {
    access: only,
    handler: async (request) => {
      fakeOnly();
      const id = `fake-in-${randomUUID()}`;
      await network(
        callbacks.sms,
        {
          id,
          from: request.body.phone,
          to: '32811',
          text: request.body.text,
          date: new Date().toISOString(),
        },
        2,
      );
      return ok(GATEWAY_MESSAGES.simulated, { id });
    },
  });

  route(app, ops.simulateDelivery, {
    access: only,
    handler: async (request) => {
      fakeOnly();
      const [message] = await readOutbox(deps.config.dataDir, (m) => m.id === request.body.message_id, 1);
      if (!message) throw notFound('No message with this id in the fake outbox.');
      const status = fakeDeliveryOutcome(message.to);
      const form: Record<string, string> =
        status === 'delivered'
          ? { id: message.id, status: 'Success' }
          : status === 'rejected_dnd'
            ? { id: message.id, status: 'Rejected', failureReason: 'UserInBlacklist' }
            : { id: message.id, status: 'Failed', failureReason: 'DeliveryFailure' };
      await network(callbacks.delivery, { ...form, phoneNumber: message.to }, 2);
      return ok(GATEWAY_MESSAGES.simulated, { status });
    },
  });

  route(app, ops.outbox, {
    access: only,
    handler: async (request) => {
      fakeOnly();
      const docs = await readOutbox(deps.config.dataDir, (m) => m.to === request.query.phone);
      return ok(GATEWAY_MESSAGES.outboxLoaded, { docs });
    },
  });
}
