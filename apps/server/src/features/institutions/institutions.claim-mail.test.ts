import { ROLL_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledMail, signedIn } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Account, institutionWithProgrammes } from '../../test/institutions.fixtures';

// Issue 22.22: a rejected graduate is told why by e-mail too, not only on a screen they may never open again.
describe('claim decisions mailed to the graduate', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let yaba: Account;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    ({ institution: yaba } = await institutionWithProgrammes(t, 'Yaba College of Technology', [
      'Computer Science',
    ]));
  });
  afterAll(() => t.close());

  const claimant = async (name: string) => {
    const who = await signedIn(t, 'graduate', { name, complete: true });
    const res = await api.post(
      `/api/v1/graduates/${who.profile.id}/institutions/`,
      { institution_id: yaba.profile.id, matric_number: 'YCT/ND/2019/404' },
      who.token,
    );
    expect(res.statusCode, res.body.msg).toBeLessThan(300);
    return who;
  };
  const decide = (who: Account, body: Record<string, unknown>) =>
    api.patch(`/api/v1/institutions/${yaba.profile.id}/graduates/${who.profile.id}/claim`, body, yaba.token);
  // Mail leaves from the job queue after the answer: wait for it before reading what was sent.
  const mailTo = async (who: Account) =>
    (await settledMail(t)).sent.filter((message) => message.to === who.user.email.toLowerCase());

  it('mails the graduate the rejection with the institution and its reason', async () => {
    const kola = await claimant('Kola Adeyemi');
    const reason = 'No YCT/ND/2019/404 on our 2019 roll; send us your statement of result.';
    expect((await decide(kola, { decision: 'reject', reason })).statusCode).toBe(200);
    const mails = await mailTo(kola);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(ROLL_MESSAGES.claimRejectedMailSubject('Yaba College of Technology'));
    expect(mails[0].text).toBe(
      ROLL_MESSAGES.claimRejectedMail('Kola Adeyemi', 'Yaba College of Technology', reason),
    );
    expect(mails[0].text).toContain(reason);
    // The HTML twin carries the reason escaped, never as markup.
    expect(mails[0].html).toContain('statement of result');
  });

  it('escapes a reason written as markup in the HTML mail', async () => {
    const ada = await claimant('Ada Obi');
    expect((await decide(ada, { decision: 'reject', reason: '<b>not ours</b>' })).statusCode).toBe(200);
    const [mail] = await mailTo(ada);
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('<b>not ours</b>');
  });

  it('mails nothing on a confirmation or on a refused rejection', async () => {
    const bisi = await claimant('Bisi Ola');
    expect((await decide(bisi, { decision: 'reject' })).statusCode).toBe(400);
    expect((await decide(bisi, { decision: 'confirm' })).statusCode).toBe(200);
    expect(await mailTo(bisi)).toHaveLength(0);
  });
});
