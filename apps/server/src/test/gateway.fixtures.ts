import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { fakeGatewayKey } from '../platform/gateway/fake';
import type { TestApp } from './harness';

/**
 * A phone network in front of the app, as the fake gateway's provider would call it: form-encoded callbacks
 * signed with the gateway key, USSD dials, WhatsApp messages, and what the app sent to a phone (its outbox).
 * `app` is read at each call, since test files create their app in beforeAll.
 */
export function fakePhoneNetwork(app: () => TestApp) {
  const post = (url: string, fields: Record<string, string>, headers?: Record<string, string>) =>
    app().app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(headers ?? { 'x-gateway-key': fakeGatewayKey(app().dataDir) }),
      },
      payload: new URLSearchParams(fields).toString(),
    });

  /** One USSD step (Africa's Talking's callback); the screen the app answers. */
  async function ussd(phone: string, sessionId: string, text: string) {
    const response = await post('/api/v1/gateway/ussd', {
      sessionId,
      serviceCode: '*347*88#',
      phoneNumber: phone,
      networkCode: '62120',
      text,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  }

  /** One WhatsApp webhook call (Meta's shape, signed as the fake's callbacks are) carrying one message. */
  async function whatsapp(phone: string, id: string, message: Record<string, unknown>) {
    const response = await app().app.inject({
      method: 'POST',
      url: '/api/v1/gateway/whatsapp',
      headers: { 'content-type': 'application/json', 'x-gateway-key': fakeGatewayKey(app().dataDir) },
      payload: {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { messages: [{ id, from: phone.replace(/^\+/, ''), ...message }] } }] }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The messages sent to `phone` so far, oldest first, once queued jobs have run. */
  async function outboxTo(phone: string) {
    await app().app.jobs.settle();
    const folder = path.join(app().dataDir, 'gateway-outbox');
    return readdirSync(folder)
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')))
      .filter((message) => message.to === phone);
  }

  return { post, ussd, whatsapp, outboxTo };
}
