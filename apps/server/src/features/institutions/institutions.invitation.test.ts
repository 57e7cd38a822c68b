import { INVITE_PARAMS, invitationFromQuery, ROLL_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { login, register, STRONG_PASSWORD, signedIn } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  type Account,
  graduateName,
  importRoll,
  institutionWithProgrammes,
  rollClient,
  rollCsv,
  rollLine,
} from '../../test/institutions.fixtures';

/*
 * A roll invitation from the mail to a confirmed claim: the link starts with PUBLIC_URL whatever Origin or Host
 * the institution's request carried, opens the graduate registration with institution, programme and year,
 * and after the invited address is verified the graduate's claim is the roll row (matric, programme, year).
 */
const PUBLIC_URL = 'https://tracer.example.ng';

describe('PUBLIC_URL', () => {
  const base = { DATA_DIR: '/tmp/tvet-config-test', JWT_SECRET: 'x'.repeat(32) };
  it('defaults to http://localhost:<PORT>, drops a trailing slash and refuses what is not an http(s) address', () => {
    expect(loadConfig({ ...base }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://tracer.example.ng/app/' }).publicUrl).toBe(
      'https://tracer.example.ng/app',
    );
    for (const wrong of ['javascript:alert(1)', 'tracer.example.ng', 'https://a@b.ng', 'https://b.ng/?x=1']) {
      expect(() => loadConfig({ ...base, PUBLIC_URL: wrong }), wrong).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, PUBLIC_URL: wrong })).toThrow(/PUBLIC_URL must be an http/);
    }
  });
});

describe('roll invitations', () => {
  let t: TestApp;
  let rolls: ReturnType<typeof rollClient>;
  let poly: Account;
  let catering: string;
  const invitee = 'chioma.invitee@example.ng';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
    rolls = rollClient(t.app);
    const made = await institutionWithProgrammes(t, 'Lagos State Polytechnic', ['Catering', 'Welding']);
    poly = made.institution;
    catering = made.programmes.Catering;
    await importRoll(
      t.app,
      poly,
      rollCsv([
        rollLine(1, {
          programme: 'Catering',
          graduation_year: 2022,
          email: invitee,
          matric_number: 'LSP/22/0101',
        }),
        rollLine(2, { programme: 'Welding', email: 'someone.else@example.ng' }),
      ]),
    );
  });
  afterAll(() => t.close());

  async function invitationLink(): Promise<URL> {
    const entries = (await rolls.list(poly, '?limit=10')).body.payload.docs;
    const row = entries.find((entry: any) => entry.name === graduateName(1));
    const before = t.mail.sent.length;
    // A hostile Origin and Host: the link must not follow them.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/institutions/${poly.profile.id}/roll/invitations`,
      payload: { ids: [row._id], resend: true },
      headers: {
        authorization: `Bearer ${poly.token}`,
        origin: 'https://tracer-login.example.com',
        host: 'evil.example.com',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = t.mail.sent.slice(before).find((sent) => sent.to === invitee);
    const found = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(found, 'a link in the mail').toBeTruthy();
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/register?`);
    return new URL(found as string);
  }

  it('builds the link from PUBLIC_URL, never the request Origin or Host, for the graduate registration page', async () => {
    const link = await invitationLink();
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/register');
    // The register page reads `type` (a `user_type` link sent the graduate back to the home page).
    expect(link.searchParams.get('type')).toBe('graduate');
    expect(invitationFromQuery(link.searchParams)).toEqual({
      institution_id: poly.profile.id,
      programme_id: catering,
      graduation_year: 2022,
      email: invitee,
    });
    expect(link.searchParams.get(INVITE_PARAMS.email)).toBe(invitee);
  });

  it('after registration and verification, accepting the invitation makes the roll row a confirmed claim', async () => {
    const link = await invitationLink();
    const invitation = invitationFromQuery(link.searchParams);
    const registered = await register(t, 'graduates', { email: invitee, username: 'chioma_invitee' });
    const api = client(t.app);
    const verified = await api.post(`/api/v1/verification/verify/${invitee}`, { otp: registered.code });
    expect(verified.statusCode, verified.body.msg).toBe(200);
    const session = await login(t, 'graduate', invitee, STRONG_PASSWORD);
    const me = session.user._id;

    const res = await api.post(
      `/api/v1/graduates/${me}/institutions/invitation`,
      { institution_id: invitation?.institution_id },
      session.key,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(ROLL_MESSAGES.invitationAccepted);
    expect(res.body.payload.docs).toHaveLength(1);
    expect(res.body.payload.docs[0].link).toMatchObject({
      matric_number: 'LSP/22/0101',
      programme_id: { _id: catering, name: 'Catering' },
      graduation_year: 2022,
      claim_status: 'confirmed',
    });
    const row = (await rolls.list(poly, '?name=LSP/22/0101')).body.payload.docs[0];
    expect(row.claim_status).toBe('confirmed');
    // Sent again, it changes nothing.
    const again = await api.post(
      `/api/v1/graduates/${me}/institutions/invitation`,
      { institution_id: poly.profile.id },
      session.key,
    );
    expect(again.body.payload.docs[0].link.claim_status).toBe('confirmed');
  });

  it('refuses a graduate whose address is not on the roll, and other roles', async () => {
    const stranger = await signedIn(t, 'graduate');
    const res = await client(t.app).post(
      `/api/v1/graduates/${stranger.profile.id}/institutions/invitation`,
      { institution_id: poly.profile.id },
      stranger.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.body.msg).toBe(ROLL_MESSAGES.invitationNotOnRoll);
    expect(
      (await client(t.app).get(`/api/v1/graduates/${stranger.profile.id}/institutions`, stranger.token)).body
        .payload.docs,
    ).toEqual([]);
    const other = await client(t.app).post(
      `/api/v1/graduates/${stranger.profile.id}/institutions/invitation`,
      { institution_id: poly.profile.id },
      poly.token,
    );
    expect(other.statusCode).toBe(403);
  });
});
