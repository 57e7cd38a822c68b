import { LANGUAGE_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signedIn, userByEmail } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

/** Issue 29: the account keeps its interface language; text is stored NFC-normalised. */
describe('PATCH /api/v1/users/{id}/language', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('keeps the choice, and the next sign-in carries it', async () => {
    const account = await signedIn(t, 'graduate');
    const res = await api.patch(
      `/api/v1/users/${account.user.id}/language`,
      { language: 'ha' },
      account.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(LANGUAGE_MESSAGES.languageSaved);
    expect(res.body.payload).toEqual({ language: 'ha' });
    expect((await userByEmail(t.database.db, account.user.email)).language).toBe('ha');

    const again = await login(t, 'graduate', account.user.email, account.password);
    expect(again.user.language).toBe('ha');
  });

  it('starts with no choice (null): the device decides', async () => {
    const account = await signedIn(t, 'staff');
    expect(account.session.user.language).toBeNull();
  });

  it('refuses an unknown code with a 400 naming the five, and changes nothing', async () => {
    const account = await signedIn(t, 'graduate');
    await api.patch(`/api/v1/users/${account.user.id}/language`, { language: 'yo' }, account.token);
    for (const language of ['fr', 'HA', 'en-GB', '', 7]) {
      const res = await api.patch(`/api/v1/users/${account.user.id}/language`, { language }, account.token);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.body)).toContain(LANGUAGE_MESSAGES.unknownLanguage);
    }
    expect((await userByEmail(t.database.db, account.user.email)).language).toBe('yo');
  });

  it("never sets another account's language", async () => {
    const account = await signedIn(t, 'graduate');
    const other = await signedIn(t, 'graduate');
    const res = await api.patch(`/api/v1/users/${other.user.id}/language`, { language: 'ig' }, account.token);
    expect(res.statusCode).toBe(403);
    expect((await userByEmail(t.database.db, other.user.email)).language).toBeNull();
    const anonymous = await api.patch(`/api/v1/users/${other.user.id}/language`, { language: 'ig' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores text NFC-normalised whichever way the phone composed it', async () => {
    const account = await signedIn(t, 'staff');
    // "Adéọ̀lá Ɓello": decomposed (e + combining acute, o + dot below + grave) as some keyboards send it.
    const decomposed = 'Ade\u0301o\u0323\u0300la\u0301 \u0181ello';
    expect(decomposed).not.toBe(decomposed.normalize('NFC'));
    const res = await api.patch(`/api/v1/staff/${account.profile.id}`, { name: decomposed }, account.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    const stored = (await userByEmail(t.database.db, account.user.email)).name;
    expect(stored).toBe(decomposed.normalize('NFC'));
    expect(stored).toBe('Adéọ̀lá Ɓello'.normalize('NFC'));
  });
});
