import type { Page } from 'playwright-core';

/** Fills the sign-in form the way a person does and submits it. */
export async function signIn(page: Page, userType: string, email: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Account type').selectOption(userType);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
