import type { Page } from 'playwright-core';
import { newPerson } from '../support/accounts';
import { latestCode } from '../support/outbox';
import { signIn } from '../support/sign-in';

export type Newcomer = ReturnType<typeof newPerson> & { type: 'graduate' | 'employer' };

/**
 * Registers a fresh account through the web app, verifies its e-mail with the code from the outbox and signs in,
 * which lands a newcomer on /get-started (spec 000 §2 "Sign-in redirects").
 */
export async function registerAndSignIn(page: Page, type: 'graduate' | 'employer'): Promise<Newcomer> {
  const person = { ...newPerson(type === 'graduate' ? 'pgrad' : 'pemp'), type };
  await page.goto('/');
  await page.getByLabel(type === 'graduate' ? /^Graduate/ : /^Employer/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**/register?type=${type}`);
  if (type === 'graduate') {
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel(/^State/).selectOption('Enugu');
    await page.getByLabel('Local government area (LGA)').selectOption('Nsukka');
  } else {
    await page.getByLabel('Organisation name').fill('Acme Fabrication Ltd');
    await page.getByLabel('Industry').selectOption('Manufacturing');
    await page.getByLabel('Ownership type').selectOption('private');
  }
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL('**/verify-email');
  await page.getByLabel('4-digit code').fill(await latestCode(person.email, since));
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await page.getByRole('heading', { name: 'E-mail verified' }).waitFor();

  await signIn(page, type, person.email, person.password);
  await page.waitForURL('**/get-started');
  await page.getByRole('heading', { level: 1, name: 'Set up your profile' }).waitFor();
  return person;
}

/** A photo-like PNG drawn in the page (a real image the server's content check accepts), larger than 500x500. */
export async function photo(page: Page, width = 1200, height = 900): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, w!, h!);
      gradient.addColorStop(0, '#d9a36b');
      gradient.addColorStop(1, '#2f4a6d');
      g.fillStyle = gradient;
      g.fillRect(0, 0, w!, h!);
      g.fillStyle = '#f3d3b0';
      g.beginPath();
      g.arc(w! / 2, h! / 2 - 40, Math.min(w!, h!) / 5, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#222';
      g.font = 'bold 48px sans-serif';
      g.fillText('Chiamaka O.', 40, h! - 60);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The smallest file the server recognises as a PDF by its bytes. */
export const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A toast with this text (green toasts are status messages). */
export const toastSaying = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The percent on /get-started (read from the page behind the wizard, which the modal hides from roles). */
export const progress = (page: Page) => page.locator('[role="progressbar"]').getAttribute('aria-valuenow');
