import {
  ADMIN_MESSAGES,
  type AdminAccount,
  type AdminEmployer,
  type AdminInstitution,
  type AdminJob,
  type AdminJobReport,
  type AuditEntry,
  type Job,
  PROGRAMME_MESSAGES,
  SERVER_MESSAGES,
  UNVERIFIED_EMPLOYER_LABEL,
} from '@tvet/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, graduates, institutions, users } from '../../db/schema';
import { createAccount } from '../../seed/accounts.factory';
import { settledMail, signedIn, uniqueIdentity } from '../../test/accounts.fixtures';
import { pdf, upload } from '../../test/files.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { applied, type Member, member, postJob } from '../../test/jobs.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * The administrators' console through the API (issue 13): accounts, institution verification, employer vetting,
 * job suspension and reports, programme decisions, and the audit entry each change writes. Bad input (an empty
 * reason) answers a 4xx with a msg and changes nothing.
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

async function auditFor(targetId: string): Promise<AuditEntry[]> {
  const res = await api().get(`/api/v1/admin/audit?target_id=${targetId}`, admin.token);
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload.docs;
}

describe('accounts', () => {
  it('searches by name, e-mail and username, filters by role, state and verified, and caps the page', async () => {
    const unique = uniqueIdentity('zebra');
    const { user } = await createAccount(t.database.db, {
      userType: 'mentor',
      email: unique.email,
      username: unique.username,
      name: 'Zainab Quadri',
      verified: false,
    });
    for (const q of ['zainab QUAD', unique.email.slice(0, 10), unique.username]) {
      const res = await api().get(`/api/v1/admin/accounts?q=${encodeURIComponent(q)}`, admin.token);
      expect(
        res.body.payload.docs.map((a: AdminAccount) => a._id),
        q,
      ).toContain(user.id);
    }
    const filtered = await api().get(
      '/api/v1/admin/accounts?role=mentor&state=active&verified=false&limit=100',
      admin.token,
    );
    expect(
      filtered.body.payload.docs.every((a: AdminAccount) => a.user_type === 'mentor' && !a.is_email_verified),
    ).toBe(true);
    expect(filtered.body.payload.docs.map((a: AdminAccount) => a._id)).toContain(user.id);
    const none = await api().get(
      '/api/v1/admin/accounts?role=mentor&verified=true&q=Zainab%20Quadri',
      admin.token,
    );
    expect(none.body.payload.totalDocs).toBe(0);
    // A search text with LIKE's own characters matches them literally.
    const literal = await api().get('/api/v1/admin/accounts?q=%25', admin.token);
    expect(literal.body.payload.totalDocs).toBe(0);
    const capped = await api().get('/api/v1/admin/accounts?limit=9999', admin.token);
    expect(capped.body.payload.limit).toBe(100);
    const bad = await api().get('/api/v1/admin/accounts?role=king', admin.token);
    expect(bad.statusCode).toBe(400);
  });

  it('opens one account, without a password hash or a token', async () => {
    const graduate = await signInAs(t, 'graduate');
    const res = await api().get(`/api/v1/admin/accounts/${graduate.accountId}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toMatchObject({
      _id: graduate.accountId,
      user_type: 'graduate',
      is_active: true,
    });
    expect(res.body.payload.profile_id).toBe(graduate.profileId);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, graduate.accountId));
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(row.passwordHash);
    expect(text).not.toMatch(/password|token|secret/i);
  });

  it('deactivation ends the sessions at once and stops sign-in; data is kept; reactivation lets it in again', async () => {
    const employer = await signInAs(t, 'employer');
    expect((await api().get('/api/v1/jobs', employer.token)).statusCode).toBe(200);

    const res = await api().post(
      `/api/v1/admin/accounts/${employer.accountId}/deactivate`,
      { reason: 'Fraud reports' },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(ADMIN_MESSAGES.accountDeactivated);
    expect(res.body.payload.is_active).toBe(false);

    const after = await api().get('/api/v1/jobs', employer.token);
    expect(after.statusCode).toBe(401);
    const refresh = await api().post('/api/v1/auth/refresh', { refreshToken: employer.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const login = await api().post('/api/v1/auth/employers/login', {
      email: employer.email,
      password: employer.password,
    });
    expect(login.statusCode).toBe(401);
    expect(login.body.msg).toBe(SERVER_MESSAGES.loginFailed);
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, employer.accountId));
    expect(kept.email).toBe(employer.email);

    const again = await api().post(
      `/api/v1/admin/accounts/${employer.accountId}/deactivate`,
      {},
      admin.token,
    );
    expect(again.statusCode).toBe(409);

    const back = await api().post(`/api/v1/admin/accounts/${employer.accountId}/reactivate`, {}, admin.token);
    expect(back.body.payload.is_active).toBe(true);
    const relogin = await api().post('/api/v1/auth/employers/login', {
      email: employer.email,
      password: employer.password,
    });
    expect(relogin.statusCode).toBe(200);
    expect(
      (await auditFor(employer.accountId)).map((e) => [e.action, e.actor._id, e.detail.reason ?? null]),
    ).toEqual([
      ['account.reactivate', admin.accountId, null],
      ['account.deactivate', admin.accountId, 'Fraud reports'],
    ]);
  });

  it('an administrator cannot deactivate themselves', async () => {
    const res = await api().post(`/api/v1/admin/accounts/${admin.accountId}/deactivate`, {}, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe(ADMIN_MESSAGES.cannotDeactivateSelf);
  });

  it('resends the verification code to an unverified address; refuses a verified one', async () => {
    const identity = uniqueIdentity('unv');
    const { user } = await createAccount(t.database.db, {
      userType: 'graduate',
      ...identity,
      verified: false,
    });
    const res = await api().post(`/api/v1/admin/accounts/${user.id}/resend-verification`, {}, admin.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    const mail = await settledMail(t);
    expect(mail.codeFor(identity.email)).toMatch(/^\d{4}$/);
    const verified = await signInAs(t, 'graduate');
    const refused = await api().post(
      `/api/v1/admin/accounts/${verified.accountId}/resend-verification`,
      {},
      admin.token,
    );
    expect(refused.statusCode).toBe(409);
    expect((await auditFor(user.id)).map((e) => e.action)).toEqual(['account.resend_verification']);
  });
});

describe('institutions', () => {
  async function pendingInstitution(name: string) {
    const identity = uniqueIdentity('inst');
    const { user, profile } = await createAccount(t.database.db, {
      userType: 'institution',
      ...identity,
      name,
      verified: true,
    });
    await t.database.db
      .update(institutions)
      .set({ isVerified: false })
      .where(eq(institutions.id, profile.id));
    return { user, id: profile.id as string, email: identity.email };
  }

  it('queues institutions waiting oldest first; verify sets is_verified and the badge', async () => {
    const first = await pendingInstitution('Federal Polytechnic Nekede');
    const second = await pendingInstitution('Kaduna Polytechnic');
    const queue = await api().get('/api/v1/admin/institutions?status=pending&limit=100', admin.token);
    const ids = queue.body.payload.docs.map((i: AdminInstitution) => i._id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const res = await api().post(`/api/v1/admin/institutions/${first.id}/verify`, {}, admin.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload).toMatchObject({ is_verified: true, verification_status: 'verified' });
    const [row] = await t.database.db.select().from(institutions).where(eq(institutions.id, first.id));
    expect(row.isVerified).toBe(true);
    const afterQueue = await api().get('/api/v1/admin/institutions?status=pending&limit=100', admin.token);
    expect(afterQueue.body.payload.docs.map((i: AdminInstitution) => i._id)).not.toContain(first.id);
    expect(
      (await api().post(`/api/v1/admin/institutions/${first.id}/verify`, {}, admin.token)).statusCode,
    ).toBe(409);
    expect((await auditFor(first.id)).map((e) => e.action)).toEqual(['institution.verify']);
  });

  it('rejects only with a reason, e-mailed to the institution; an empty reason changes nothing', async () => {
    const inst = await pendingInstitution('Unknown Institute of Things');
    for (const body of [{}, { reason: '   ' }]) {
      const res = await api().post(`/api/v1/admin/institutions/${inst.id}/reject`, body, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.body.msg).toBe('Reason is required');
    }
    expect(await auditFor(inst.id)).toEqual([]);
    const res = await api().post(
      `/api/v1/admin/institutions/${inst.id}/reject`,
      { reason: 'Not on the NBTE list of approved institutions' },
      admin.token,
    );
    expect(res.body.payload).toMatchObject({
      is_verified: false,
      verification_status: 'rejected',
      verification_reason: 'Not on the NBTE list of approved institutions',
    });
    const mail = t.mail.sent.filter((m) => m.to === inst.email).at(-1);
    expect(mail?.subject).toBe(ADMIN_MESSAGES.institutionRejectedMailSubject);
    expect(mail?.text).toContain('Not on the NBTE list of approved institutions');
  });
});

describe('employers and jobs', () => {
  let employer: Member;
  let graduate: Member;
  let job: Job;
  beforeAll(async () => {
    employer = await member(t, 'employer', 'Lekki Solar Ltd');
    graduate = await member(t, 'graduate');
    job = await postJob(t, employer, { title: 'Solar technician' });
  });

  const feed = async (who: Member = graduate) => {
    const res = await api().get(`/api/v1/graduates/${who.id}/jobfeed?limit=100`, who.token);
    expect(res.statusCode).toBe(200);
    return res.body.payload.docs as Job[];
  };

  it(`flags jobs of unvetted employers ('${UNVERIFIED_EMPLOYER_LABEL}') until approved by their CAC document`, async () => {
    expect((await feed()).find((j) => j._id === job._id)?.employer_verified).toBe(false);
    // An employer that uploads its CAC document (the factory's complete employer has a placeholder one).
    const newcomer = await signedIn(t, 'employer');
    const cac = pdf('CAC certificate RC 123456');
    const uploaded = await api().patch(
      `/api/v1/employers/${newcomer.profile.id}/documents/`,
      { document_type: 'cac_document', document: upload(cac, 'cac.pdf', 'application/pdf') },
      newcomer.token,
    );
    expect(uploaded.statusCode, uploaded.body.msg).toBe(200);

    const queue = await api().get('/api/v1/admin/employers?status=pending&limit=100', admin.token);
    const ids = queue.body.payload.docs.map((e: AdminEmployer) => e._id);
    expect(ids).toContain(employer.id);
    const entry = queue.body.payload.docs.find(
      (e: AdminEmployer) => e._id === newcomer.profile.id,
    ) as AdminEmployer;
    expect(entry.cac_document?.url).toMatch(/^\/api\/v1\/files\//);
    const file = await t.app.inject({
      url: entry.cac_document?.url ?? '',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(cac)).toBe(true);

    const res = await api().post(`/api/v1/admin/employers/${employer.id}/approve`, {}, admin.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.vetting_status).toBe('approved');
    expect((await feed()).find((j) => j._id === job._id)?.employer_verified).toBe(true);
    const one = await api().get(`/api/v1/jobs/${job._id}`, graduate.token);
    expect(one.body.payload.employer_verified).toBe(true);
    expect((await auditFor(employer.id)).map((e) => e.action)).toEqual(['employer.approve']);
  });

  it('rejects an employer only with a reason, e-mailed', async () => {
    const other = await member(t, 'employer', 'Shady Ventures');
    const empty = await api().post(`/api/v1/admin/employers/${other.id}/reject`, { reason: '' }, admin.token);
    expect(empty.statusCode).toBe(400);
    const res = await api().post(
      `/api/v1/admin/employers/${other.id}/reject`,
      { reason: 'The CAC number does not match the company name' },
      admin.token,
    );
    expect(res.body.payload).toMatchObject({ vetting_status: 'rejected' });
    expect(t.mail.sent.filter((m) => m.to === other.email).at(-1)?.text).toContain(
      'The CAC number does not match the company name',
    );
    const pending = async () =>
      (
        await api().get('/api/v1/admin/employers?status=pending&limit=100', admin.token)
      ).body.payload.docs.map((e: AdminEmployer) => e._id);
    expect(await pending()).not.toContain(other.id);
  });

  it('a rejected employer that uploads a new CAC document is back in the queue', async () => {
    const rejected = await signedIn(t, 'employer');
    const id = rejected.profile.id as string;
    await api().post(`/api/v1/admin/employers/${id}/reject`, { reason: 'No CAC document' }, admin.token);
    const queue = async () =>
      (await api().get('/api/v1/admin/employers?status=pending&limit=100', admin.token)).body.payload
        .docs as AdminEmployer[];
    expect((await queue()).map((e) => e._id)).not.toContain(id);
    const uploaded = await api().patch(
      `/api/v1/employers/${id}/documents/`,
      { document_type: 'cac_document', document: upload(pdf('CAC RC 998877'), 'cac.pdf', 'application/pdf') },
      rejected.token,
    );
    expect(uploaded.statusCode, uploaded.body.msg).toBe(200);
    const back = (await queue()).find((e) => e._id === id);
    expect(back).toMatchObject({ vetting_status: 'pending', vetting_reason: 'No CAC document' });
    const approved = await api().post(`/api/v1/admin/employers/${id}/approve`, {}, admin.token);
    expect(approved.body.payload.vetting_status).toBe('approved');
  });

  it('graduates report a job once; it lands in the queue with the job', async () => {
    const res = await api().post(
      `/api/v1/jobs/${job._id}/report`,
      { reason: 'Asks for a registration fee' },
      graduate.token,
    );
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body.msg).toBe(ADMIN_MESSAGES.jobReported);
    const twice = await api().post(`/api/v1/jobs/${job._id}/report`, { reason: 'Again' }, graduate.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.msg).toBe(ADMIN_MESSAGES.jobAlreadyReported);
    const empty = await api().post(`/api/v1/jobs/${job._id}/report`, { reason: ' ' }, graduate.token);
    expect(empty.statusCode).toBe(400);

    const queue = await api().get('/api/v1/admin/job-reports?status=open&limit=100', admin.token);
    const report = queue.body.payload.docs.find(
      (r: AdminJobReport) => r.job._id === job._id,
    ) as AdminJobReport;
    expect(report).toMatchObject({
      reason: 'Asks for a registration fee',
      status: 'open',
      reported_by: { email: graduate.email },
      job: { title: 'Solar technician', open_report_count: 1, suspended: false },
    });
    const reported = await api().get('/api/v1/admin/jobs?reported=true&limit=100', admin.token);
    expect(reported.body.payload.docs.map((j: AdminJob) => j._id)).toContain(job._id);
  });

  it('suspends a job only with a reason: graduates no longer see it, its applicants are told', async () => {
    const applicant = await member(t, 'graduate');
    await applied(t, applicant, job._id);
    const empty = await api().post(`/api/v1/admin/jobs/${job._id}/suspend`, { reason: '' }, admin.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.msg).toBe('Reason is required');
    expect((await feed()).map((j) => j._id)).toContain(job._id);

    const res = await api().post(
      `/api/v1/admin/jobs/${job._id}/suspend`,
      { reason: 'Registration fee scam' },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload).toMatchObject({ suspended: true, suspension_reason: 'Registration fee scam' });
    expect((await feed()).map((j) => j._id)).not.toContain(job._id);
    expect(
      (await api().get('/api/v1/jobs?limit=100', graduate.token)).body.payload.docs.map((j: Job) => j._id),
    ).not.toContain(job._id);
    expect((await api().get(`/api/v1/jobs/${job._id}`, graduate.token)).statusCode).toBe(404);
    expect(
      (await api().post(`/api/v1/jobs/${job._id}/apply`, { graduate_id: graduate.id }, graduate.token))
        .statusCode,
    ).toBe(404);
    const mail = t.mail.sent.filter((m) => m.to === applicant.email).at(-1);
    expect(mail?.subject).toBe(ADMIN_MESSAGES.jobSuspendedMailSubject('Solar technician'));
    // The employer still reads it in its own list, marked suspended.
    const own = await api().get(`/api/v1/jobs?created_by=${employer.id}`, employer.token);
    expect(own.body.payload.docs.find((j: Job) => j._id === job._id)?.suspended).toBe(true);
    // Its open reports were settled.
    const reports = await api().get(`/api/v1/admin/job-reports?job_id=${job._id}`, admin.token);
    expect(reports.body.payload.docs.map((r: AdminJobReport) => r.status)).toEqual(['actioned']);
    expect(
      (await api().post(`/api/v1/admin/jobs/${job._id}/suspend`, { reason: 'x' }, admin.token)).statusCode,
    ).toBe(409);

    const restored = await api().post(`/api/v1/admin/jobs/${job._id}/unsuspend`, {}, admin.token);
    expect(restored.body.payload.suspended).toBe(false);
    expect((await feed()).map((j) => j._id)).toContain(job._id);
    expect((await auditFor(job._id)).map((e) => e.action)).toEqual(['job.unsuspend', 'job.suspend']);
  });

  it('dismisses an open report once', async () => {
    const other = await member(t, 'graduate');
    await api().post(`/api/v1/jobs/${job._id}/report`, { reason: 'Looks odd' }, other.token);
    const queue = await api().get(`/api/v1/admin/job-reports?status=open&job_id=${job._id}`, admin.token);
    const [report] = queue.body.payload.docs as AdminJobReport[];
    const res = await api().post(`/api/v1/admin/job-reports/${report._id}/dismiss`, {}, admin.token);
    expect(res.body.payload.status).toBe('dismissed');
    const again = await api().post(`/api/v1/admin/job-reports/${report._id}/dismiss`, {}, admin.token);
    expect(again.statusCode).toBe(409);
  });
});

describe('programmes: the accreditation queue', () => {
  it('lists pending programmes of every institution; an approval is audited', async () => {
    const institution = await signedIn(t, 'institution', { complete: true });
    const created = await api().post(
      '/api/v1/programmes',
      { name: 'Welding and Fabrication', accreditation_type: 'initial' },
      institution.token,
    );
    expect(created.statusCode, created.body.msg).toBe(201);
    const id = created.body.payload._id;
    const queue = await api().get('/api/v1/programmes?status=pending&limit=50', admin.token);
    expect(queue.body.payload.docs.map((p: { _id: string }) => p._id)).toContain(id);
    const approved = await api().patch(`/api/v1/programmes/${id}`, { status: 'approved' }, admin.token);
    expect(approved.statusCode, approved.body.msg).toBe(200);
    expect(approved.body.payload.status).toBe('approved');
    const entries = await auditFor(id);
    expect(entries.map((e) => [e.action, e.detail.from, e.detail.to])).toEqual([
      ['programme.approve', 'pending', 'approved'],
    ]);
  });
});

describe('programmes: denial needs a reason, sent to the institution', () => {
  it('refuses a blank reason changing nothing, then denies with one: stored, audited, e-mailed', async () => {
    const institution = await signedIn(t, 'institution', { complete: true });
    const created = await api().post(
      '/api/v1/programmes',
      { name: 'Plumbing and Pipe Fitting', accreditation_type: 'interim' },
      institution.token,
    );
    const id = created.body.payload._id;
    const url = `/api/v1/programmes/${id}`;
    for (const body of [{ status: 'denied' }, { status: 'denied', reason: '   ' }]) {
      const refused = await api().patch(url, body, admin.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.msg).toBe(PROGRAMME_MESSAGES.denialReasonRequired);
      expect(refused.body.payload.fields.reason).toBe(PROGRAMME_MESSAGES.denialReasonRequired);
    }
    expect((await api().get(url, admin.token)).body.payload).toMatchObject({
      status: 'pending',
      denial_reason: null,
    });
    expect(await auditFor(id)).toEqual([]);
    // A reason with no denial (an approval, an institution's edit) is refused rather than dropped.
    const stray = await api().patch(url, { status: 'approved', reason: 'Looks fine' }, admin.token);
    expect(stray.statusCode).toBe(400);
    expect(stray.body.msg).toBe(
      'Reason is only sent by an administrator denying a programme (status denied).',
    );
    expect(stray.body.payload.fields.reason).toBe(PROGRAMME_MESSAGES.reasonOnlyWithDenial);
    expect((await api().patch(url, { name: 'Plumbing', reason: 'x' }, institution.token)).statusCode).toBe(
      400,
    );
    expect((await api().get(url, admin.token)).body.payload.status).toBe('pending');

    const reason = 'The NBTE approval letter on file is for a different programme.';
    const denied = await api().patch(url, { status: 'denied', reason: `  ${reason} ` }, admin.token);
    expect(denied.statusCode, denied.body.msg).toBe(200);
    expect(denied.body.msg).toBe(PROGRAMME_MESSAGES.denied);
    expect(denied.body.payload).toMatchObject({ status: 'denied', denial_reason: reason });
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({
      action: 'programme.deny',
      detail: { from: 'pending', to: 'denied', reason },
    });
    const mail = (await settledMail(t)).sent.filter((message) => message.to === institution.user.email);
    expect(mail.at(-1)).toMatchObject({
      subject: PROGRAMME_MESSAGES.deniedMailSubject('Plumbing and Pipe Fitting'),
      text: PROGRAMME_MESSAGES.deniedMail(institution.user.name, 'Plumbing and Pipe Fitting', reason),
    });
    // The institution reads why; changing the accreditation sends it back to the queue without the old reason.
    expect((await api().get(url, institution.token)).body.payload.denial_reason).toBe(reason);
    const changed = await api().patch(url, { accreditation_type: 'full' }, institution.token);
    expect(changed.body.payload).toMatchObject({ status: 'pending', denial_reason: null });
  });
});

describe('the audit log', () => {
  it('is searchable by actor, action, target and date, newest first', async () => {
    const byAction = await api().get('/api/v1/admin/audit?action=job.suspend', admin.token);
    expect(byAction.body.payload.docs.every((e: AuditEntry) => e.action === 'job.suspend')).toBe(true);
    expect(byAction.body.payload.totalDocs).toBeGreaterThan(0);
    const byActor = await api().get(`/api/v1/admin/audit?actor=${admin.accountId}&limit=100`, admin.token);
    expect(byActor.body.payload.docs.every((e: AuditEntry) => e.actor._id === admin.accountId)).toBe(true);
    const dates = byActor.body.payload.docs.map((e: AuditEntry) => e.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(byActor.body.payload.docs[0].actor).toMatchObject({
      name: 'Platform Administrator',
      email: admin.email,
    });
    const today = new Date().toISOString().slice(0, 10);
    const todays = await api().get(`/api/v1/admin/audit?from=${today}&to=${today}`, admin.token);
    expect(todays.body.payload.totalDocs).toBe(byActor.body.payload.totalDocs);
    const future = await api().get('/api/v1/admin/audit?from=2999-01-01', admin.token);
    expect(future.body.payload.totalDocs).toBe(0);
    const byType = await api().get('/api/v1/admin/audit?target_type=employer', admin.token);
    expect(byType.body.payload.docs.every((e: AuditEntry) => e.target_type === 'employer')).toBe(true);
    // Free text: who acted (name or e-mail) or which record (its name, any case, or its id).
    const suspended = byAction.body.payload.docs[0] as AuditEntry;
    const search = async (q: string) =>
      (await api().get(`/api/v1/admin/audit?q=${encodeURIComponent(q)}&limit=100`, admin.token)).body
        .payload as { docs: AuditEntry[]; totalDocs: number };
    const part = suspended.target_label!.slice(2, 12).toLowerCase();
    const byLabel = await search(part.toUpperCase());
    expect(byLabel.docs.map((e) => e._id)).toContain(suspended._id);
    const mentions = (e: AuditEntry) =>
      [e.target_label ?? '', e.actor.name, e.actor.email].some((text) => text.toLowerCase().includes(part));
    expect(byLabel.docs.every(mentions)).toBe(true);
    expect((await search(suspended.target_id)).docs.map((e) => e._id)).toContain(suspended._id);
    expect((await search(admin.email)).totalDocs).toBe(byActor.body.payload.totalDocs);
    expect((await search('%')).totalDocs).toBe(0);
    const reversed = await api().get('/api/v1/admin/audit?from=2025-02-01&to=2025-01-01', admin.token);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.msg).toBe('From must be before to');
  });

  it('refuses any change in the database itself (append-only)', async () => {
    await expect(t.database.db.update(auditLog).set({ action: 'account.reactivate' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    const [{ total }] = await t.database.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog);
    expect(total).toBeGreaterThan(0);
  });

  it("keeps an entry's actor after the actor's account is gone", async () => {
    const second = await signInAs(t, 'admin');
    const graduate = await signInAs(t, 'graduate');
    await api().post(`/api/v1/admin/accounts/${graduate.accountId}/deactivate`, {}, second.token);
    await t.database.db.delete(users).where(eq(users.id, second.accountId));
    const [entry] = await auditFor(graduate.accountId);
    expect(entry.actor).toMatchObject({ _id: second.accountId, email: second.email });
    // Keeps the graduate's record too.
    const [row] = await t.database.db
      .select()
      .from(graduates)
      .where(eq(graduates.userId, graduate.accountId));
    expect(row).toBeDefined();
  });
});
