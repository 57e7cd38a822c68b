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
async function mailsTo(address: string) {
  const folder = join(inject('dataDir'), 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as { to: string; text: string },
    ),
  );
  return mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/*
 * Issue 26, end to end: a graduate on an institution's roll who never signed up receives the tracer invitation
 * (the outbox), opens its link on a 360 px phone, sees the privacy notice link, answers and sends; the
 * administrator's console counts the case complete; the next sweep sends them no reminder.
 */
it('a graduate who never signed up answers from the invitation link on a phone', {
  timeout: 240_000,
}, async () => {
  const tag = uniqueTag();
  const institution = await newInstitution(tag);
  const programme = `Tracer Welding ${lettersOf(tag)}`;
  await api('POST', '/programmes/', { name: programme, accreditation_type: 'full' }, institution.token);
  const email = `tracer.${tag}@example.ng`;
  await importRoll(
    institution,
    rollCsv([
      [`Ngozi ${lettersOf(tag)}`, `TRC/${tag}/1`, programme, '2024', 'female', 'Enugu', email, '08031234567'],
    ]),
  );
  const survey = await publishGraduateSurvey(`Tracer journey ${tag}`, [
    { text: 'What do you do now?', type: 'multiple_choice', options: ['Working for a wage', 'Studying'] },
    { text: 'Your job title', type: 'text' },
  ]);
  const { token } = await demoSession('admin');
  const study = await api<{ _id: string }>(
    'POST',
    '/admin/tracer-studies',
    {
      title: `Tracer ${tag}`,
      survey_id: survey.surveyId,
      cohorts: [2024],
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
      cohort: 2024,
      offset_months: 24,
      opens_at: new Date(Date.now() - day).toISOString(),
      closes_at: new Date(Date.now() + 30 * day).toISOString(),
    },
    token,
  );
  await api('POST', '/admin/tracer-sweep', undefined, token);
  await eventually(async () => (await mailsTo(email)).length, 'the invitation in the outbox').toBe(1);
  const [invitation] = await mailsTo(email);
  const path = invitation?.text.match(/https?:\/\/\S+?(\/a\/[\w-]+)\n/)?.[1];
  expect(path).toBeTruthy();

  const phone = await newPage(browser);
  await phone.page.goto(path as string);
  await phone.page.getByRole('heading', { name: `Tracer journey ${tag}` }).waitFor();
  await expect(
    phone.page.getByRole('link', { name: 'Read the privacy notice' }).getAttribute('href'),
  ).resolves.toBe('/privacy');
  // The version shown is named beside the link (and recorded for the case: tracer.waves.test.ts).
  await phone.page.getByText(/\(version \d+\)/).waitFor();
  await phone.page.getByLabel('Working for a wage').check();
  await phone.page.getByLabel('Your job title').fill('Welder');
  await screenshot(phone.page, 'tracer-answer-phone');
  // Nothing sticks out of a 360 px screen.
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await phone.page.getByRole('button', { name: 'Send my answers' }).click();
  await phone.page.getByRole('heading', { name: 'Thank you!' }).waitFor();
  expect(phone.pageErrors).toEqual([]);

  // The administrator's console counts the case complete.
  const desk = await newPage(browser, { width: 1280, height: 900 });
  await signInDemoAdmin(desk.page);
  await desk.page.goto(`/admin/tracer/${study._id}`);
  await desk.page.getByRole('heading', { name: `Tracer ${tag}` }).waitFor();
  await screenshot(desk.page, 'tracer-console');
  await retry(async () => {
    const text = await desk.page.getByRole('table').first().textContent();
    expect(text).toContain('100.0 %');
  });

  // The next sweep sends no reminder to the graduate who answered.
  await api('POST', '/admin/tracer-sweep', undefined, token);
  expect(await mailsTo(email)).toHaveLength(1);
  // And the link works once.
  await phone.page.goto(path as string);
  await phone.page.getByText('This link has been used already').waitFor();
});
