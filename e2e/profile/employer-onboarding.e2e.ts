import { MESSAGES } from '@tvet/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { MINIMAL_PDF, photo, progress, registerAndSignIn, toastSaying } from './onboarding';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a new employer goes from sign-in through contact, business, organisation and uploads to /overview, then changes a setting that stays saved', async () => {
  const { page, pageErrors } = await newPage(browser);
  await registerAndSignIn(page, 'employer');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 1. Contact: address, phone (+234) and website; 50 percent once website and ownership are in.
  const contact = page.getByRole('dialog', { name: 'Contact information' });
  await contact.getByRole('button', { name: 'Save and continue' }).click();
  await contact.getByRole('alert').filter({ hasText: MESSAGES.allFieldsMustBeFilled }).waitFor();
  await contact.getByLabel(/^State/).selectOption('Lagos');
  await contact.getByLabel(/Street address/).fill('Plot 5, Acme Road, Ikeja');
  await contact.getByLabel(/Phone number/).fill('809 123 4567');
  await contact.getByLabel(/Website/).fill('acme.com.ng');
  await contact.getByRole('button', { name: 'Save and continue' }).click();

  // 2. Business information.
  const business = page.getByRole('dialog', { name: 'Business information' });
  await business.waitFor();
  await eventually(() => progress(page)).toBe('50');
  await business.getByLabel(/Organisation size/).selectOption('5-99');
  await business.getByRole('button', { name: 'Save and continue' }).click();

  // 3. Organization information: branches start at 1.
  const organisation = page.getByRole('dialog', { name: 'Organization information' });
  await organisation.waitFor();
  await eventually(() => organisation.getByLabel(/Number of branches/).inputValue()).toBe('1');
  await organisation.getByLabel(/principal officer/).fill('Bola Adeyemi');
  await organisation.getByLabel(/Date of establishment/).fill('2010-03-01');
  await organisation.getByLabel('Yes').check();
  await organisation.getByRole('button', { name: 'Save and continue' }).click();

  // 4. Uploads: the logo (compressed in the browser) and the CAC document, which completes the profile.
  const uploads = page.getByRole('dialog', { name: 'Uploads' });
  await uploads.waitFor();
  await uploads.getByLabel(/Company logo/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await photo(page, 900, 900),
  });
  await uploads.getByLabel(/CAC document/).setInputFiles({
    name: 'CAC certificate.pdf',
    mimeType: 'application/pdf',
    buffer: MINIMAL_PDF,
  });
  await uploads.getByText('ready to upload').waitFor();
  await screenshot(page, 'profile-employer-01-uploads');
  await uploads.getByRole('button', { name: 'Save and finish' }).click();
  await page.waitForURL('**/overview');
  await toastSaying(page, 'cac document uploaded successfully').waitFor();

  // Settings: change the number of branches; it is saved and still there after a reload.
  await page.goto('/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await eventually(() => page.getByLabel(/Website/).inputValue()).toBe('https://acme.com.ng');
  await eventually(() => page.getByLabel(/Phone number/).inputValue()).toBe('8091234567');
  await page.getByLabel(/Number of branches/).fill('4');
  await page.getByRole('button', { name: 'Update info' }).click();
  await toastSaying(page, MESSAGES.employerInfoUpdated('Employer')).waitFor();
  await page.getByRole('button', { name: 'Update info' }).waitFor({ state: 'detached' });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await eventually(() => page.getByLabel(/Number of branches/).inputValue()).toBe('4');
  await page.getByText('CAC certificate.pdf').waitFor();
  await screenshot(page, 'profile-employer-02-settings');
  expect(pageErrors).toEqual([]);
});
