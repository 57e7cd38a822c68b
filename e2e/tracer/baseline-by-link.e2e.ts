import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { importRoll, lettersOf, newInstitution, rollCsv } from '../institution/support';
import { signInDemoAdmin } from '../support/admin';
import { api, demoSession, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually, retry } from '../support/eventually';
import { publishGraduateSurvey } from '../surveys/survey-api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every outbox mail to `address` (the server writes one JSON file per mail). */
async function mailsTo(address: string, subject: string) {
  const folder = join(inject('dataDir'), 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    names.map(
      async (name) =>
        JSON.parse(await readFile(join(folder, name), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
    ),
  );
  return mails.filter(
    (mail) => mail.to.toLowerCase() === address.toLowerCase() && mail.subject.startsWith(subject),
  );
}

/*
 * Issue 26, the wave at graduation end to end: a graduate on the roll who never signed up opens the baseline wave's
 * invitation link on a 360 px phone, confirms their contact details, agrees to one optional extra and refuses
 * another, names someone who will know how to reach them, answers and sends; the administrator's console counts the
 * case complete. The wave is made here (the demo's study has no open wave at graduation for a fresh roll row).
 */
it('a graduate who never signed up confirms their contacts and answers the wave at graduation on a phone', {
  timeout: 240_000,
}, async () => {
  const tag = uniqueTag();
  const institution = await newInstitution(tag);
  const programme = `Baseline Welding ${lettersOf(tag)}`;
  await api('POST', '/programmes/', { name: programme, accreditation_type: 'full' }, institution.token);
  const email = `baseline.${tag}@example.ng`;
  await importRoll(
    institution,
    rollCsv([
      [
        `Amaka ${lettersOf(tag)}`,
        `BSL/${tag}/1`,
        programme,
        '2025',
        'female',
        'Anambra',
        email,
        '08031234568',
      ],
    ]),
  );
  const survey = await publishGraduateSurvey(`Baseline journey ${tag}`, [
    { text: 'What do you do now?', type: 'multiple_choice', options: ['Working for a wage', 'Studying'] },
  ]);
  const { token } = await demoSession('admin');
  const study = await api<{ _id: string }>(
    'POST',
    '/admin/tracer-studies',
    {
      title: `Baseline ${tag}`,
      survey_id: survey.surveyId,
      cohorts: [2025],
      institution_ids: [institution.profileId],
      offsets: [],
    },
    token,
  );
  const day = 86_400_000;
  await api(
    'POST',
    `/admin/tracer-studies/${study._id}/waves`,
    {
      cohort: 2025,
      offset_months: 0,
      opens_at: new Date(Date.now() - day).toISOString(),
      closes_at: new Date(Date.now() + 30 * day).toISOString(),
    },
    token,
  );
  await api('POST', '/admin/tracer-sweep', undefined, token);
  // The demo's national study may invite the same graduate too: this study's invitation is named by its title.
  const title = `Baseline ${tag}`;
  await eventually(async () => (await mailsTo(email, title)).length, 'the invitation in the outbox').toBe(1);
  const [invitation] = await mailsTo(email, title);
  const path = invitation?.text.match(/https?:\/\/\S+?(\/a\/[\w-]+)\n/)?.[1];
  expect(path).toBeTruthy();

  // The same link on a desk, to look at the section at 1280 px (opening it spends nothing).
  const desk = await newPage(browser, { width: 1280, height: 900 });
  await desk.page.goto(path as string);
  await desk.page.getByRole('heading', { name: 'How can we reach you?' }).waitFor();
  await screenshot(desk.page, 'tracer-baseline-1280');
  await desk.context.close();

  const phone = await newPage(browser);
  await phone.page.goto(path as string);
  await phone.page.getByRole('heading', { name: `Baseline journey ${tag}` }).waitFor();
  const section = phone.page.getByRole('form', { name: 'How can we reach you?' });
  await section.waitFor();
  // The roll's contacts are shown masked: enough to recognise, not to read off a forwarded link.
  await section.getByText('b•••@example.ng').waitFor();
  await section.getByLabel('Phone number', { exact: true }).fill('08061234567');
  await section.getByLabel('WhatsApp number (optional)', { exact: true }).fill('08061234567');
  await section.getByLabel('Be offered a mentor from your trade').selectOption({ label: 'Yes, I agree' });
  await section.getByLabel('Be shown to employers looking for your skills').selectOption({ label: 'No' });
  await section.getByLabel('Their name', { exact: true }).fill('Chinedu Okafor');
  await section.getByLabel('Who they are to you (e.g. aunt, friend)').fill('brother');
  await section.getByLabel('Their phone number', { exact: true }).fill('08097654321');
  await screenshot(phone.page, 'tracer-baseline-phone');
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await section.getByRole('button', { name: 'Confirm my contact details' }).click();
  await section.getByRole('status').getByText('Thank you: your contact details are confirmed').waitFor();

  // Opened again before answering, the page knows the details are confirmed.
  await phone.page.reload();
  await phone.page
    .getByRole('form', { name: 'How can we reach you?' })
    .getByRole('button', { name: 'Update my contact details' })
    .waitFor();

  await phone.page.getByLabel('Working for a wage').check();
  await phone.page.getByRole('button', { name: 'Send my answers' }).click();
  await phone.page.getByRole('heading', { name: 'Thank you!' }).waitFor();
  await screenshot(phone.page, 'tracer-baseline-phone-sent');
  expect(phone.pageErrors).toEqual([]);

  // The administrator's console counts the case complete.
  const consoleTab = await newPage(browser, { width: 1280, height: 900 });
  await signInDemoAdmin(consoleTab.page);
  await consoleTab.page.goto(`/admin/tracer/${study._id}`);
  await consoleTab.page.getByRole('heading', { name: `Baseline ${tag}` }).waitFor();
  await retry(async () => {
    const text = await consoleTab.page.getByRole('table').first().textContent();
    expect(text).toContain('100.0 %');
  });
  await screenshot(consoleTab.page, 'tracer-baseline-console');
});
