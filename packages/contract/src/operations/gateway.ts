import { z } from 'zod';
import {
  deliveryCallbackSchema,
  gatewayOverviewSchema,
  outboxListSchema,
  simulatorDeliverySchema,
  simulatorOutboxQuerySchema,
  simulatorSmsSchema,
  simulatorUssdReplySchema,
  simulatorUssdSchema,
  smsCallbackSchema,
  ussdCallbackSchema,
  whatsAppWebhookSchema,
} from '../gateway';
import { defineOperation } from '../operation';

const tags = ['gateway'] as const;
/** The fake gateway's key may come in the query (Africa's Talking's callbacks carry no header of ours). */
const callbackQuery = z.object({ key: z.string().max(200).optional() });
const received = z.object({ duplicate: z.boolean() });

/**
 * The providers' callbacks (issue 27): Africa's Talking's form-encoded USSD, text-message and delivery callbacks
 * and Meta's WhatsApp webhook. Public, each checked the provider's way by the server before anything is read.
 */
export const gatewayCallbackOperations = {
  /** Answers `CON …` or `END …` as text/plain, not JSON. */
  ussd: defineOperation({
    method: 'POST',
    path: '/v1/gateway/ussd',
    tags,
    summary:
      "USSD request (Africa's Talking's form: sessionId, serviceCode, phoneNumber, networkCode, text); answers CON or END text",
    query: callbackQuery,
    body: ussdCallbackSchema,
  }),
  sms: defineOperation({
    method: 'POST',
    path: '/v1/gateway/sms',
    tags,
    summary: 'Inbound text message (from, to, text, id): STOP and HELP in five languages, or an answer',
    query: callbackQuery,
    body: smsCallbackSchema,
    response: received,
  }),
  delivery: defineOperation({
    method: 'POST',
    path: '/v1/gateway/delivery',
    tags,
    summary: 'Delivery report (id, status, failureReason): handed to the tracer once per message and status',
    query: callbackQuery,
    body: deliveryCallbackSchema,
    response: received,
  }),
  /** Answers hub.challenge as text/plain. */
  whatsAppVerify: defineOperation({
    method: 'GET',
    path: '/v1/gateway/whatsapp',
    tags,
    summary: 'WhatsApp webhook set-up: echoes hub.challenge when hub.verify_token is ours',
    query: z.object({
      'hub.mode': z.string().max(40).optional(),
      'hub.verify_token': z.string().max(200).optional(),
      'hub.challenge': z.string().max(200).optional(),
    }),
  }),
  whatsApp: defineOperation({
    method: 'POST',
    path: '/v1/gateway/whatsapp',
    tags,
    summary: 'WhatsApp webhook (messages and statuses), checked by X-Hub-Signature-256',
    body: whatsAppWebhookSchema,
    response: z.null(),
  }),
};

/** The administrators' console: the providers and template costs, and the phone simulator (fake gateway only). */
export const gatewayConsoleOperations = {
  overview: defineOperation({
    method: 'GET',
    path: '/v1/admin/gateway',
    tags,
    summary:
      'The providers in use, the USSD code, and each text-message template with its encoding and parts',
    response: gatewayOverviewSchema,
  }),
  simulateUssd: defineOperation({
    method: 'POST',
    path: '/v1/admin/gateway/simulator/ussd',
    tags,
    summary: 'Phone simulator: one USSD request through the fake network and the real callback route',
    body: simulatorUssdSchema,
    response: simulatorUssdReplySchema,
  }),
  simulateSms: defineOperation({
    method: 'POST',
    path: '/v1/admin/gateway/simulator/sms',
    tags,
    summary: 'Phone simulator: an inbound text message, delivered twice as networks do',
    body: simulatorSmsSchema,
    response: z.object({ id: z.string() }),
  }),
  simulateDelivery: defineOperation({
    method: 'POST',
    path: '/v1/admin/gateway/simulator/delivery',
    tags,
    summary: "Phone simulator: the fake network's delivery report for one sent message, delivered twice",
    body: simulatorDeliverySchema,
    response: z.object({ status: z.string() }),
  }),
  outbox: defineOperation({
    method: 'GET',
    path: '/v1/admin/gateway/simulator/outbox',
    tags,
    summary: 'Phone simulator: the newest messages the fake gateway sent to one phone',
    query: simulatorOutboxQuerySchema,
    response: outboxListSchema,
  }),
};
