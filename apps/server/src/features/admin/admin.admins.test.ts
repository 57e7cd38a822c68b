import { ADMIN_MESSAGES, type AdminUser, type AuditEntry, type Invitation } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema';
import { createInvitation } from '../../platform/invitations';
import { STRONG_PASSWORD, uniqueIdentity } from '../../test/accounts.fixtures';
import { adminLogin, passwordStep } from '../../test/admin.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * Administrators (issue 13): inviting another one (a single-use, expiring link to choose a username and a
 * password, reusable for mentors), removing one but never the last, resetting a lost second factor.
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

/** The link's token, read from the invitation mail. */
function mailedToken(email: string): string {
  const mail = t.mail.sent.filter((m) => m.to === email).at(-1);
  const token = mail?.text.match(/\/invitation\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

async function invite(email: string, name = 'Bola Ahmed') {
  const res = await api().post<Invitation>('/api/v1/admin/invitations', { email, name }, admin.token);
  expect(res.statusCode, res.body.msg).toBe(201);
  return res.body.payload;
}

describe('inviting an administrator', () => {
  it('mails a single-use link; accepting creates a verified admin who sets TOTP up at the first sign-in', async () => {
    const { email, username } = uniqueIdentity('newadm');
    const invitation = await invite(email);
    expect(invitation).toMatchObject({
      email,
      user_type: 'admin',
      acceptedAt: null,
      invited_by: { _id: admin.accountId },
    });
    const mail = t.mail.sent.filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe(ADMIN_MESSAGES.invitationMailSubject);
    expect(mail?.text).toMatch(/http:\/\/localhost(:\d+)?\/invitation\/[A-Za-z0-9_-]{40,}/);
    const token = mailedToken(email);
    // Only the token's hash is stored.
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation._id));
    expect(row.tokenHash).not.toBe(token);

    const preview = await api().get(`/api/v1/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body.payload).toMatchObject({ email, name: 'Bola Ahmed', user_type: 'admin' });

    const weak = await api().post(`/api/v1/invitations/${token}`, { username, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const accepted = await api().post(`/api/v1/invitations/${token}`, {
      username,
      password: STRONG_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body.msg).toBe(201);
    expect(accepted.body.msg).toBe(ADMIN_MESSAGES.invitationAccepted);
    expect(accepted.body.payload).toMatchObject({ email, username, user_type: 'admin' });

    const again = await api().post(`/api/v1/invitations/${token}`, {
      username: `${username}x`,
      password: STRONG_PASSWORD,
    });
    expect(again.statusCode).toBe(404);
    expect(again.body.msg).toBe(ADMIN_MESSAGES.invitationInvalid);
    expect((await api().get(`/api/v1/invitations/${token}`)).statusCode).toBe(404);

    const challenge = await passwordStep(t, email, STRONG_PASSWORD);
    expect(challenge.setup_required).toBe(true);
    const session = await adminLogin(t, email, STRONG_PASSWORD);
    expect((await api().get('/api/v1/admin/audit', session.key)).statusCode).toBe(200);

    const audit = await api().get(`/api/v1/admin/audit?target_id=${invitation._id}`, admin.token);
    expect(audit.body.payload.docs.map((e: AuditEntry) => e.action)).toEqual(['admin.invite']);
  });

  it('refuses an address that has an account or a pending invitation, and a bad address', async () => {
    const taken = await api().post(
      '/api/v1/admin/invitations',
      { email: admin.email, name: 'Someone' },
      admin.token,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.body.msg).toBe(ADMIN_MESSAGES.emailTaken);
    const { email } = uniqueIdentity('dup');
    await invite(email);
    const pending = await api().post('/api/v1/admin/invitations', { email, name: 'Someone' }, admin.token);
    expect(pending.statusCode).toBe(409);
    expect(pending.body.msg).toBe(ADMIN_MESSAGES.invitationPending);
    const bad = await api().post(
      '/api/v1/admin/invitations',
      { email: 'not-an-email', name: 'X' },
      admin.token,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('a revoked or expired link stops working; a taken username is refused', async () => {
    const first = uniqueIdentity('rev');
    const revoked = await invite(first.email);
    const token = mailedToken(first.email);
    const res = await api().delete(`/api/v1/admin/invitations/${revoked._id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.revokedAt).not.toBeNull();
    expect((await api().get(`/api/v1/invitations/${token}`)).statusCode).toBe(404);
    expect((await api().delete(`/api/v1/admin/invitations/${revoked._id}`, admin.token)).statusCode).toBe(
      409,
    );

    const second = uniqueIdentity('exp');
    const expiring = await invite(second.email);
    const expiredToken = mailedToken(second.email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expiring._id));
    const expired = await api().post(`/api/v1/invitations/${expiredToken}`, {
      username: second.username,
      password: STRONG_PASSWORD,
    });
    expect(expired.statusCode).toBe(404);

    const third = uniqueIdentity('usr');
    await invite(third.email);
    const [existing] = await t.database.db.select().from(users).where(eq(users.id, admin.accountId));
    const clash = await api().post(`/api/v1/invitations/${mailedToken(third.email)}`, {
      username: existing.username,
      password: STRONG_PASSWORD,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.body.msg).toBe(ADMIN_MESSAGES.usernameTaken);
    // Nothing was spent: the link still works with another username.
    expect((await api().get(`/api/v1/invitations/${mailedToken(third.email)}`)).statusCode).toBe(200);

    const pending = await api().get('/api/v1/admin/invitations?pending=true&limit=100', admin.token);
    const ids = pending.body.payload.docs.map((i: Invitation) => i._id);
    expect(ids).not.toContain(revoked._id);
    expect(ids).not.toContain(expiring._id);
  });

  it("lists administrators' invitations only (a mentor's is the Mentors page's)", async () => {
    const { invitation: mentor } = await createInvitation(t.database.db, {
      email: uniqueIdentity('mentorinv').email,
      name: 'Fatima Sule',
      userType: 'mentor',
      invitedBy: admin.accountId,
    });
    const own = await invite(uniqueIdentity('admininv').email);
    for (const query of ['pending=true', 'pending=false', '']) {
      const res = await api().get(`/api/v1/admin/invitations?${query}&limit=100`, admin.token);
      const docs = res.body.payload.docs as Invitation[];
      expect(docs.map((i) => i._id)).not.toContain(mentor.id);
      expect(docs.every((i) => i.user_type === 'admin')).toBe(true);
      if (query !== 'pending=false') expect(docs.map((i) => i._id)).toContain(own._id);
    }
  });

  it('guessing links is rate-limited per IP (30 per 15 minutes)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push(
          (await client(limited.app).get(`/api/v1/invitations/${'x'.repeat(43)}${i}`)).statusCode,
        );
      }
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('removing administrators', () => {
  it('removes another administrator: their sessions end at once; the list no longer shows them', async () => {
    const other = await signInAs(t, 'admin');
    expect((await api().get('/api/v1/admin/audit', other.token)).statusCode).toBe(200);
    const res = await api().delete(`/api/v1/admin/admins/${other.profileId}`, admin.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(ADMIN_MESSAGES.adminRemoved);
    expect((await api().get('/api/v1/admin/audit', other.token)).statusCode).toBe(401);
    const refused = await api().post('/api/v1/auth/admins/login', {
      email: other.email,
      password: other.password,
    });
    expect(refused.statusCode).toBe(401);
    const list = await api().get('/api/v1/admin/admins?limit=100', admin.token);
    expect(list.body.payload.docs.map((a: AdminUser) => a.user_id._id)).not.toContain(other.accountId);
    expect((await api().delete(`/api/v1/admin/admins/${other.profileId}`, admin.token)).statusCode).toBe(404);
  });

  it('never removes the last administrator: 409 with a msg, nothing changed', async () => {
    const lonely = await createTestApp();
    try {
      const only = await signInAs(lonely, 'admin');
      const res = await client(lonely.app).delete(`/api/v1/admin/admins/${only.accountId}`, only.token);
      expect(res.statusCode).toBe(409);
      expect(res.body.msg).toBe(ADMIN_MESSAGES.lastAdmin);
      expect((await client(lonely.app).get('/api/v1/admin/admins', only.token)).statusCode).toBe(200);
      // A second administrator who is deactivated does not count.
      const second = await signInAs(lonely, 'admin');
      await lonely.database.db.update(users).set({ isActive: false }).where(eq(users.id, second.accountId));
      const still = await client(lonely.app).delete(`/api/v1/admin/admins/${only.profileId}`, only.token);
      expect(still.statusCode).toBe(409);
      const audit = await client(lonely.app).get('/api/v1/admin/audit?action=admin.remove', only.token);
      expect(audit.body.payload.totalDocs).toBe(0);
    } finally {
      await lonely.close();
    }
  });

  it('resets a lost second factor: their sessions end and the next sign-in sets TOTP up again', async () => {
    const other = await signInAs(t, 'admin');
    const res = await api().post(`/api/v1/admin/admins/${other.accountId}/reset-two-factor`, {}, admin.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.two_factor_enabled).toBe(false);
    expect((await api().get('/api/v1/admin/audit', other.token)).statusCode).toBe(401);
    const challenge = await passwordStep(t, other.email, other.password);
    expect(challenge.setup_required).toBe(true);
  });
});
