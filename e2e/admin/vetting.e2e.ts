import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invitedAdmin, signInAdminWithTotp } from '../support/admin';
import { newAccount, postJob, uniqueTag } from '../support/api';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';

/*
 * Issue 13: an administrator verifies an institution (its overview shows the verified badge) and vets an
 * employer by its CAC document (its job no longer reads 'Unverified employer' in the graduates' feed).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('an administrator on a phone verifies an institution and approves an employer, and the badges follow', async () => {
  const tag = uniqueTag();
  const institution = await newAccount('institution', 'vetinst', { name: `Kaduna Polytechnic ${tag}` });
  const employer = await newAccount('employer', 'vetemp', { name: `Okoro Fabrication ${tag}` });
  const graduate = await newAccount('graduate', 'vetgrad');
  const job = await postJob(employer, `Welder ${tag}`);
  const admin = await invitedAdmin('vet');

  const feed = await newPage(browser);
  await signIn(feed.page, 'graduate', graduate.email, graduate.password);
  await feed.page.waitForURL('**/overview');
  await feed.page.goto(`/job-post?job=${job._id}`);
  // On a phone the open job replaces the list: its article is what the graduate reads.
  const openJob = feed.page.getByRole('article', { name: `Welder ${tag}` });
  await openJob.getByText('Unverified employer').waitFor();

  const consoleTab = await newPage(browser, PHONE);
  await signInAdminWithTotp(consoleTab.page, admin);
  await consoleTab.page.goto('/admin/institutions');
  await consoleTab.page.getByRole('button', { name: `Verify Kaduna Polytechnic ${tag}` }).click();
  await consoleTab.page.getByText('Institution verified').waitFor();
  await screenshot(consoleTab.page, 'admin-institutions-360');

  await consoleTab.page.goto('/admin/employers');
  await consoleTab.page
    .getByRole('button', { name: `Open CAC document of Okoro Fabrication ${tag}` })
    .waitFor();
  await consoleTab.page.getByRole('button', { name: `Reject Okoro Fabrication ${tag}` }).click();
  const reject = consoleTab.page.getByRole('dialog');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await reject.getByText('Reason is required').waitFor();
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await consoleTab.page.getByRole('button', { name: `Approve Okoro Fabrication ${tag}` }).click();
  await consoleTab.page.getByText('Employer approved').waitFor();
  await screenshot(consoleTab.page, 'admin-employers-360');

  const own = await newPage(browser);
  await signIn(own.page, 'institution', institution.email, institution.password);
  await own.page.waitForURL('**/overview');
  await own.page.getByRole('heading', { level: 1 }).getByText('Verified').waitFor();

  await feed.page.reload();
  await openJob.getByRole('heading', { name: `Welder ${tag}` }).waitFor();
  // Other employers of the run are still unvetted: only this employer's job loses the label, open and listed.
  const listed = feed.page.locator('li', { hasText: `Welder ${tag}` });
  await eventually(() => openJob.getByText('Unverified employer').count()).toBe(0);
  await eventually(() => listed.getByText('Unverified employer').count()).toBe(0);

  expect(feed.pageErrors).toEqual([]);
  expect(consoleTab.pageErrors).toEqual([]);
  expect(own.pageErrors).toEqual([]);
});
