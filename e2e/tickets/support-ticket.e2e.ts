import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invitedAdmin, signInAdminWithTotp } from '../support/admin';
import { newAccount, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';

/*
 * Issue 13: a graduate on a phone opens a support ticket; an administrator (two-factor sign-in) takes it from the
 * desk's queue, replies and closes it; the graduate sees the reply arrive and the ticket under Closed.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1280, height: 800 };

it('a graduate opens a ticket; an administrator assigns, replies and closes it; the graduate sees both', async () => {
  const graduate = await newAccount('graduate', 'ticketgrad');
  const admin = await invitedAdmin('desk');
  const title = `Certificate upload stops ${uniqueTag()}`;

  const phone = await newPage(browser);
  await signIn(phone.page, 'graduate', graduate.email, graduate.password);
  await phone.page.waitForURL('**/overview');
  await phone.page.goto('/tickets');
  await phone.page.getByRole('heading', { name: 'You have no ticket created' }).waitFor();
  await phone.page.getByRole('button', { name: 'Create ticket' }).click();
  const dialog = phone.page.getByRole('dialog', { name: 'Create ticket' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText('Title is required').waitFor();
  await dialog.getByLabel(/Title/).fill(title);
  await dialog.getByLabel(/Description/).fill('The upload of my certificate stops at 90% on my phone.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await phone.page.getByText('Ticket created successfully!').waitFor();
  await phone.page
    .getByText('This ticket has not been assigned to an admin yet.', { exact: false })
    .waitFor();
  await screenshot(phone.page, 'ticket-created-360');

  const desk = await newPage(browser, DESKTOP);
  await signInAdminWithTotp(desk.page, admin);
  await desk.page.getByRole('navigation').getByRole('link', { name: 'Support desk' }).click();
  await desk.page.waitForURL('**/admin/support');
  await desk.page.getByRole('link', { name: new RegExp(title) }).click();
  await desk.page.getByRole('button', { name: 'Assign to myself' }).click();
  await desk.page.getByText('Ticket assigned to you').waitFor();
  await desk.page.getByLabel('Your message').fill('Please try again on Wi-Fi: we raised the size limit.');
  await desk.page.getByRole('button', { name: 'Send' }).click();
  await desk.page
    .getByRole('list', { name: 'Messages' })
    .getByText('we raised the size limit', { exact: false })
    .waitFor();

  // The graduate's open ticket shows the reply without a reload (live, or the fallback poll).
  await phone.page
    .getByRole('list', { name: 'Messages' })
    .getByText('we raised the size limit', { exact: false })
    .waitFor({ timeout: 40_000 });
  await phone.page.getByRole('region', { name: title }).getByText(`Replying: ${admin.name}`).waitFor();

  await desk.page.getByRole('button', { name: 'Close ticket' }).click();
  await desk.page.getByText('Ticket closed').waitFor();
  await desk.page.getByRole('button', { name: 'Reopen ticket' }).waitFor();
  await screenshot(desk.page, 'support-desk-1280');

  await phone.page.goto('/tickets?tab=closed');
  const closedTab = phone.page.getByRole('tab', { name: /Closed/ });
  await eventually(() => closedTab.textContent()).toContain('1');
  await phone.page.getByRole('link', { name: new RegExp(title) }).click();
  await phone.page
    .getByRole('button', { name: /Back to tickets/ })
    .or(phone.page.getByRole('link', { name: /Back to tickets/ }))
    .waitFor();
  await screenshot(phone.page, 'ticket-closed-360');

  expect(phone.pageErrors).toEqual([]);
  expect(desk.pageErrors).toEqual([]);
});
