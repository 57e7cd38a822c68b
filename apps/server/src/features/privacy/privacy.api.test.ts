import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Breach,
  type ConsentState,
  guardianTextMessage,
  type Paged,
  PRIVACY_MESSAGES,
  type PrivacyOverview,
  RETENTION_RULES,
  type SubjectRequest,
  smsCost,
} from '@tvet/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, graduates, institutions, users } from '../../db/schema';
import { seedDemoPrivacy } from '../../seed/demo-privacy';
import { registrationBody } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { graduate, institution, mentorSession } from '../../test/mentoring.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';
import { graduateInstitutions, rollEntries } from '../institutions';
import { currentNoticeVersion, hasConsent, maskNin, recordNoticeShown } from './index';
import { privacyPersonalData } from './privacy.personal-data';
import { consentEvents, noticeViews, subjectRequests } from './privacy.table';

/*
 * Privacy under the NDPA 2023 through the API (issue 25, part A): the public record of processing activities,
 * notice versions recorded at sign-up, append-only consent, minors and their guardians, the breach register with
 * its 72-hour clock and notices, data subject requests with their 30-day clock, and the NIN masked for mentors.
 */

let t: TestApp;
let admin: RoleSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const api = () => client(t.app);
const db = () => t.database.db;
const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};
const auditActions = async (targetId: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((row) => row.action);
const gatewayOutbox = (): {
  to: string;
  text: string;
  channel: string;
  encoding: string;
  segments: number;
}[] => {
  const folder = path.join(t.dataDir, 'gateway-outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')));
};
const mailsTo = (email: string) => t.mail.sent.filter((mail) => mail.to === email.toLowerCase());

async function graduateAged(years: number) {
  const session = await signInAs(t, 'graduate');
  await db()
    .update(graduates)
    .set({ dateOfBirth: yearsAgo(years) })
    .where(eq(graduates.userId, session.accountId));
  return session;
}

describe('the record of processing activities and the notice', () => {
  it('GET /v1/privacy is public: activities with purpose, lawful basis, retention, recipients; the retention rules; the notice', async () => {
    const res = await api().get<PrivacyOverview>('/api/v1/privacy');
    expect(res.statusCode).toBe(200);
    const { activities, retention_rules, notice_version, notice } = res.body.payload;
    const basis = Object.fromEntries(activities.map((a) => [a.key, a.lawful_basis]));
    expect(basis).toMatchObject({
      tracer: 'public_task',
      mentoring: 'consent',
      job_matching: 'consent',
      whatsapp_contact: 'consent',
    });
    for (const activity of activities) {
      expect(
        activity.purpose && activity.retention && activity.recipients && activity.lawful_basis_label,
      ).toBeTruthy();
    }
    expect(retention_rules.map((r) => r.key)).toEqual(RETENTION_RULES.map((r) => r.key));
    expect(notice_version).toBe(1);
    expect(notice.text).toContain('30 days');
  });

  it('administrators edit an activity (audit logged); others cannot; a consent extra keeps consent as its basis', async () => {
    const graduate = await signInAs(t, 'graduate');
    const refused = await api().patch(
      '/api/v1/admin/privacy/activities/tracer',
      { retention: 'x' },
      graduate.token,
    );
    expect(refused.statusCode).toBe(403);

    const res = await api().patch(
      '/api/v1/admin/privacy/activities/tracer',
      { lawful_basis: 'legitimate_interest', recipients: 'Institutions and the regulator (figures only)' },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.lawful_basis).toBe('legitimate_interest');
    expect(await auditActions('tracer')).toEqual(['privacy.activity_update']);
    const shown = await api().get<PrivacyOverview>('/api/v1/privacy');
    expect(shown.body.payload.activities.find((a) => a.key === 'tracer')?.recipients).toBe(
      'Institutions and the regulator (figures only)',
    );

    const consentBasis = await api().patch(
      '/api/v1/admin/privacy/activities/mentoring',
      { lawful_basis: 'public_task' },
      admin.token,
    );
    expect(consentBasis.statusCode).toBe(400);
    const missing = await api().patch('/api/v1/admin/privacy/activities/nothing', { name: 'x' }, admin.token);
    expect(missing.statusCode).toBe(404);
    // back as seeded, for the tests below
    await api().patch(
      '/api/v1/admin/privacy/activities/tracer',
      { lawful_basis: 'public_task' },
      admin.token,
    );
  });

  it('records the notice version shown at sign-up: the one the form sent, else the current one', async () => {
    const withVersion = registrationBody('graduates', { notice_version: 1 });
    const first = await api().post('/api/v1/graduates', withVersion);
    expect(first.statusCode, first.body.msg).toBe(201);
    const bare = registrationBody('graduates');
    expect((await api().post('/api/v1/graduates', bare)).statusCode).toBe(201);

    for (const body of [withVersion, bare]) {
      const [account] = await db()
        .select()
        .from(users)
        .where(eq(users.email, body.email as string));
      const views = await db().select().from(noticeViews).where(eq(noticeViews.accountId, account.id));
      expect(views.map((v) => [v.version, v.channel])).toEqual([[1, 'sign_up']]);
    }
    const wrong = await api().post(
      '/api/v1/graduates',
      registrationBody('graduates', { notice_version: 'x' }),
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('publishes a new notice version (audit logged); recordNoticeShown records a tracer case', async () => {
    const res = await api().post(
      '/api/v1/admin/privacy/notices',
      { text: 'Version two, in plain words.' },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body.payload.version).toBe(2);
    expect(await auditActions('2')).toEqual(['privacy.notice_publish']);
    expect((await api().get<PrivacyOverview>('/api/v1/privacy')).body.payload.notice_version).toBe(2);
    expect(await currentNoticeVersion(db())).toBe(2);

    const caseId = '3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
    expect(await recordNoticeShown(db(), { caseId, version: 2, channel: 'invitation' })).toBe(2);
    const [view] = await db().select().from(noticeViews).where(eq(noticeViews.caseId, caseId));
    expect(view).toMatchObject({ version: 2, channel: 'invitation', accountId: null });
  });
});

describe('consent to the optional extras', () => {
  it('gives and withdraws: a new event each time, never an update; hasConsent follows the newest', async () => {
    const me = await graduateAged(25);
    const give = await api().post<ConsentState>(
      '/api/v1/me/consents',
      { purpose: 'mentoring', given: true },
      me.token,
    );
    expect(give.statusCode, give.body.msg).toBe(201);
    expect(give.body.msg).toBe(PRIVACY_MESSAGES.consentGiven);
    expect(give.body.payload.purposes.find((p) => p.purpose === 'mentoring')?.given).toBe(true);
    expect(await hasConsent(db(), me.accountId, 'mentoring')).toBe(true);

    const withdraw = await api().post<ConsentState>(
      '/api/v1/me/consents',
      { purpose: 'mentoring', given: false },
      me.token,
    );
    expect(withdraw.statusCode).toBe(201);
    expect(withdraw.body.msg).toBe(PRIVACY_MESSAGES.consentWithdrawn);
    expect(await hasConsent(db(), me.accountId, 'mentoring')).toBe(false);

    const events = await db().select().from(consentEvents).where(eq(consentEvents.accountId, me.accountId));
    expect(events.map((e) => [e.purpose, e.given, e.noticeVersion, e.channel])).toEqual(
      expect.arrayContaining([
        ['mentoring', true, 2, 'web'],
        ['mentoring', false, 2, 'web'],
      ]),
    );
    expect(events).toHaveLength(2);
    // The database itself refuses to change a consent event.
    await expect(
      db().update(consentEvents).set({ given: true }).where(eq(consentEvents.accountId, me.accountId)),
    ).rejects.toThrow();
    const state = await api().get<ConsentState>('/api/v1/me/consents', me.token);
    expect(state.body.payload.history).toHaveLength(2);
    expect(state.body.payload.offered).toBe(true);
  });

  it('a purpose that does not exist: 400 naming it, nothing stored', async () => {
    const me = await graduateAged(30);
    const res = await api().post('/api/v1/me/consents', { purpose: 'marketing', given: true }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toMatch(/purpose/i);
    const unsigned = await api().post('/api/v1/me/consents', { purpose: 'mentoring', given: true });
    expect(unsigned.statusCode).toBe(401);
    expect(await db().select().from(consentEvents).where(eq(consentEvents.accountId, me.accountId))).toEqual(
      [],
    );
  });

  it('only graduates choose the extras', async () => {
    const employer = await signInAs(t, 'employer');
    const res = await api().post(
      '/api/v1/me/consents',
      { purpose: 'job_matching', given: true },
      employer.token,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('minors (NDPA s. 31)', () => {
  it('a minor cannot consent alone; the guardian confirms once by the mailed link; then the extras are offered', async () => {
    const minor = await graduateAged(16);
    const state = await api().get<ConsentState>('/api/v1/me/consents', minor.token);
    expect(state.body.payload).toMatchObject({ minor: true, offered: false, guardian: { status: 'none' } });

    const alone = await api().post(
      '/api/v1/me/consents',
      { purpose: 'job_matching', given: true },
      minor.token,
    );
    expect(alone.statusCode).toBe(403);
    expect(alone.body.msg).toBe(PRIVACY_MESSAGES.minorNeedsGuardian);
    expect(
      await db().select().from(consentEvents).where(eq(consentEvents.accountId, minor.accountId)),
    ).toEqual([]);

    const asked = await api().post<ConsentState>(
      '/api/v1/me/guardian',
      { guardian_name: 'Ngozi Okafor', guardian_email: 'ngozi.guardian@example.ng' },
      minor.token,
    );
    expect(asked.statusCode, asked.body.msg).toBe(201);
    expect(asked.body.payload.guardian).toEqual({ status: 'pending', name: 'Ngozi Okafor' });
    const [mail] = mailsTo('ngozi.guardian@example.ng');
    const token = mail.text.match(/\/guardian\/([A-Za-z0-9_-]+)/)?.[1] as string;
    expect(token).toBeTruthy();
    expect(mail.text).toContain('ignore this e-mail');

    // still pending: no consent
    expect(
      (await api().post('/api/v1/me/consents', { purpose: 'job_matching', given: true }, minor.token))
        .statusCode,
    ).toBe(403);

    const bad = await api().post('/api/v1/privacy/guardian/confirm', { token: `${token.slice(0, -2)}xx` });
    expect(bad.statusCode).toBe(404);
    const confirmed = await api().post('/api/v1/privacy/guardian/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    const again = await api().post('/api/v1/privacy/guardian/confirm', { token });
    expect(again.statusCode).toBe(404);
    expect(again.body.msg).toBe(PRIVACY_MESSAGES.guardianLinkInvalid);

    const after = await api().get<ConsentState>('/api/v1/me/consents', minor.token);
    expect(after.body.payload).toMatchObject({
      minor: true,
      offered: true,
      guardian: { status: 'confirmed' },
    });
    const give = await api().post(
      '/api/v1/me/consents',
      { purpose: 'job_matching', given: true },
      minor.token,
    );
    expect(give.statusCode).toBe(201);
  });

  it('an adult needs no guardian (409); a minor may always withdraw', async () => {
    const adult = await graduateAged(20);
    const res = await api().post(
      '/api/v1/me/guardian',
      { guardian_name: 'Ngozi Okafor', guardian_email: 'n@example.ng' },
      adult.token,
    );
    expect(res.statusCode).toBe(409);
    const minor = await graduateAged(17);
    const withdraw = await api().post(
      '/api/v1/me/consents',
      { purpose: 'mentoring', given: false },
      minor.token,
    );
    expect(withdraw.statusCode).toBe(201);
  });

  it("takes the date of birth from the graduation roll when the profile has none; the profile's wins", async () => {
    const poly = await institution(t, ['Welding and Fabrication']);
    const session = await signInAs(t, 'graduate');
    const [profile] = await db().select().from(graduates).where(eq(graduates.userId, session.accountId));
    await db().update(graduates).set({ dateOfBirth: null }).where(eq(graduates.id, profile.id));
    await db()
      .insert(rollEntries)
      .values({
        institutionId: poly.id,
        matricNumber: `ROLL/${profile.id.slice(0, 8)}`,
        matricKey: `ROLL/${profile.id.slice(0, 8)}`.toUpperCase(),
        name: 'On the roll',
        programmeId: poly.programmes['Welding and Fabrication'] as string,
        graduationYear: 2025,
        sex: 'female',
        state: 'Ogun',
        phone: '+2348035550199',
        dateOfBirth: yearsAgo(16),
        claimStatus: 'confirmed',
        graduateId: profile.id,
      });
    const state = await api().get<ConsentState>('/api/v1/me/consents', session.token);
    expect(state.body.payload).toMatchObject({ minor: true, offered: false });
    const alone = await api().post(
      '/api/v1/me/consents',
      { purpose: 'mentoring', given: true },
      session.token,
    );
    expect(alone.statusCode).toBe(403);
    expect(alone.body.msg).toBe(PRIVACY_MESSAGES.minorNeedsGuardian);
    await db()
      .update(graduates)
      .set({ dateOfBirth: yearsAgo(19) })
      .where(eq(graduates.id, profile.id));
    const adult = await api().post(
      '/api/v1/me/consents',
      { purpose: 'mentoring', given: true },
      session.token,
    );
    expect(adult.statusCode).toBe(201);
  });

  it('a guardian with a phone gets the link by text message: one GSM-7 part, with STOP; the link confirms once', async () => {
    const minor = await graduateAged(16);
    const both = await api().post(
      '/api/v1/me/guardian',
      { guardian_name: 'Musa Bello', guardian_email: 'm@example.ng', guardian_phone: '0803 555 0101' },
      minor.token,
    );
    expect(both.statusCode).toBe(400);
    const neither = await api().post('/api/v1/me/guardian', { guardian_name: 'Musa Bello' }, minor.token);
    expect(neither.statusCode).toBe(400);
    expect(neither.body.msg).toMatch(/guardian_email/);
    const notNigerian = await api().post(
      '/api/v1/me/guardian',
      { guardian_name: 'Musa Bello', guardian_phone: '+44 7700 900123' },
      minor.token,
    );
    expect(notNigerian.statusCode).toBe(400);

    const asked = await api().post<ConsentState>(
      '/api/v1/me/guardian',
      { guardian_name: 'Musa Bello', guardian_phone: '0803 555 0101' },
      minor.token,
    );
    expect(asked.statusCode, asked.body.msg).toBe(201);
    expect(asked.body.msg).toBe(PRIVACY_MESSAGES.guardianTexted);
    expect(asked.body.payload.guardian).toEqual({ status: 'pending', name: 'Musa Bello' });
    const texts = gatewayOutbox().filter((message) => message.to === '+2348035550101');
    expect(texts).toHaveLength(1);
    const [sms] = texts;
    expect(sms).toMatchObject({ channel: 'sms', encoding: 'GSM-7', segments: 1 });
    expect([...sms.text].length).toBeLessThanOrEqual(160);
    expect(sms.text).toContain('Reply STOP to opt out');
    expect(sms.text).toContain('under 18');
    const token = sms.text.match(/\/guardian\/([A-Za-z0-9_-]+)/)?.[1] as string;
    expect(token).toHaveLength(43);
    expect((await api().post('/api/v1/privacy/guardian/confirm', { token })).statusCode).toBe(200);
    expect((await api().post('/api/v1/privacy/guardian/confirm', { token })).statusCode).toBe(404);
    const after = await api().get<ConsentState>('/api/v1/me/consents', minor.token);
    expect(after.body.payload).toMatchObject({ offered: true, guardian: { status: 'confirmed' } });
    // the archive names the phone the link went to
    const exported = await privacyPersonalData.export(db(), { accountId: minor.accountId, role: 'graduate' });
    expect(JSON.stringify(exported)).toContain('+2348035550101');
  });

  it('the guardian text message fits one GSM-7 part even with a long address or a name outside GSM-7', () => {
    const link = `https://tvet-tracer.example.gov.ng/guardian/${'A'.repeat(43)}`;
    for (const name of ['Chukwuemekaobinna Okafor-Adeyemi', 'Ṣẹ́gun Ọlá', 'Ada']) {
      const text = guardianTextMessage(name, link);
      expect(smsCost(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      expect(text).toContain(link);
      expect(text).toContain('STOP');
    }
    const short = `https://tvet-tracer.ng/guardian/${'A'.repeat(43)}`;
    expect(guardianTextMessage('Ada Eze', short)).toContain('for Ada (under 18)?');
    expect(guardianTextMessage('Ṣẹ́gun Ọlá', short)).not.toContain('gun');
  });
});

describe('the breach register (NDPA s. 40)', () => {
  let affected: RoleSession[];
  let breach: Breach;

  beforeAll(async () => {
    affected = [await signInAs(t, 'graduate'), await signInAs(t, 'graduate')];
  });

  it('records a breach with its 72-hour clock; administrators only; audit logged', async () => {
    const body = {
      title: 'Roll file shared by mistake',
      description: 'A roll file was e-mailed to the wrong address.',
      aware_at: new Date(Date.now() - 80 * 3_600_000).toISOString(),
      data_kinds: ['names', 'phone numbers'],
      people_affected: 120,
      institutions: ['Federal Polytechnic Ilaro'],
      subjects_must_be_told: true,
      affected_emails: [...affected.map((a) => a.email), 'nobody@example.ng'],
    };
    const graduate = await signInAs(t, 'graduate');
    expect((await api().post('/api/v1/admin/breaches', body, graduate.token)).statusCode).toBe(403);
    expect((await api().get('/api/v1/admin/breaches', graduate.token)).statusCode).toBe(403);

    const res = await api().post<Breach>('/api/v1/admin/breaches', body, admin.token);
    expect(res.statusCode, res.body.msg).toBe(201);
    breach = res.body.payload;
    expect(breach).toMatchObject({
      overdue: true,
      affected_accounts: 2,
      ndpc_notified_at: null,
      people_affected: 120,
    });
    expect(new Date(breach.ndpc_due_at).getTime() - new Date(body.aware_at).getTime()).toBe(72 * 3_600_000);
    expect(await auditActions(breach._id)).toEqual(['breach.record']);

    const bad = await api().post('/api/v1/admin/breaches', { ...body, people_affected: -1 }, admin.token);
    expect(bad.statusCode).toBe(400);
  });

  it('lists with the true total; the notification time clears the overdue clock', async () => {
    await api().post(
      '/api/v1/admin/breaches',
      { title: 'Second', description: 'Lost laptop', aware_at: new Date().toISOString(), people_affected: 0 },
      admin.token,
    );
    const list = await api().get<Paged<Breach>>('/api/v1/admin/breaches?limit=1', admin.token);
    expect(list.body.payload).toMatchObject({ totalDocs: 2, totalPages: 2, limit: 1 });
    expect(list.body.payload.docs[0].overdue).toBe(false);

    const updated = await api().patch<Breach>(
      `/api/v1/admin/breaches/${breach._id}`,
      { ndpc_notified_at: new Date().toISOString() },
      admin.token,
    );
    expect(updated.statusCode, updated.body.msg).toBe(200);
    expect(updated.body.payload.overdue).toBe(false);
    expect(await auditActions(breach._id)).toContain('breach.update');
  });

  it('notifies each affected account once, with a link that stops further notices; notices can be stopped', async () => {
    const res = await api().post<Breach>(`/api/v1/admin/breaches/${breach._id}/notify`, {}, admin.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(PRIVACY_MESSAGES.breachNotifyQueued(2));
    await t.app.jobs.settle();
    for (const person of affected) {
      const mails = mailsTo(person.email).filter((m) => m.subject === PRIVACY_MESSAGES.breachMailSubject);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('/breach-notices/');
    }
    const again = await api().post(`/api/v1/admin/breaches/${breach._id}/notify`, {}, admin.token);
    expect(again.body.msg).toBe(PRIVACY_MESSAGES.breachNotifyQueued(0));

    const [notice] = mailsTo(affected[0].email).filter(
      (m) => m.subject === PRIVACY_MESSAGES.breachMailSubject,
    );
    const token = notice.text.match(/\/breach-notices\/(\S+)/)?.[1] as string;
    const forged = `${token.split('.').slice(0, 1)}.${affected[1].accountId}.${token.split('.')[2]}`;
    expect((await api().post('/api/v1/privacy/breach-notices/stop', { token: forged })).statusCode).toBe(404);
    expect((await api().post('/api/v1/privacy/breach-notices/stop', { token })).statusCode).toBe(200);

    const stopped = await api().post<Breach>(
      `/api/v1/admin/breaches/${breach._id}/stop-notices`,
      {},
      admin.token,
    );
    expect(stopped.body.payload.notices_stopped_at).not.toBeNull();
    const refused = await api().post(`/api/v1/admin/breaches/${breach._id}/notify`, {}, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(await auditActions(breach._id)).toEqual(
      expect.arrayContaining(['breach.notify', 'breach.stop_notices']),
    );
  });
});

describe('data subject requests', () => {
  it('anyone files a request without an account; the console shows its 30-day clock; status changes are audited', async () => {
    const bad = await api().post('/api/v1/privacy/requests', {
      name: 'Musa',
      contact: 'x',
      kind: 'sell',
      details: 'd',
    });
    expect(bad.statusCode).toBe(400);
    const res = await api().post('/api/v1/privacy/requests', {
      name: 'Musa Danjuma',
      contact: '+2348030000001',
      kind: 'objection',
      details: 'Please stop contacting me about the survey.',
    });
    expect(res.statusCode, res.body.msg).toBe(201);
    const id = res.body.payload._id;

    const graduate = await signInAs(t, 'graduate');
    expect((await api().get('/api/v1/admin/privacy/requests', graduate.token)).statusCode).toBe(403);
    const list = await api().get<Paged<SubjectRequest>>('/api/v1/admin/privacy/requests', admin.token);
    const request = list.body.payload.docs.find((doc) => doc._id === id) as SubjectRequest;
    expect(request).toMatchObject({
      kind: 'objection',
      status: 'open',
      overdue: false,
      source: 'public_form',
    });
    const days = (new Date(request.due_at).getTime() - new Date(request.createdAt).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const changed = await api().patch<SubjectRequest>(
      `/api/v1/admin/privacy/requests/${id}`,
      { status: 'in_progress' },
      admin.token,
    );
    expect(changed.body.payload.status).toBe('in_progress');
    expect(await auditActions(id)).toEqual(['subject_request.status']);

    // overdue once the 30 days have passed and the request is still open
    await db()
      .update(subjectRequests)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(subjectRequests.id, id));
    const late = await api().get<Paged<SubjectRequest>>(
      '/api/v1/admin/privacy/requests?status=in_progress',
      admin.token,
    );
    expect(late.body.payload.docs.find((doc) => doc._id === id)?.overdue).toBe(true);
  });

  it("a graduate's roll correction goes to the institution they listed and is logged; another institution: 403", async () => {
    const poly = await institution(t);
    const other = await institution(t);
    const me = await signInAs(t, 'graduate');
    const [profile] = await db().select().from(graduates).where(eq(graduates.userId, me.accountId));
    await db().insert(graduateInstitutions).values({ graduateId: profile.id, institutionId: poly.id });

    const refused = await api().post(
      '/api/v1/me/roll-corrections',
      { institution_id: other.id, details: 'My year is wrong.' },
      me.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      await db().select().from(subjectRequests).where(eq(subjectRequests.accountId, me.accountId)),
    ).toEqual([]);

    const res = await api().post(
      '/api/v1/me/roll-corrections',
      { institution_id: poly.id, details: 'My graduation year is 2022, not 2021.' },
      me.token,
    );
    expect(res.statusCode, res.body.msg).toBe(201);
    const [inst] = await db()
      .select({ email: users.email })
      .from(institutions)
      .innerJoin(users, eq(users.id, institutions.userId))
      .where(eq(institutions.id, poly.id));
    const [mail] = mailsTo(inst.email);
    expect(mail.subject).toBe(PRIVACY_MESSAGES.correctionMailSubject);
    expect(mail.text).toContain('2022, not 2021');
    const [logged] = await db()
      .select()
      .from(subjectRequests)
      .where(and(eq(subjectRequests.accountId, me.accountId), eq(subjectRequests.institutionId, poly.id)));
    expect(logged).toMatchObject({ kind: 'correction', source: 'account', status: 'open' });

    const employer = await signInAs(t, 'employer');
    const notGraduate = await api().post(
      '/api/v1/me/roll-corrections',
      { institution_id: poly.id, details: 'x' },
      employer.token,
    );
    expect(notGraduate.statusCode).toBe(403);
  });
});

describe('minimisation and personal data', () => {
  it('maskNin keeps the last four characters only', () => {
    expect(maskNin('12345678901')).toBe('•••••••8901');
    expect(maskNin(null)).toBeNull();
  });

  it("a mentor sees a mentee's NIN masked to its last four digits", async () => {
    const mentor = await mentorSession(t, admin.token);
    const mentee = await graduate(t);
    await db().update(graduates).set({ nin: '22233344455' }).where(eq(graduates.id, mentee.profileId));
    const assign = await api().post(
      `/api/v1/admin/mentors/${mentor.profileId}/graduates`,
      { graduate_id: mentee.profileId },
      admin.token,
    );
    expect(assign.statusCode, assign.body.msg).toBeLessThan(300);
    const list = await api().get(`/api/v1/mentors/${mentor.accountId}/graduates`, mentor.token);
    expect(list.statusCode, list.body.msg).toBe(200);
    expect(list.body.payload.docs[0].nin).toBe('•••••••4455');
    const one = await api().get(
      `/api/v1/mentors/${mentor.accountId}/graduates/${mentee.profileId}`,
      mentor.token,
    );
    expect(one.statusCode, one.body.msg).toBe(200);
    expect(one.body.payload.nin).toBe('•••••••4455');
    expect(JSON.stringify(one.body)).not.toContain('22233344455');
  });

  it("exports a person's consents, notices and requests, and erases their identity from them", async () => {
    const me = await graduateAged(22);
    await recordNoticeShown(db(), { accountId: me.accountId, channel: 'sign_up' });
    await api().post('/api/v1/me/consents', { purpose: 'whatsapp_contact', given: true }, me.token);
    const person = { accountId: me.accountId, role: 'graduate' as const };
    const archive = await privacyPersonalData.export(db(), person);
    expect(archive.consents).toEqual([expect.objectContaining({ purpose: 'whatsapp_contact', given: true })]);
    expect(archive.privacy_notices_shown).toHaveLength(1);
    await db().transaction((tx) => privacyPersonalData.erase(tx, person));
    const after = await privacyPersonalData.export(db(), person);
    expect(Object.values(after).every((rows) => rows.length === 0)).toBe(true);
  });

  it("an administrator's archive names the breaches and notices they wrote; erasure keeps them without the name", async () => {
    const person = { accountId: admin.accountId, role: 'admin' as const };
    const archive = await privacyPersonalData.export(db(), person);
    expect(archive.breaches_recorded.map((row) => row.breach)).toEqual(
      expect.arrayContaining(['Roll file shared by mistake', 'Second']),
    );
    expect(archive.privacy_notices_published).toEqual([expect.objectContaining({ version: 2 })]);
    const { kept } = await db().transaction((tx) => privacyPersonalData.erase(tx, person));
    expect(kept.join(' ')).toContain('without your name');
    const after = await privacyPersonalData.export(db(), person);
    expect(after.breaches_recorded).toEqual([]);
    expect(
      (await api().get<Paged<Breach>>('/api/v1/admin/breaches', admin.token)).body.payload.totalDocs,
    ).toBe(2);
  });
});

describe('demo data', () => {
  it('seeds a running breach clock, a notified breach, two requests and a consent for the demo graduate', async () => {
    const graduate = await signInAs(t, 'graduate');
    const poly = await institution(t);
    const [inst] = await db()
      .select({ email: users.email })
      .from(institutions)
      .innerJoin(users, eq(users.id, institutions.userId))
      .where(eq(institutions.id, poly.id));
    const before = (await api().get<Paged<Breach>>('/api/v1/admin/breaches', admin.token)).body.payload
      .totalDocs;
    const summary = await seedDemoPrivacy(db(), {
      graduate: graduate.email,
      institution: inst.email,
      admin: admin.email,
    });
    expect(summary).toEqual({ breaches: 2, requests: 2, consents: 1 });
    const list = await api().get<Paged<Breach>>('/api/v1/admin/breaches', admin.token);
    expect(list.body.payload.totalDocs).toBe(before + 2);
    const running = list.body.payload.docs.find((b) => b.title.startsWith('Graduation roll e-mailed'));
    expect(running).toMatchObject({ overdue: false, ndpc_notified_at: null });
    expect(await hasConsent(db(), graduate.accountId, 'mentoring')).toBe(true);
  });
});
