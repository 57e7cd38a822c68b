import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importRoll, lettersOf, newInstitution, rollCsv } from '../institution/support';
import { signInDemoAdmin } from '../support/admin';
import { api, demoSession, uniqueTag } from '../support/api';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { retry } from '../support/eventually';
import { layoutProblems } from '../support/layout-check';
import { publishGraduateSurvey } from '../surveys/survey-api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/*
 * Issue 27, end to end against the real server and the fake gateway: a graduate on an institution's roll, in an
 * open tracer wave, answers the survey by USSD on the administrators' phone simulator at 360 px (confirming who
 * they are with the last 4 characters of their matric number; the free-text question is skipped on USSD), and
 * the administrator's tracer console counts the case complete with mode USSD.
 */
it('answers a tracer survey by USSD on the phone simulator, and the console counts it complete by USSD', {
  timeout: 240_000,
}, async () => {
  const tag = uniqueTag();
  const institution = await newInstitution(tag);
  const programme = `USSD Welding ${lettersOf(tag)}`;
  await api('POST', '/programmes/', { name: programme, accreditation_type: 'full' }, institution.token);
  // A number only this run uses; ending in 1, which the fake network delivers.
  const digits = String(Date.now() % 1_000_000).padStart(6, '0');
  const phone = `0809${digits}1`;
  const matric = `USD/${tag}/K7Q4`;
  await importRoll(
    institution,
    rollCsv([[`Musa ${lettersOf(tag)}`, matric, programme, '2024', 'male', 'Kano', '', phone]]),
  );
  const survey = await publishGraduateSurvey(`USSD tracer ${tag}`, [
    { text: 'Are you working now?', type: 'objective', options: ['Yes', 'No'] },
    { text: 'Describe your job in your own words', type: 'text' },
    { text: 'Your monthly income?', type: 'objective', options: ['Under N30k', 'N30k-N100k', 'Over N100k'] },
  ]);
  const { token } = await demoSession('admin');
  const study = await api<{ _id: string }>(
    'POST',
    '/admin/tracer-studies',
    {
      title: `USSD study ${tag}`,
      survey_id: survey.surveyId,
      cohorts: [2024],
      institution_ids: [institution.profileId],
      offsets: [],
      ladder: [{ day: 0, channel: 'sms', template: 'invitation' }],
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

  const { page, pageErrors } = await newPage(browser, PHONE);
  await signInDemoAdmin(page);
  await page.goto('/admin/phones');
  await page.getByRole('heading', { level: 1, name: 'Phones without data' }).waitFor();
  await page.getByLabel('Phone number').fill(phone);
  // The invitation by text message reached the phone's inbox, with STOP wording.
  const inbox = page.getByRole('list', { name: 'Messages received' });
  await retry(async () => {
    expect(await inbox.getByText(/^TVET Tracer: how is work since you graduated\?/).count()).toBe(1);
  });
  await inbox.getByText(/Reply STOP to opt out/).waitFor();

  const screen = page.getByTestId('phone-screen');
  const reply = async (value: string) => {
    await page.getByLabel('Your reply').fill(value);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
  };
  await page.getByRole('button', { name: /^Dial \*/ }).click();
  await screen.getByText(/To confirm it is you/).waitFor();
  await reply('k7q4');
  await screen.getByText('Are you working now?').waitFor();
  await screenshot(page, 'gateway-ussd-interview-360');
  expect(await layoutProblems(page, false)).toEqual([]);
  await reply('1');
  // The free-text question is not asked on USSD: income comes next.
  await screen.getByText('Your monthly income?').waitFor();
  await reply('2');
  await screen.getByText(/Thank you\. Your answers are saved/).waitFor();
  expect(pageErrors).toEqual([]);

  // The console counts the case complete, by USSD.
  const desk = await newPage(browser, { width: 1280, height: 900 });
  await signInDemoAdmin(desk.page);
  await desk.page.goto(`/admin/tracer/${study._id}`);
  await desk.page.getByRole('heading', { name: `USSD study ${tag}` }).waitFor();
  const byChannel = desk.page.getByRole('list', { name: 'Answers by channel' });
  await byChannel
    .getByText('USSD: 1 complete, 0 partial (1 case skipped questions its channel could not ask)')
    .waitFor();
  await retry(async () => {
    expect(await desk.page.getByRole('table').first().textContent()).toContain('100.0 %');
  });
  await screenshot(desk.page, 'tracer-console-by-channel-1280');
  expect(desk.pageErrors).toEqual([]);

  // The same console at 360 px.
  const small = await newPage(browser, PHONE);
  await signInDemoAdmin(small.page);
  await small.page.goto(`/admin/tracer/${study._id}`);
  await small.page
    .getByRole('list', { name: 'Answers by channel' })
    .getByText(/^USSD: 1 complete/)
    .waitFor();
  expect(await layoutProblems(small.page, false)).toEqual([]);
  await screenshot(small.page, 'tracer-console-by-channel-360');
});
