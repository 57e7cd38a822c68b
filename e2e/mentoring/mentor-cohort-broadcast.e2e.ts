import { MENTORING_MESSAGES } from '@tvet/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invitedAdmin, signInAdminWithTotp } from '../support/admin';
import { uniqueTag } from '../support/api';
import { type AxeFinding, axeViolations } from '../support/axe';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { institutionWithGraduates, invitationToken, lettersOf } from './support';

/*
 * Issue 12: an administrator invites a mentor and assigns three graduates by institution; the mentor sets a
 * password from the mailed link, sees the cohort, opens a mentee and sends a broadcast; a graduate sees the
 * mentor under /mentors and reads the broadcast in /messages. Every screen is photographed at 1280 and 360 px
 * and checked by axe-core at both widths.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1280, height: 800 };

/** What axe found, by screen and width; the journey ends by checking it is empty. */
const findings: Record<string, AxeFinding[]> = {};

/** The screen at both widths, photographed and checked by axe, then back to the width it had. */
async function bothWidths(page: Page, name: string) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const [width, size] of [
    ['1280', DESKTOP],
    ['360', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, `mentoring-${name}-${width}`);
    const found = await axeViolations(page);
    if (found.length > 0) findings[`${name} at ${width}`] = found;
  }
  await page.setViewportSize(before);
}

/*
 * One journey over three roles, in three steps that share what the earlier made: as one test it did the work of
 * three journeys (20 screens photographed and checked) inside one 60 s budget, took 31 s at a load of 12 on two
 * cores and ran out of time under heavier load. Each step now has the budget of one role's journey; a step
 * whose predecessor failed fails too, naming where the journey broke.
 */
const tag = uniqueTag();
const letters = lettersOf(tag);
const menteeNames = [`Adaeze ${letters}`, `Bashir ${letters}`, `Chinedu ${letters}`];
const mentor = {
  name: `Ifeoma ${letters}`,
  email: `mentor.${tag}@example.ng`,
  username: `mentor_${tag}`.slice(0, 20),
  password: 'Mentor-Pass-2025',
};
const broadcast = `Career fair at the Benin hub on Friday ${tag}: bring your CV.`;
let cohort: Awaited<ReturnType<typeof institutionWithGraduates>>;
/** When the invitation was mailed, to find it in the outbox. */
let since = '';

it('an administrator invites a mentor and assigns a cohort by institution', async () => {
  cohort = await institutionWithGraduates(tag, menteeNames);
  const { institution } = cohort;
  const admin = await invitedAdmin('mentoring');

  // The administrator: Mentors, add one (the invitation is mailed), then assign by institution.
  const desk = await newPage(browser, DESKTOP);
  await signInAdminWithTotp(desk.page, admin);
  await desk.page.getByRole('navigation').getByRole('link', { name: 'Mentors' }).click();
  await desk.page.waitForURL('**/admin/mentors');
  await desk.page.getByRole('heading', { level: 1, name: 'Mentors' }).waitFor();
  since = new Date(Date.now() - 1000).toISOString();
  await desk.page.getByRole('button', { name: 'Add a mentor' }).click();
  const form = desk.page.getByRole('dialog', { name: 'Add a mentor' });
  await form.getByLabel(/^Name/).fill(mentor.name);
  await form.getByLabel(/^E-mail address/).fill(mentor.email);
  await form.getByLabel(/^Mentor type/).selectOption('individual');
  await form.getByLabel(/^Area of specialization/).fill('Solar installation');
  await form.getByLabel(/^Industry/).selectOption('Energy & Power');
  await bothWidths(desk.page, 'admin-add-mentor');
  await form.getByRole('button', { name: 'Create and send invitation' }).click();
  await desk.page.getByText(MENTORING_MESSAGES.mentorCreated(mentor.email)).waitFor();
  await desk.page.getByRole('searchbox', { name: /Name, e-mail/ }).fill(mentor.name);
  await desk.page.getByText('1 mentor', { exact: true }).waitFor();
  await desk.page.getByRole('list', { name: 'Mentors' }).getByText('Invited', { exact: true }).waitFor();
  await bothWidths(desk.page, 'admin-mentors');

  await desk.page.getByRole('link', { name: `Manage cohort of ${mentor.name}` }).click();
  await desk.page.getByRole('heading', { level: 1, name: mentor.name }).waitFor();
  const filters = desk.page.getByRole('region', { name: 'Assign graduates by filters' });
  await filters.getByRole('searchbox', { name: 'Institution' }).fill(institution.name);
  await filters.getByRole('button', { name: new RegExp(institution.name) }).click();
  await filters.getByRole('button', { name: 'Preview' }).click();
  await filters.getByText(MENTORING_MESSAGES.previewReady(3)).waitFor();
  await bothWidths(desk.page, 'admin-assign-preview');
  await filters.getByRole('button', { name: 'Assign 3 graduates' }).click();
  await desk.page.getByText(MENTORING_MESSAGES.bulkAssigned(3)).waitFor();
  const cohortRegion = desk.page.getByRole('region', { name: 'Cohort' });
  await cohortRegion.getByText('3 graduates', { exact: true }).waitFor();
  await desk.page.getByText('Cohort: 3 graduates').waitFor();
  await bothWidths(desk.page, 'admin-cohort');
  expect(findings).toEqual({});
  expect(desk.pageErrors).toEqual([]);
  await desk.context.close();
});

it('the mentor sets up the account from the mailed link, finds the cohort and broadcasts', async () => {
  expect(since, 'the administrator step mailed no invitation').not.toBe('');
  const { institution } = cohort;
  // The mentor, on a phone: the mailed link, a username and password, then sign in.
  const token = await invitationToken(mentor.email, since);
  const phone = await newPage(browser);
  await phone.page.goto(`/invitation/${token}`);
  await phone.page.getByRole('heading', { level: 1, name: 'Set up your account' }).waitFor();
  await phone.page.getByText(`You are invited as a mentor with ${mentor.email}`, { exact: false }).waitFor();
  await bothWidths(phone.page, 'invitation');
  await phone.page.getByLabel(/^Username/).fill(mentor.username);
  await phone.page.getByLabel(/^Password/).fill(mentor.password);
  await phone.page.getByLabel(/^Confirm password/).fill(mentor.password);
  await phone.page.getByRole('button', { name: 'Create my account' }).click();
  await phone.page.getByRole('heading', { level: 1, name: 'Account ready' }).waitFor();
  await phone.page.getByRole('link', { name: 'Sign in' }).click();
  await phone.page.waitForURL('**/login?type=mentor');
  await signIn(phone.page, 'mentor', mentor.email, mentor.password);
  await phone.page.waitForURL('**/overview');
  await phone.page.getByRole('heading', { level: 1, name: `Hello ${mentor.username}` }).waitFor();
  const overviewTable = phone.page.getByRole('table', { name: 'Your mentees' });
  await overviewTable.waitFor();
  await eventually(() => overviewTable.getByRole('button', { name: /^View / }).count()).toBe(3);
  await bothWidths(phone.page, 'mentor-overview');

  // The link worked once.
  const reused = await newPage(browser);
  await reused.page.goto(`/invitation/${token}`);
  await reused.page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
  await reused.context.close();

  // The cohort, a search, a mentee's read-only profile.
  await phone.page.goto('/mentees');
  await phone.page.getByRole('heading', { level: 1, name: 'Cohort' }).waitFor();
  await phone.page.getByText('3 mentees', { exact: true }).waitFor();
  await bothWidths(phone.page, 'mentees');
  await phone.page.getByRole('searchbox', { name: 'Search your mentees by name' }).fill('bashir');
  await phone.page.getByText('1 mentee', { exact: true }).waitFor();
  await phone.page.getByRole('searchbox', { name: 'Search your mentees by name' }).fill('nobody-called-this');
  await phone.page.getByRole('heading', { name: 'No Match found' }).waitFor();
  await phone.page.getByRole('searchbox', { name: 'Search your mentees by name' }).fill('');
  await phone.page.getByText('3 mentees', { exact: true }).waitFor();
  await phone.page.getByRole('button', { name: `View ${menteeNames[1]}` }).click();
  await phone.page.waitForURL('**/mentees/*');
  await phone.page.getByRole('heading', { level: 1, name: menteeNames[1] }).waitFor();
  const education = phone.page.getByRole('region', { name: 'Education information' });
  await education.getByText(institution.name).waitFor();
  await bothWidths(phone.page, 'mentee');
  await phone.page.getByRole('button', { name: 'Back' }).click();
  await phone.page.waitForURL('**/mentees');

  // The broadcast: open, nothing sent while empty, sending, success, Dismiss clears it.
  await phone.page.getByRole('button', { name: MENTORING_MESSAGES.sendBroadcast }).click();
  const dialog = phone.page.getByRole('dialog', { name: MENTORING_MESSAGES.sendBroadcast });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByText(MENTORING_MESSAGES.broadcastEmpty).waitFor();
  await dialog.getByLabel('Message').fill(broadcast);
  await bothWidths(phone.page, 'broadcast-open');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const sent = phone.page.getByRole('dialog', { name: 'Broadcast sent!' });
  await sent.getByText(MENTORING_MESSAGES.broadcastSent(3)).waitFor();
  await bothWidths(phone.page, 'broadcast-sent');
  await sent.getByRole('button', { name: 'Dismiss' }).click();
  await eventually(() => phone.page.getByRole('dialog').count()).toBe(0);
  expect(findings).toEqual({});
  expect(phone.pageErrors).toEqual([]);
  await phone.context.close();
});

it('a graduate of the cohort sees the mentor and reads the broadcast', async () => {
  const graduate = cohort?.graduates[0];
  expect(graduate, 'the administrator step made no cohort').toBeDefined();
  // A graduate of the cohort: the mentor under /mentors, the broadcast in /messages.
  const mentee = await newPage(browser);
  await signIn(mentee.page, 'graduate', graduate!.email, graduate!.password);
  await mentee.page.waitForURL('**/overview');
  await mentee.page.goto('/mentors');
  const card = mentee.page.getByRole('article', { name: mentor.name });
  await card.waitFor();
  await card.getByText('Solar installation').waitFor();
  await card.getByText('Energy & Power').waitFor();
  await bothWidths(mentee.page, 'graduate-mentors');
  await mentee.page.getByRole('tab', { name: 'Organization' }).click();
  await mentee.page.getByRole('heading', { name: 'No mentor yet' }).waitFor();
  await mentee.page.getByRole('tab', { name: 'Individual' }).click();
  await card.waitFor();

  await mentee.page.goto('/messages');
  await mentee.page.getByRole('link', { name: new RegExp(tag) }).click();
  await mentee.page
    .getByRole('log', { name: /^Messages with/ })
    .getByText(broadcast, { exact: false })
    .waitFor();
  await bothWidths(mentee.page, 'graduate-messages');

  expect(findings).toEqual({});
  expect(mentee.pageErrors).toEqual([]);
});
