import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { USSD_REPLY_MAX } from '@tvet/contract';
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

  /** One USSD step (Africa's Talking's callback); the screen the app answers, held to the channel's limits. */
  async function ussd(phone: string, sessionId: string, text: string) {
    const response = await post('/api/v1/gateway/ussd', {
      sessionId,
      serviceCode: '*347*88#',
      phoneNumber: phone,
      networkCode: '62120',
      text,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect([...response.body].length).toBeLessThanOrEqual(USSD_REPLY_MAX);
    expect(response.body).toMatch(/^(CON|END) /);
    return response.body;
  }

  /** One WhatsApp webhook call in Meta's shape carrying one message; signed as the fake's are unless `headers`. */
  const whatsappCall = (
    phone: string,
    id: string,
    message: Record<string, unknown>,
    headers: Record<string, string> = { 'x-gateway-key': fakeGatewayKey(app().dataDir) },
  ) =>
    app().app.inject({
      method: 'POST',
      url: '/api/v1/gateway/whatsapp',
      headers: { 'content-type': 'application/json', ...headers },
      payload: {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { messages: [{ id, from: phone.replace(/^\+/, ''), ...message }] } }] }],
      },
    });

  /** A signed WhatsApp message the app takes (200). */
  async function whatsapp(phone: string, id: string, message: Record<string, unknown>) {
    const response = await whatsappCall(phone, id, message);
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The messages sent to `phone` so far, oldest first, once queued jobs have run. */
  async function outboxTo(phone: string) {
    await app().app.jobs.settle();
    const folder = path.join(app().dataDir, 'gateway-outbox');
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')))
      .filter((message) => message.to === phone);
  }

  return { post, ussd, whatsapp, whatsappCall, outboxTo };
}
