import { accreditationDates, MESSAGES, PROGRAMME_MESSAGES } from '@tvet/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { newInstitution } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (value: string) => DAY.format(new Date(`${value}T00:00:00Z`));

it('an institution on a phone creates, edits and deletes a programme', async () => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const institution = await newInstitution(tag);
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'institution', institution.email, institution.password);
  await page.waitForURL('**/overview');
  await page.getByRole('heading', { level: 1, name: new RegExp(institution.name) }).waitFor();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'New programme' }).click();
  await page.waitForURL('**/new-programme');
  await page.getByText(MESSAGES.requiredMarked).first().waitFor();

  // Submit with nothing filled: the spec's message, nothing sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('alert').filter({ hasText: MESSAGES.requiredMarked }).waitFor();

  // The type sets grant date, expiry date and status; they are locked.
  const name = `Mechatronics ${tag}`;
  await page.getByLabel(/^Programme name/).fill(name);
  await page.getByLabel(/^Accreditation type/).selectOption('interim');
  const dates = accreditationDates('interim');
  await eventually(() => page.getByLabel(/^Grant date/).inputValue()).toBe(day(dates.granted_date));
  await eventually(() => page.getByLabel(/^Expiry date/).inputValue()).toBe(day(dates.expiry_date));
  await eventually(() => page.getByLabel(/^Status/).inputValue()).toBe('Pending');
  await eventually(() => page.getByLabel(/^Grant date/).getAttribute('readonly')).not.toBeNull();
  await page.getByLabel(/^Accreditation type/).selectOption('');
  await eventually(() => page.getByLabel(/^Expiry date/).inputValue()).toBe('');
  await page.getByLabel(/^Accreditation type/).selectOption('interim');
  await screenshot(page, 'institution-01-new-programme');
  await page.getByRole('button', { name: 'Submit' }).click();

  // The new programme opens read-only.
  await page.waitForURL(/\/programmes\/[0-9a-f-]{36}$/);
  await page.getByRole('status').filter({ hasText: PROGRAMME_MESSAGES.created }).waitFor();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await eventually(() => page.getByLabel(/^Programme name/).isDisabled()).toBe(true);
  await screenshot(page, 'institution-02-programme-read-only');

  // Edit, change, Reset restores; Edit again, Update saves.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel(/^Programme name/).fill('Something else');
  await page.getByRole('button', { name: 'Reset' }).click();
  await eventually(() => page.getByLabel(/^Programme name/).inputValue()).toBe(name);
  await page.getByRole('button', { name: 'Edit' }).click();
  const renamed = `Mechatronics Engineering ${tag}`;
  await page.getByLabel(/^Programme name/).fill(renamed);
  await page.getByLabel(/^Accreditation type/).selectOption('full');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('status').filter({ hasText: PROGRAMME_MESSAGES.updated }).waitFor();
  await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
  await eventually(() => page.getByLabel(/^Expiry date/).inputValue()).toBe(
    day(accreditationDates('full').expiry_date),
  );

  // The list finds it by name; delete asks "Are you sure?" first.
  await page.goto('/programmes');
  await page.getByLabel('Search programmes').fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('1 programme', { exact: true }).waitFor();
  await screenshot(page, 'institution-03-programmes');
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('status').filter({ hasText: PROGRAMME_MESSAGES.deleted }).waitFor();
  await page.getByRole('heading', { name: MESSAGES.noMatch }).waitFor();
  expect(pageErrors).toEqual([]);
});
