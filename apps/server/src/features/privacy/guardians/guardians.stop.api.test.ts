import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ConsentState, PRIVACY_MESSAGES } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graduates } from '../../../db/schema';
import { fakeGatewayKey } from '../../../platform/gateway/fake';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { signInAs } from '../../../test/roles.fixtures';
import { privacyPersonalData } from '../privacy.personal-data';
import { guardianConfirmations } from '../privacy.table';

/*
 * A guardian's phone that replied STOP (issues 25 and 27) is never texted again: the graduate who asks is told why
 * and what to do instead, the refused ask is recorded (and in the person's archive), and no link goes out.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const api = () => client(t.app);
const db = () => t.database.db;

/** The guardian links texted to a phone (the STOP confirmation the gateway answers with is not one). */
const linksTextedTo = (phone: string) => {
  const folder = path.join(t.dataDir, 'gateway-outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { to: string; text: string })
    .filter((message) => message.to === phone && message.text.includes('/guardian/'));
};

async function minor() {
  const session = await signInAs(t, 'graduate');
  const birth = new Date();
  birth.setUTCFullYear(birth.getUTCFullYear() - 16);
  await db()
    .update(graduates)
    .set({ dateOfBirth: birth.toISOString().slice(0, 10) })
    .where(eq(graduates.userId, session.accountId));
  return session;
}

/** The phone replies STOP to one of our texts, as the network delivers it to the gateway's callback. */
async function replyStop(phone: string, id: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/gateway/sms',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-gateway-key': fakeGatewayKey(t.dataDir),
    },
    payload: new URLSearchParams({ id, from: phone, to: '32811', text: 'STOP' }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("a guardian's phone that sent STOP", () => {
  it('is not texted again: 409 naming the phone field, the ask recorded as refused, the state unchanged', async () => {
    const graduate = await minor();
    const first = await api().post<ConsentState>(
      '/api/v1/me/guardian',
      { guardian_name: 'Musa Bello', guardian_phone: '0803 555 0177' },
      graduate.token,
    );
    expect(first.statusCode, first.body.msg).toBe(201);
    expect(linksTextedTo('+2348035550177')).toHaveLength(1);

    // The guardian answers the text with STOP; the graduate asks again (say the link expired).
    await replyStop('+2348035550177', 'guardian-stop-1');
    const again = await api().post(
      '/api/v1/me/guardian',
      { guardian_name: 'Musa Bello', guardian_phone: '+234 803 555 0177' },
      graduate.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toBe(PRIVACY_MESSAGES.guardianPhoneOptedOut);
    expect(again.body.payload.fields).toEqual({
      guardian_phone: PRIVACY_MESSAGES.guardianPhoneOptedOutField,
    });
    expect(linksTextedTo('+2348035550177')).toHaveLength(1);

    const state = await api().get<ConsentState>('/api/v1/me/consents', graduate.token);
    expect(state.body.payload.guardian).toEqual({ status: 'pending', name: 'Musa Bello' });
    const rows = await db()
      .select()
      .from(guardianConfirmations)
      .where(eq(guardianConfirmations.accountId, graduate.accountId))
      .orderBy(guardianConfirmations.createdAt);
    expect(rows.map((row) => [row.notSentReason, row.tokenHash === null])).toEqual([
      [null, false],
      ['phone_opted_out', true],
    ]);
    const archive = JSON.stringify(
      await privacyPersonalData.export(db(), { accountId: graduate.accountId, role: 'graduate' }),
    );
    expect(archive).toContain('"not_sent_reason":"phone_opted_out"');
  });

  it('a STOP from a number no text of ours went to counts too; another number is still texted', async () => {
    await replyStop('+2348035550188', 'guardian-stop-2');
    const graduate = await minor();
    const refused = await api().post(
      '/api/v1/me/guardian',
      { guardian_name: 'Ada Eze', guardian_phone: '08035550188' },
      graduate.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(linksTextedTo('+2348035550188')).toHaveLength(0);
    const state = await api().get<ConsentState>('/api/v1/me/consents', graduate.token);
    expect(state.body.payload.guardian).toEqual({ status: 'none', name: null });

    const otherPhone = await api().post(
      '/api/v1/me/guardian',
      { guardian_name: 'Ada Eze', guardian_phone: '08035550189' },
      graduate.token,
    );
    expect(otherPhone.statusCode, otherPhone.body.msg).toBe(201);
    expect(otherPhone.body.msg).toBe(PRIVACY_MESSAGES.guardianTexted);
    expect(linksTextedTo('+2348035550189')).toHaveLength(1);
  });
});
