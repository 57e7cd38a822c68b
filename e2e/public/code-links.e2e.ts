import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { newPerson, verifiedGraduate } from '../support/accounts';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { latestCode, latestLinkPath, wrongCode } from '../support/outbox';
import { signIn } from '../support/sign-in';

/**
 * Issue 22: strangers' wrong codes could stop an owner verifying the address or recovering the account. Each
 * code mail carries a single-use link that does the step without the code; these journeys open it from the
 * outbox after a stranger has locked the code.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function post(path: string, body: unknown) {
  return fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

it('verifies a new address from the mailed link after a stranger locked the code', async () => {
  const person = newPerson('link');
  const since = new Date(Date.now() - 1000).toISOString();
  const registered = await post('/graduates', {
    user_type: 'graduate',
    name: `${person.firstName} ${person.lastName}`,
    password: person.password,
    email: person.email,
    username: person.username,
    nationality: 'Nigeria',
    gender: 'female',
    state: 'Enugu',
    lga: 'Nsukka',
  });
  expect(registered.status).toBe(201);
  const code = await latestCode(person.email, since);
  const verifyPath = `/verification/verify/${encodeURIComponent(person.email)}`;
  for (let i = 0; i < 5; i += 1) await post(verifyPath, { otp: wrongCode(code) });
  expect((await (await post(verifyPath, { otp: code })).json()).msg).toBe(
    'Too many wrong codes. Ask for another code.',
  );

  const { page, pageErrors } = await newPage(browser);
  await page.goto(await latestLinkPath(person.email, since));
  await page.getByRole('heading', { name: 'E-mail verified' }).waitFor();
  await screenshot(page, '60-verify-link-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, '61-verify-link-desktop');
  // The link works once.
  await page.reload();
  await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
  await screenshot(page, '62-verify-link-used');
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, '63-verify-link-used-phone');
  await page.goto('/login');
  await signIn(page, 'graduate', person.email, person.password);
  await page.waitForURL('**/get-started');
  expect(pageErrors).toEqual([]);
});

it('resets a password from the mailed link after a stranger locked the recovery code', async () => {
  const person = await verifiedGraduate('relink');
  // Mails leave from the job queue after the answer, so the verification mail may be under a second old here:
  // only mails written after this moment are the recovery's (the server writes them with this machine's clock).
  const since = new Date().toISOString();
  expect((await post('/recovery/otp', { email: person.email })).status).toBe(200);
  const code = await latestCode(person.email, since);
  const check = `${inject('baseUrl')}/api/v1/recovery/verification/${encodeURIComponent(person.email)}`;
  for (let i = 0; i < 5; i += 1) await fetch(`${check}?otp=${wrongCode(code)}`);

  const { context, page, pageErrors } = await newPage(browser);
  await page.goto(await latestLinkPath(person.email, since));
  await page.waitForURL('**/create-new-password');
  await page.getByText(`Choose a new password for ${person.email}.`).waitFor();
  await screenshot(page, '64-recover-link-new-password');
  const newPassword = 'Linked-Reset-2026';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('heading', { name: 'Password changed' }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, 'graduate', person.email, newPassword);
  await page.waitForURL('**/get-started');
  // The sign-in left the device cookie (decision 16) that keeps strangers' failures from slowing this browser.
  const device = (await context.cookies()).find((cookie) => cookie.name === 'tvet_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
  expect(pageErrors).toEqual([]);
});
