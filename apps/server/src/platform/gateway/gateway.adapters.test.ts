import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createAfricasTalking } from './africas-talking';
import { createFakeSide, fakeNetworkAcceptsUssd, OUTBOX_FOLDER } from './fake';
import { GatewayError } from './gateway';
import { createMetaWhatsApp, metaSignature } from './whatsapp-meta';

/*
 * The adapters against a local stand-in for each provider (node:http) that checks the documented request shapes
 * and answers as the provider does, and the fake gateway's outbox and key.
 */

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Handler = (seen: Seen, response: ServerResponse) => void;

let server: Server;
let base = '';
let handler: Handler = (_seen, response) => response.end();
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe("Africa's Talking adapter", () => {
  const at = () =>
    createAfricasTalking({
      username: 'tracer',
      apiKey: 'at-key-123',
      senderId: 'TVETTracer',
      apiUrl: base,
      callbackKey: 'callback-key-that-is-long-enough',
      timeoutMs: 300,
    });

  it('posts the documented form with the apiKey header and reads the recipient', async () => {
    handler = (request, response) => {
      const form = new URLSearchParams(request.body);
      const shapeOk =
        request.method === 'POST' &&
        request.url === '/version1/messaging' &&
        request.headers.apikey === 'at-key-123' &&
        request.headers.accept === 'application/json' &&
        request.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('username') === 'tracer' &&
        form.get('from') === 'TVETTracer' &&
        /^\+234\d{10}$/.test(form.get('to') ?? '') &&
        (form.get('message') ?? '').length > 0;
      if (!shapeOk) return json(response, 400, { error: 'bad request shape' });
      json(response, 201, {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: NGN 2.2000',
          Recipients: [
            {
              statusCode: 101,
              number: form.get('to'),
              status: 'Success',
              cost: 'NGN 2.2000',
              messageId: 'ATXid_1',
            },
          ],
        },
      });
    };
    const result = await at().sendText({ to: '+2348031234567', text: 'Caf\u0065\u0301 is open' });
    expect(result).toEqual({
      providerMessageId: 'ATXid_1',
      status: 'sent',
      encoding: 'GSM-7',
      segments: 1,
      cost: 'NGN 2.2000',
    });
    expect(new URLSearchParams(seen.at(-1)?.body).get('message')).toBe('Café is open');
  });

  it('reads a do-not-disturb rejection (406 UserInBlacklist) as rejected_dnd', async () => {
    handler = (_request, response) =>
      json(response, 201, {
        SMSMessageData: {
          Recipients: [
            {
              statusCode: 406,
              number: '+2348031234599',
              status: 'UserInBlacklist',
              cost: '0',
              messageId: 'None',
            },
          ],
        },
      });
    const result = await at().sendText({ to: '+2348031234599', text: 'Hello' });
    expect(result.status).toBe('rejected_dnd');
  });

  it('throws a retryable error when the provider answers 500 or never answers, and a final one on 401', async () => {
    handler = (_request, response) => json(response, 500, { error: 'down' });
    await expect(at().sendText({ to: '+2348031234567', text: 'x' })).rejects.toMatchObject({
      retryable: true,
    });
    handler = () => {}; // never answers
    const error = await at()
      .sendText({ to: '+2348031234567', text: 'x' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ retryable: true, message: "Africa's Talking did not answer in time" });
    handler = (_request, response) => json(response, 401, { error: 'bad key' });
    await expect(at().sendText({ to: '+2348031234567', text: 'x' })).rejects.toMatchObject({
      retryable: false,
    });
  });

  it('accepts callbacks only with the callback key in the URL', () => {
    const adapter = at();
    expect(
      adapter.verify({ headers: {}, query: { key: 'callback-key-that-is-long-enough' }, rawBody: '' }),
    ).toBe(true);
    expect(
      adapter.verify({ headers: {}, query: { key: 'callback-key-that-is-long-enougH' }, rawBody: '' }),
    ).toBe(false);
    expect(adapter.verify({ headers: {}, query: {}, rawBody: '' })).toBe(false);
  });
});

describe('WhatsApp (Meta Cloud API) adapter', () => {
  const meta = () =>
    createMetaWhatsApp({
      token: 'meta-token',
      phoneNumberId: '1234567890',
      appSecret: 'app-secret',
      verifyToken: 'verify',
      apiUrl: `${base}/v21.0`,
      timeoutMs: 300,
    });
  const accept: Handler = (request, response) => {
    const body = JSON.parse(request.body);
    const ok =
      request.url === '/v21.0/1234567890/messages' &&
      request.headers.authorization === 'Bearer meta-token' &&
      body.messaging_product === 'whatsapp' &&
      body.to === '2348031234567';
    if (!ok) return json(response, 400, { error: { message: 'bad shape' } });
    json(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ wa_id: body.to }],
      messages: [{ id: 'wamid.X1' }],
    });
  };

  it('sends a template, reply buttons and a list in the documented shapes', async () => {
    handler = accept;
    const template = await meta().sendWhatsApp('+2348031234567', {
      kind: 'template',
      name: 'tracer_invitation',
      language: 'en',
      parameters: ['https://t.ng/a/x'],
    });
    expect(template.providerMessageId).toBe('wamid.X1');
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toMatchObject({
      type: 'template',
      template: {
        name: 'tracer_invitation',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'https://t.ng/a/x' }] }],
      },
    });
    await meta().sendWhatsApp('+2348031234567', {
      kind: 'buttons',
      text: 'Are you working?',
      buttons: [
        { id: 'o1', title: 'Yes' },
        { id: 'o2', title: 'No' },
      ],
    });
    expect(JSON.parse(seen.at(-1)?.body ?? '').interactive).toEqual({
      type: 'button',
      body: { text: 'Are you working?' },
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'o1', title: 'Yes' } },
          { type: 'reply', reply: { id: 'o2', title: 'No' } },
        ],
      },
    });
    await meta().sendWhatsApp('+2348031234567', {
      kind: 'list',
      text: 'Sector?',
      button: 'Choose',
      rows: [{ id: 'a', title: 'Farming' }],
    });
    expect(JSON.parse(seen.at(-1)?.body ?? '').interactive.type).toBe('list');
  });

  it('refuses 4 buttons, a 21-character title or 11 rows before sending anything', async () => {
    const before = seen.length;
    const buttons = (n: number, title = 'Yes') =>
      Array.from({ length: n }, (_, i) => ({ id: `b${i}`, title }));
    await expect(
      meta().sendWhatsApp('+2348031234567', { kind: 'buttons', text: 'Q', buttons: buttons(4) }),
    ).rejects.toThrow(/1 to 3/);
    await expect(
      meta().sendWhatsApp('+2348031234567', {
        kind: 'buttons',
        text: 'Q',
        buttons: buttons(1, 'x'.repeat(21)),
      }),
    ).rejects.toThrow(/20 characters/);
    const rows = Array.from({ length: 11 }, (_, i) => ({ id: `r${i}`, title: `Row ${i}` }));
    await expect(
      meta().sendWhatsApp('+2348031234567', { kind: 'list', text: 'Q', button: 'Pick', rows }),
    ).rejects.toThrow(/10 rows/);
    expect(seen.length).toBe(before);
  });

  it('checks X-Hub-Signature-256 over the raw body', () => {
    const raw = '{"object":"whatsapp_business_account","entry":[]}';
    const good = metaSignature('app-secret', raw);
    expect(good).toMatch(/^sha256=[0-9a-f]{64}$/);
    const adapter = meta();
    expect(adapter.verify({ headers: { 'x-hub-signature-256': good }, query: {}, rawBody: raw })).toBe(true);
    expect(adapter.verify({ headers: { 'x-hub-signature-256': good }, query: {}, rawBody: `${raw} ` })).toBe(
      false,
    );
    expect(adapter.verify({ headers: {}, query: {}, rawBody: raw })).toBe(false);
  });

  it('answers 500 with a retryable error', async () => {
    handler = (_request, response) => json(response, 503, {});
    await expect(meta().sendWhatsApp('+2348031234567', { kind: 'text', text: 'hi' })).rejects.toMatchObject({
      retryable: true,
    });
  });
});

describe('fake gateway', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-gateway-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as one JSON file with channel, to, text, encoding, segments and case', async () => {
    const fake = createFakeSide(dataDir);
    await fake.sendText({ to: '+2348031234567', text: 'Ṣé o ti rí iṣẹ́?', caseRef: 'case-1' });
    await fake.sendWhatsApp('+2348031234567', { kind: 'text', text: 'Hello' });
    const files = readdirSync(path.join(dataDir, OUTBOX_FOLDER)).sort();
    expect(files).toHaveLength(2);
    const messages = files.map((file) =>
      JSON.parse(readFileSync(path.join(dataDir, OUTBOX_FOLDER, file), 'utf8')),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'sms',
          to: '+2348031234567',
          encoding: 'UCS-2',
          segments: 1,
          case: 'case-1',
        }),
        expect.objectContaining({ channel: 'whatsapp', text: 'Hello', encoding: 'GSM-7', case: null }),
      ]),
    );
  });

  it('keeps its callback key in DATA_DIR/gateway-key across starts and checks X-Gateway-Key', () => {
    const first = createFakeSide(dataDir);
    const key = first.key();
    expect(readFileSync(path.join(dataDir, 'gateway-key'), 'utf8')).toBe(key);
    expect(createFakeSide(dataDir).key()).toBe(key);
    expect(first.verify({ headers: { 'x-gateway-key': key }, query: {}, rawBody: '' })).toBe(true);
    expect(first.verify({ headers: { 'x-gateway-key': `${key}x` }, query: {}, rawBody: '' })).toBe(false);
    expect(first.verify({ headers: {}, query: {}, rawBody: '' })).toBe(false);
  });

  it('refuses a USSD reply of 183 characters or without CON/END, as the network does', () => {
    expect(fakeNetworkAcceptsUssd(`CON ${'a'.repeat(178)}`)).toEqual({ ok: true });
    expect(fakeNetworkAcceptsUssd(`CON ${'a'.repeat(179)}`)).toMatchObject({ ok: false });
    expect(fakeNetworkAcceptsUssd('Hello')).toMatchObject({ ok: false });
  });
});

describe('configuration', () => {
  it('runs the fake by default, a provider when all its variables are set, and names a half-set provider', () => {
    const dataDir = tmpdir();
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }).gateway).toMatchObject({
      sms: { provider: 'fake' },
      whatsapp: { provider: 'fake' },
      ussdCode: '*347*88#',
    });
    const at = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(32),
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'k',
      AT_CALLBACK_KEY: 'c'.repeat(24),
    }).gateway.sms;
    expect(at).toMatchObject({
      provider: 'africastalking',
      apiUrl: 'https://api.sandbox.africastalking.com',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), AT_API_KEY: 'k' })).toThrow(
      /AT_USERNAME/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), WHATSAPP_TOKEN: 't' })).toThrow(
      /WHATSAPP_TOKEN/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), USSD_SERVICE_CODE: '347' }),
    ).toThrow(/USSD_SERVICE_CODE/);
  });
});
