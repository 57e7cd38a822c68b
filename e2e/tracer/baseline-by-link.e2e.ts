import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInDemoAdmin } from '../support/admin';
import { uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { retry } from '../support/eventually';
import { invitedGraduate } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/*
 * Issue 26, the wave at graduation end to end: a graduate on the roll who never signed up opens the baseline wave's
 * invitation link on a 360 px phone, confirms their contact details, agrees to one optional extra and refuses
 * another, names someone who will know how to reach them, answers and sends; the administrator's console counts the
 * case complete. The wave is made here (the demo's study has no open wave at graduation for a fresh roll row).
 */
it('a graduate who never signed up confirms their contacts and answers the wave at graduation on a phone', {
  timeout: 240_000,
}, async () => {
  const { study, path, surveyTitle, studyTitle } = await invitedGraduate({
    tag: uniqueTag(),
    kind: 'Baseline',
    person: { firstName: 'Amaka', matricPrefix: 'BSL', state: 'Anambra', phone: '08031234568' },
    cohort: 2025,
    offsetMonths: 0,
    questions: [
      { text: 'What do you do now?', type: 'multiple_choice', options: ['Working for a wage', 'Studying'] },
    ],
  });

  // The same link on a desk, to look at the section at 1280 px (opening it spends nothing).
  const desk = await newPage(browser, { width: 1280, height: 900 });
  await desk.page.goto(path);
  await desk.page.getByRole('heading', { name: 'How can we reach you?' }).waitFor();
  await screenshot(desk.page, 'tracer-baseline-1280');
  await desk.context.close();

  const phone = await newPage(browser);
  await phone.page.goto(path);
  await phone.page.getByRole('heading', { name: surveyTitle }).waitFor();
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
  await consoleTab.page.getByRole('heading', { name: studyTitle }).waitFor();
  await retry(async () => {
    const text = await consoleTab.page.getByRole('table').first().textContent();
    expect(text).toContain('100.0 %');
  });
  await screenshot(consoleTab.page, 'tracer-baseline-console');
});
