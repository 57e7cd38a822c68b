import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInDemoAdmin } from '../support/admin';
import { api, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { retry } from '../support/eventually';
import { mailsTo } from '../support/outbox';
import { invitedGraduate } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/*
 * Issue 26, end to end: a graduate on an institution's roll who never signed up receives the tracer invitation
 * (the outbox), opens its link on a 360 px phone, sees the privacy notice link, answers and sends; the
 * administrator's console counts the case complete; the next sweep sends them no reminder.
 */
it('a graduate who never signed up answers from the invitation link on a phone', {
  timeout: 240_000,
}, async () => {
  const { email, study, path, surveyTitle, studyTitle, token } = await invitedGraduate({
    tag: uniqueTag(),
    kind: 'Tracer',
    person: { firstName: 'Ngozi', matricPrefix: 'TRC', state: 'Enugu', phone: '08031234567' },
    cohort: 2024,
    offsetMonths: 24,
    questions: [
      { text: 'What do you do now?', type: 'multiple_choice', options: ['Working for a wage', 'Studying'] },
      { text: 'Your job title', type: 'text' },
    ],
  });

  const phone = await newPage(browser);
  await phone.page.goto(path);
  await phone.page.getByRole('heading', { name: surveyTitle }).waitFor();
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
  await desk.page.getByRole('heading', { name: studyTitle }).waitFor();
  await screenshot(desk.page, 'tracer-console');
  await retry(async () => {
    const text = await desk.page.getByRole('table').first().textContent();
    expect(text).toContain('100.0 %');
  });

  // The next sweep sends no reminder to the graduate who answered.
  await api('POST', '/admin/tracer-sweep', undefined, token);
  expect(await mailsTo(email)).toHaveLength(1);
  // And the link works once.
  await phone.page.goto(path);
  await phone.page.getByText('This link has been used already').waitFor();
});
