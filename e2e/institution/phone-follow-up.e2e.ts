import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInDemoAdmin } from '../support/admin';
import { api, demoSession, newAccount, uniqueTag } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually, retry } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { publishGraduateSurvey } from '../surveys/survey-api';
import { apiAs, importRoll, lettersOf, newInstitution, rollCsv } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/*
 * Issue 28, end to end at 360 px: the reminder ladder hands two graduates over to phone follow-up; the institution
 * names one of its staff interviewer and shares the cases; the interviewer records a no-answer on one and a
 * completed interview on the other; the institution's response rate moves from 0 to 50 %.
 */
it('an institution assigns cases and its interviewer works the call list on a phone', {
  timeout: 300_000,
}, async () => {
  const tag = uniqueTag();
  const letters = lettersOf(tag);
  const institution = await newInstitution(tag);
  const programme = `Phone Welding ${letters}`;
  await api('POST', '/programmes/', { name: programme, accreditation_type: 'full' }, institution.token);
  await importRoll(
    institution,
    rollCsv([
      [
        `Amaka ${letters}`,
        `PHN/${tag}/1`,
        programme,
        '2023',
        'female',
        'Enugu',
        `a.${tag}@example.ng`,
        '08031110001',
      ],
      [
        `Bello ${letters}`,
        `PHN/${tag}/2`,
        programme,
        '2023',
        'male',
        'Kano',
        `b.${tag}@example.ng`,
        '08031110002',
      ],
    ]),
  );
  const survey = await publishGraduateSurvey(`Phone journey ${tag}`, [
    { text: 'What do you do now?', type: 'multiple_choice', options: ['Working for a wage', 'Studying'] },
    { text: 'Your job title', type: 'text' },
  ]);
  const { token } = await demoSession('admin');
  const study = await api<{ _id: string }>(
    'POST',
    '/admin/tracer-studies',
    {
      title: `Phone tracer ${tag}`,
      survey_id: survey.surveyId,
      cohorts: [2023],
      institution_ids: [institution.profileId],
      offsets: [],
      ladder: [{ day: 0, channel: 'phone', template: 'phone_follow_up' }],
    },
    token,
  );
  const day = 86_400_000;
  await api(
    'POST',
    `/admin/tracer-studies/${study._id}/waves`,
    {
      cohort: 2023,
      offset_months: 24,
      opens_at: new Date(Date.now() - day).toISOString(),
      closes_at: new Date(Date.now() + 30 * day).toISOString(),
    },
    token,
  );
  await api('POST', '/admin/tracer-sweep', undefined, token);
  await eventually(
    async () =>
      (await apiAs(institution)<{ handed_over: number }[]>('GET', '/institution/follow-up'))[0]?.handed_over,
    'both cases handed over to phone follow-up',
    30_000,
  ).toBe(2);

  const staff = await newAccount('staff', 'intv', { name: `Tunde ${letters}` });
  await apiAs(staff)('PATCH', `/staff/${staff.profileId}`, { institution_id: institution.profileId });

  // The institution names the interviewer and shares the cases, on a phone.
  const desk = await newPage(browser);
  await signIn(desk.page, 'institution', institution.email, institution.password);
  await desk.page.waitForURL('**/overview');
  await desk.page.goto('/follow-up');
  await desk.page.getByRole('heading', { name: 'Phone follow-up', level: 1 }).waitFor();
  await desk.page.getByRole('button', { name: `Name interviewer: Tunde ${letters}` }).click();
  await desk.page.getByText('Interviewer · open cases: 0').waitFor();
  await expect(desk.page.getByTestId('rr1').textContent()).resolves.toMatch(/^0\s?%$/);
  await desk.page.getByRole('button', { name: 'Share among the interviewers' }).click();
  await desk.page.getByText('Interviewer · open cases: 2').waitFor();
  await screenshot(desk.page, 'follow-up-institution-phone');
  expect(await axeViolations(desk.page)).toEqual([]);
  expect(await desk.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );

  // The interviewer works the list: a no-answer, then a completed interview.
  const caller = await newPage(browser);
  await signIn(caller.page, 'staff', staff.email, staff.password);
  await caller.page.waitForURL('**/surveys');
  await caller.page.goto('/calls');
  await caller.page.getByRole('heading', { name: `Amaka ${letters}` }).waitFor();
  await screenshot(caller.page, 'follow-up-call-list-phone');
  expect(await axeViolations(caller.page)).toEqual([]);
  await expect(
    caller.page
      .getByRole('link', { name: new RegExp(`^Call .*\\(Amaka ${letters}\\)$`) })
      .getAttribute('href'),
  ).resolves.toMatch(/^tel:(\+234|0)8031110001$/);
  expect(await caller.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );

  await caller.page.getByRole('link', { name: `Record the call for Amaka ${letters}` }).click();
  await caller.page.getByRole('button', { name: 'No answer' }).click();
  await caller.page.waitForURL('**/calls');
  await caller.page.getByText(/: No answer$/).waitFor();

  await caller.page.getByRole('link', { name: `Record the call for Bello ${letters}` }).click();
  await caller.page.getByRole('button', { name: 'Answered: start the interview' }).click();
  await caller.page.getByRole('heading', { name: 'Interview' }).waitFor();
  // A reload mid-interview reopens it, and records no second call: the call's key stays in the address.
  await caller.page.waitForURL(/[?&]call=[0-9a-f]{32}/);
  await caller.page.reload();
  await caller.page.getByRole('heading', { name: 'Interview' }).waitFor();
  await caller.page.getByLabel('Language of the interview').selectOption('ha');
  await caller.page.getByLabel('Working for a wage').check();
  await caller.page.getByLabel('Your job title').fill('Welder');
  await screenshot(caller.page, 'follow-up-interview-phone');
  expect(await axeViolations(caller.page)).toEqual([]);
  expect(await caller.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
  await caller.page.getByRole('button', { name: 'Finish the interview' }).click();
  await caller.page.waitForURL('**/calls');
  await caller.page.getByRole('heading', { name: `Amaka ${letters}` }).waitFor();
  await caller.page.getByRole('heading', { name: `Bello ${letters}` }).waitFor({ state: 'detached' });
  expect(caller.pageErrors).toEqual([]);

  // The institution's response rate moved: one of two graduates answered, by phone.
  await desk.page.reload();
  await retry(async () => {
    await expect(desk.page.getByTestId('rr1').textContent()).resolves.toMatch(/^50\s?%$/);
  });
  await expect(desk.page.getByTestId('rr1-phone').textContent()).resolves.toMatch(/^50\s?%$/);
  // Two calls: the no-answer and the answered one, reloaded in the middle but recorded once.
  const figures = await apiAs(institution)<{ per_day: { calls: number }[] }>(
    'GET',
    '/institution/follow-up/stats',
  );
  expect(figures.per_day.reduce((sum, row) => sum + row.calls, 0)).toBe(2);
  await screenshot(desk.page, 'follow-up-figures-phone');
  expect(desk.pageErrors).toEqual([]);

  await desk.page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(desk.page, 'follow-up-institution-desktop');
  await desk.page.setViewportSize({ width: 360, height: 740 });

  // The administrators' figures count the interview too (1280 px).
  const adminTab = await newPage(browser, { width: 1280, height: 900 });
  await signInDemoAdmin(adminTab.page);
  await adminTab.page.goto('/admin/follow-up');
  await adminTab.page.getByRole('heading', { name: 'Phone follow-up', level: 1 }).waitFor();
  await adminTab.page.getByRole('table', { name: 'Calls per interviewer per day' }).waitFor();
  await screenshot(adminTab.page, 'follow-up-admin-desktop');
  expect(await axeViolations(adminTab.page)).toEqual([]);
  expect(adminTab.pageErrors).toEqual([]);
});
