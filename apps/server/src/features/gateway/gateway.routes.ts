import { GATEWAY_MESSAGES, gatewayCallbackOperations as ops } from '@tvet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { type CallbackRequest, headerOf } from '../../platform/gateway';
import { FAKE_KEY_HEADER, fakeGatewayKey } from '../../platform/gateway/fake';
import { route } from '../../platform/operation-route';
import { gatewayPersonalData } from './gateway.personal-data';
import { createGatewayService, replyTask } from './gateway.service';
import { registerSimulatorRoutes } from './gateway.simulator.routes';

/*
 * The messaging gateway's callbacks (issue 27), in Africa's Talking's shape (form-encoded), the WhatsApp webhook
 * (Meta's shape, JSON signed over the raw body), and the administrators' phone simulator on the fake gateway.
 * Callbacks are public but each is checked the provider's way before anything is read or stored: no key or
 * signature is 401, a wrong one 403, and nothing happens.
 */

/** A USSD request, an inbound message or a report: small. 64 KB lets a 10,000-character `text` be refused politely. */
const CALLBACK_BODY_LIMIT = 64 * 1024;
/** The whatsapp webhook batches up to a few hundred events. */
const WHATSAPP_BODY_LIMIT = 512 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks (gateway routes only). */
    rawBody?: string;
  }
}

const callbackOf = (request: FastifyRequest): CallbackRequest => ({
  headers: request.headers,
  query: (request.query ?? {}) as Record<string, unknown>,
  rawBody: request.rawBody ?? '',
});

/** Whether the request carries any credential at all (401 without, 403 with a wrong one). */
const presented = (request: FastifyRequest) =>
  Boolean(
    headerOf(request.headers, FAKE_KEY_HEADER) ||
      headerOf(request.headers, 'x-hub-signature-256') ||
      (request.query as { key?: string } | undefined)?.key,
  );

function refuse(reply: FastifyReply, request: FastifyRequest) {
  const status = presented(request) ? 403 : 401;
  return reply
    .status(status)
    .send(envelope(status, status === 401 ? GATEWAY_MESSAGES.unsigned : GATEWAY_MESSAGES.forged, null));
}

/** Form bodies (Africa's Talking's callbacks) parsed to plain objects, the raw text kept. */
function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (request, body, done) => {
      request.rawBody = body as string;
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const gateway = createGatewayService(deps);
  const byIp = (request: FastifyRequest) => request.ip;
  const byPhone = (field: string) => (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.slice(0, 20) : undefined;
  };
  const verified = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!deps.gateway.verifySmsCallback(callbackOf(request))) return refuse(reply, request);
  };

  // ---- callbacks in Africa's Talking's shape (the fake gateway sends the same) ----
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    acceptForms(plain);
    const ussdLimit = scope.limit({
      name: 'gateway-ussd:phone',
      max: 600,
      windowSeconds: 15 * 60,
      key: byPhone('phoneNumber'),
    });
    const smsLimit = scope.limit({
      name: 'gateway-sms:phone',
      max: 60,
      windowSeconds: 15 * 60,
      key: byPhone('from'),
    });
    const ipLimit = scope.limit({ name: 'gateway:ip', max: 20_000, windowSeconds: 60, key: byIp });

    route(scope, ops.ussd, {
      access: 'public',
      bodyLimit: CALLBACK_BODY_LIMIT,
      preHandler: [verified, ipLimit, ussdLimit],
      handler: async (request, reply) =>
        reply.type('text/plain; charset=utf-8').send(await gateway.ussd(request.body)),
    });

    route(scope, ops.sms, {
      access: 'public',
      bodyLimit: CALLBACK_BODY_LIMIT,
      preHandler: [verified, ipLimit, smsLimit],
      handler: async (request) => {
        const first = await gateway.sms(request.body);
        return ok(first ? GATEWAY_MESSAGES.received : GATEWAY_MESSAGES.duplicate, { duplicate: !first });
      },
    });

    route(scope, ops.delivery, {
      access: 'public',
      bodyLimit: CALLBACK_BODY_LIMIT,
      preHandler: [verified, ipLimit],
      handler: async (request) => {
        const first = await gateway.delivery(request.body);
        return ok(first ? GATEWAY_MESSAGES.received : GATEWAY_MESSAGES.duplicate, { duplicate: !first });
      },
    });
  });

  // ---- the WhatsApp webhook (Meta's shape): JSON, signed over the raw body ----
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WHATSAPP_BODY_LIMIT },
      (request, body, done) => {
        request.rawBody = body as string;
        json(request, body as string, done);
      },
    );
    const ipLimit = scope.limit({ name: 'gateway-whatsapp:ip', max: 20_000, windowSeconds: 60, key: byIp });

    route(scope, ops.whatsAppVerify, {
      access: 'public',
      preHandler: [ipLimit],
      handler: async (request, reply) => {
        const expected = deps.gateway.whatsAppVerifyToken ?? fakeGatewayKey(deps.config.dataDir);
        const query = request.query;
        if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== expected)
          return reply.status(403).send(envelope(403, GATEWAY_MESSAGES.forged, null));
        return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
      },
    });

    route(scope, ops.whatsApp, {
      access: 'public',
      bodyLimit: WHATSAPP_BODY_LIMIT,
      preHandler: [
        async (request, reply) => {
          if (!deps.gateway.verifyWhatsAppCallback(callbackOf(request))) return refuse(reply, request);
        },
        ipLimit,
      ],
      handler: async (request) => {
        await gateway.whatsapp(request.body);
        return ok(GATEWAY_MESSAGES.received, null);
      },
    });
  });

  await registerSimulatorRoutes(app, deps);
};

export const gatewayFeature: Feature = {
  name: 'gateway',
  routes,
  tasks: [replyTask],
  personalData: gatewayPersonalData,
};
