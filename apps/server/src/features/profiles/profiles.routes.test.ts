import { SERVER_MESSAGES, segmentOf, USER_TYPES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, signedIn } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

describe('GET /api/v1/{users}/{id}', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  it.each(USER_TYPES)('answers a %s its own profile with the account expanded', async (userType) => {
    const account = await signedIn(t, userType, { complete: true });
    const raw = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${segmentOf(userType)}/${account.profile.id}/`,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(raw.statusCode, raw.body).toBe(200);
    expect(raw.body).not.toMatch(/password|argon2|\$argon/i);
    const body = raw.json();
    expect(body.status).toBe('ok');
    expect(body.msg).toBe(SERVER_MESSAGES.profileLoaded);
    expect(body.payload._id).toBe(account.profile.id);
    expect(body.payload.user_type).toBe(userType);
    expect(body.payload.user_id).toMatchObject({
      _id: account.user.id,
      user_type: userType,
      name: account.user.name,
      username: account.user.username,
      email: account.user.email,
      is_email_verified: true,
    });
    expect(body.payload.is_profile_complete).toBe(true);
  });

  it('shows the stored fields in the API shape', async () => {
    const account = await signedIn(t, 'graduate', { complete: true });
    const res = await api.get(`/api/v1/graduates/${account.profile.id}`, account.token);
    expect(res.body.payload).toMatchObject({
      gender: 'female',
      state: 'Ogun',
      lga: 'Yewa South',
      is_employed: true,
      skills_acquired: ['Electrical installation', 'Solar PV maintenance'],
      o_level_certifications: { certification_type: 'waec', number_of_sittings: 1 },
    });
    expect(res.body.payload.user_id.address).toContain('|');
  });

  it('reports a freshly registered graduate as incomplete', async () => {
    const { body } = await register(t, 'graduates');
    const session = (
      await api.post('/api/v1/auth/graduates/login', { email: body.email, password: body.password })
    ).body.payload;
    const res = await api.get(`/api/v1/graduates/${session.user._id}`, session.key);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.is_profile_complete).toBe(false);
    expect(res.body.payload.user_id.is_email_verified).toBe(false);
    expect(res.body.payload).toMatchObject({
      gender: body.gender,
      state: body.state,
      lga: body.lga,
      nin: null,
    });
  });

  it("refuses another user's profile with 403", async () => {
    const reader = await signedIn(t, 'graduate');
    const other = await signedIn(t, 'graduate');
    const res = await api.get(`/api/v1/graduates/${other.profile.id}`, reader.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 'Forbidden', msg: SERVER_MESSAGES.notOwner, payload: null });
    const employer = await signedIn(t, 'employer');
    expect((await api.get(`/api/v1/graduates/${other.profile.id}`, employer.token)).statusCode).toBe(403);
  });

  it('refuses the own id under another segment with 403', async () => {
    const account = await signedIn(t, 'graduate');
    for (const segment of ['staff', 'employers', 'institutions', 'mentors', 'admins']) {
      const res = await api.get(`/api/v1/${segment}/${account.profile.id}`, account.token);
      expect(res.statusCode, segment).toBe(403);
    }
  });

  // Issue 8: a route whose {id} means "me" takes the account id or the role-profile id alike.
  it('answers the same profile for the account id as for the profile id; never another account', async () => {
    const account = await signedIn(t, 'graduate');
    const byProfile = await api.get(`/api/v1/graduates/${account.profile.id}`, account.token);
    const byAccount = await api.get(`/api/v1/graduates/${account.user.id}`, account.token);
    expect(byAccount.statusCode, byAccount.body.msg).toBe(200);
    expect(byAccount.body.payload).toEqual(byProfile.body.payload);
    const other = await signedIn(t, 'graduate');
    const res = await api.get(`/api/v1/graduates/${other.user.id}`, account.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toBe(SERVER_MESSAGES.notOwner);
  });

  it('answers 400 naming the id for a malformed id', async () => {
    const account = await signedIn(t, 'graduate');
    const res = await api.get('/api/v1/graduates/not-a-uuid', account.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('Bad Request');
    expect(res.body.payload.fields.id).toEqual(expect.any(String));
  });

  it('answers 401 without a token', async () => {
    const account = await signedIn(t, 'graduate');
    const res = await api.get(`/api/v1/graduates/${account.profile.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.signInRequired, payload: null });
  });
});
