import { SERVER_MESSAGES } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employers, graduates, institutions, staff, users } from '../../db/schema';
import { passwordHasher } from '../../platform/secrets';
import {
  countUsers,
  mailedCode,
  type RegisterSegment,
  registrationBody,
  settledMail,
  userByEmail,
} from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

const REQUIRED: Record<RegisterSegment, string[]> = {
  graduates: ['user_type', 'name', 'email', 'username', 'password', 'nationality', 'gender', 'state', 'lga'],
  staff: ['user_type', 'name', 'email', 'username', 'password', 'nationality', 'gender', 'state', 'lga'],
  institutions: ['user_type', 'name', 'email', 'username', 'password', 'institution_type', 'ownership_type'],
  employers: ['user_type', 'name', 'email', 'username', 'password', 'industry_type', 'ownership_type'],
};
const TABLES = { graduates, staff, institutions, employers } as const;
const SEGMENTS = Object.keys(REQUIRED) as RegisterSegment[];

describe('POST /api/v1/{graduates,staff,institutions,employers}', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  async function countUsersWith(email: string) {
    return (await t.database.db.select().from(users).where(eq(users.email, email))).length;
  }

  /** Posts a body that must be refused with 400 naming `field`, and checks that no account was stored. */
  async function refused(segment: RegisterSegment, body: unknown, field: string) {
    const before = await countUsers(t.database.db);
    const res = await api.post(`/api/v1/${segment}`, body);
    expect(res.statusCode, res.body.msg).toBe(400);
    expect(res.body.status).toBe('Bad Request');
    expect(res.body.payload.fields[field], JSON.stringify(res.body.payload)).toEqual(expect.any(String));
    expect(await countUsers(t.database.db)).toBe(before);
    return res;
  }

  describe.each(SEGMENTS)('%s', (segment) => {
    it('creates the account unverified, stores the profile and mails a 4-digit code', async () => {
      const body = registrationBody(segment);
      const res = await api.post(`/api/v1/${segment}`, body);
      expect(res.statusCode, res.body.msg).toBe(201);
      expect(res.body.status).toBe('Created');
      expect(res.body.msg).toBe(SERVER_MESSAGES.registered);
      const { payload } = res.body;
      expect(payload.user_id).toMatchObject({
        user_type: body.user_type,
        email: body.email,
        username: body.username,
        name: body.name,
        is_email_verified: false,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);

      const user = await userByEmail(t.database.db, body.email);
      expect(user.id).toBe(payload.user_id._id);
      expect(user.isEmailVerified).toBe(false);
      expect(user.passwordHash).not.toBe(body.password);
      const table = TABLES[segment];
      const [profile] = await t.database.db.select().from(table).where(eq(table.id, payload._id));
      expect(profile.userId).toBe(user.id);
      if (segment === 'graduates' || segment === 'staff') {
        expect(profile).toMatchObject({
          gender: body.gender,
          nationality: body.nationality,
          state: body.state,
          lga: body.lga,
        });
      } else if (segment === 'institutions') {
        expect(profile).toMatchObject({
          institutionType: body.institution_type,
          ownershipType: body.ownership_type,
        });
      } else {
        expect(profile).toMatchObject({
          industryType: body.industry_type,
          ownershipType: body.ownership_type,
        });
      }
      expect((await settledMail(t)).countFor(body.email)).toBe(1);
      expect(await mailedCode(t, body.email)).toMatch(/^[1-9]\d{3}$/);
    });

    it.each(REQUIRED[segment])('refuses a body without %s and stores nothing', async (field) => {
      const body = registrationBody(segment);
      delete body[field];
      const res = await refused(segment, body, field);
      expect(res.body.payload.fields[field]).toContain(field);
    });

    it('refuses an unknown field by name', async () => {
      await refused(segment, registrationBody(segment, { is_admin: true }), 'is_admin');
    });

    it('refuses a number for the name', async () => {
      await refused(segment, registrationBody(segment, { name: 12345 }), 'name');
    });

    it('answers a taken e-mail like a new one, whatever its case and spaces, and mails its owner', async () => {
      const first = registrationBody(segment);
      expect((await api.post(`/api/v1/${segment}`, first)).statusCode).toBe(201);
      const owner = await userByEmail(t.database.db, first.email);
      const before = await countUsers(t.database.db);
      for (const email of [first.email, `  ${first.email.toUpperCase()} `]) {
        const body = registrationBody(segment, { email });
        const res = await api.post(`/api/v1/${segment}`, body);
        const fresh = await api.post(`/api/v1/${segment}`, registrationBody(segment));
        expect(res.statusCode, email).toBe(201);
        expect(res.body.status).toBe(fresh.body.status);
        expect(res.body.msg).toBe(fresh.body.msg);
        expect(Object.keys(res.body.payload).sort()).toEqual(Object.keys(fresh.body.payload).sort());
        expect(Object.keys(res.body.payload.user_id).sort()).toEqual(
          Object.keys(fresh.body.payload.user_id).sort(),
        );
        expect(res.body.payload.user_id).toMatchObject({
          email: first.email,
          username: body.username,
          is_email_verified: false,
        });
        expect(res.body.payload.user_id._id).not.toBe(owner.id);
      }
      // Two fresh accounts were made beside the two attempts; the owner's account is unchanged.
      expect(await countUsers(t.database.db)).toBe(before + 2);
      expect(await userByEmail(t.database.db, first.email)).toEqual(owner);
      const mail = await settledMail(t);
      const toOwner = mail.sent.filter((message) => message.to === first.email);
      expect(toOwner.map((message) => message.subject)).toEqual([
        'Your verification code',
        'Someone tried to register with your e-mail address',
        'Someone tried to register with your e-mail address',
      ]);
      expect(toOwner[1]?.text).toContain('No new account was created');
    });
  });

  it('hashes the password for a taken e-mail as for a new one, so the answer takes as long either way', async () => {
    const taken = registrationBody('graduates');
    expect((await api.post('/api/v1/graduates', taken)).statusCode).toBe(201);
    // Counted, not timed: a hash (argon2id, ~6-50 ms) is what a taken address once skipped, and timing it beside
    // a whole sign-up swung with the machine's load.
    const hashes = vi.spyOn(passwordHasher, 'hash');
    try {
      expect(
        (await api.post('/api/v1/graduates', registrationBody('graduates', { email: taken.email })))
          .statusCode,
      ).toBe(201);
      expect(hashes).toHaveBeenCalledTimes(1);
      expect((await api.post('/api/v1/graduates', registrationBody('graduates'))).statusCode).toBe(201);
      expect(hashes).toHaveBeenCalledTimes(2);
    } finally {
      hashes.mockRestore();
    }
  });

  it.each([
    ['poor: too short', 'Ab1!xyz'],
    ['poor: lowercase letters only', 'onlylowercase'],
    ['weak: no uppercase letter', 'lowercase-2024'],
    ['weak: no number or symbol', 'NoDigitsHere'],
    ['poor: empty', ''],
    ['too long: 10,000 characters', `Aa1!${'x'.repeat(9_996)}`],
  ])('refuses a password that is %s', async (_label, password) => {
    await refused('graduates', registrationBody('graduates', { password }), 'password');
  });

  it.each([
    ['SQL', "Robert'); DROP TABLE users;--"],
    ['a script', '<script>alert(1)</script>'],
  ])('refuses %s in the name and leaves the users table intact', async (_label, name) => {
    const before = await countUsers(t.database.db);
    await refused('graduates', registrationBody('graduates', { name }), 'name');
    await refused('institutions', registrationBody('institutions', { name }), 'name');
    expect(await countUsers(t.database.db)).toBe(before);
  });

  it.each(['not-an-email', 'amaka@', '@example.ng', 'amaka obi@example.ng'])(
    'refuses the e-mail %j',
    async (email) => {
      await refused('graduates', registrationBody('graduates', { email }), 'email');
    },
  );

  it('refuses a Nigerian LGA that is not in the chosen state', async () => {
    const res = await refused(
      'graduates',
      registrationBody('graduates', { state: 'Ogun', lga: 'Ikeja' }),
      'lga',
    );
    expect(res.body.payload.fields.lga).toContain('Ogun');
  });

  it('refuses a Nigerian state that does not exist', async () => {
    await refused('staff', registrationBody('staff', { state: 'Atlantis', lga: 'Ikeja' }), 'state');
  });

  it('accepts free-text state and lga for another nationality', async () => {
    const body = registrationBody('graduates', {
      nationality: 'Ghana',
      state: 'Greater Accra',
      lga: 'Accra Metropolitan',
    });
    const res = await api.post('/api/v1/graduates', body);
    expect(res.statusCode, res.body.msg).toBe(201);
    const [profile] = await t.database.db
      .select()
      .from(graduates)
      .where(eq(graduates.id, res.body.payload._id));
    expect(profile).toMatchObject({
      nationality: 'Ghana',
      state: 'Greater Accra',
      lga: 'Accra Metropolitan',
    });
  });

  it('refuses a nationality that is not in the country list', async () => {
    await refused('graduates', registrationBody('graduates', { nationality: 'Atlantis' }), 'nationality');
  });

  it('answers 409 for a taken username, whatever its case', async () => {
    const first = registrationBody('staff');
    expect((await api.post('/api/v1/staff', first)).statusCode).toBe(201);
    const res = await api.post(
      '/api/v1/graduates',
      registrationBody('graduates', { username: first.username.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe(SERVER_MESSAGES.usernameTaken);
    expect(res.body.payload.fields.username).toBe(SERVER_MESSAGES.usernameTaken);
  });

  it('gives one account and two alike answers when two sign-ups race for one address', async () => {
    const body = registrationBody('graduates');
    const [a, b] = await Promise.all([
      api.post('/api/v1/graduates', body),
      api.post('/api/v1/graduates', { ...body, username: `${body.username}x` }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toBeDefined();
    expect(await countUsersWith(body.email)).toBe(1);
  });

  it('still answers 409 for a taken username when the e-mail is taken too (usernames are public)', async () => {
    const first = registrationBody('employers');
    expect((await api.post('/api/v1/employers', first)).statusCode).toBe(201);
    for (const email of [first.email, registrationBody('employers').email]) {
      const res = await api.post(
        '/api/v1/employers',
        registrationBody('employers', { username: first.username, email }),
      );
      expect(res.statusCode, email).toBe(409);
      expect(res.body.msg).toBe(SERVER_MESSAGES.usernameTaken);
    }
  });

  it('refuses a user_type that does not match the address', async () => {
    await refused('graduates', registrationBody('graduates', { user_type: 'staff' }), 'user_type');
    await refused('employers', registrationBody('employers', { user_type: 'admin' }), 'user_type');
  });

  it.each(['mentors', 'admins'])('refuses self sign-up at /api/v1/%s with 403', async (segment) => {
    const before = await countUsers(t.database.db);
    const res = await api.post(`/api/v1/${segment}`, {
      ...registrationBody('graduates'),
      user_type: 'admin',
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 'Forbidden', msg: SERVER_MESSAGES.registrationClosed, payload: null });
    expect(await countUsers(t.database.db)).toBe(before);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const res = await api.post(
      '/api/v1/graduates',
      registrationBody('graduates', { name: 'a'.repeat(1_100_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({
      status: 'Payload Too Large',
      msg: SERVER_MESSAGES.bodyTooLarge,
      payload: null,
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/graduates',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Amaka",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Bad Request', msg: SERVER_MESSAGES.invalidJson, payload: null });
  });

  it('accepts a trailing slash', async () => {
    const res = await api.post('/api/v1/graduates/', registrationBody('graduates'));
    expect(res.statusCode, res.body.msg).toBe(201);
  });
});
