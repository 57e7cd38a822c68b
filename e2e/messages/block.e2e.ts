import { MESSAGING_MESSAGES } from '@tvet/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, api, newAccount, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot, type Tab } from '../support/browser';
import { signIn } from '../support/sign-in';

/*
 * Issue 11, safety: a graduate blocks an employer from the chat's contact panel (after confirming); the employer's
 * next message is refused with the server's sentence and never reaches the graduate; after Unblock, the employer's
 * Retry delivers the same message, once. Accounts of its own, so no other journey's chat is blocked.
 */

let browser: Browser;
let graduateTab: Tab;
let employerTab: Tab;
let graduate: Account;
let employer: Account;
const tag = uniqueTag();
/** Names take letters only: the tag spelled with letters, so each run's accounts are told apart. */
const word = tag.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
const DESKTOP = { width: 1280, height: 800 };
const opening = `Hello, we saw your profile. Are you free to talk? ${tag}`;

beforeAll(async () => {
  [graduate, employer] = await Promise.all([
    newAccount('graduate', 'blocker', { name: `Ngozi Eze ${word}` }),
    newAccount('employer', 'blocked', { name: `Pushy Ventures ${word}` }),
  ]);
  // The employer has already written to the graduate.
  await api(
    'POST',
    '/conversations',
    { text: opening, recipients: [graduate.accountId], client_id: `e2e-block-${tag}` },
    employer.token,
  );
  browser = await launchBrowser();
  graduateTab = await newPage(browser, DESKTOP);
  employerTab = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const chat = (page: Page) => page.getByRole('log', { name: /^Messages with/ });
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message to/ });

async function openChat(tab: Tab, account: Account, other: Account) {
  await signIn(tab.page, account.role, account.email, account.password);
  await tab.page.waitForURL('**/overview');
  await tab.page.goto('/messages');
  await tab.page.getByRole('status').filter({ hasText: 'Connected' }).first().waitFor();
  await tab.page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(other.name.slice(0, 10)) })
    .click();
  await chat(tab.page).getByText(opening, { exact: true }).waitFor();
}

it('a graduate blocks an employer; the employer’s next message is refused with the msg and never arrives', async () => {
  await openChat(graduateTab, graduate, employer);
  await openChat(employerTab, employer, graduate);

  const page = graduateTab.page;
  await page.getByRole('button', { name: 'Contact details' }).click();
  const panel = page.getByRole('complementary', { name: 'Contact details' });
  await panel.getByRole('button', { name: `Block ${employer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${employer.name}?` });
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('status').filter({ hasText: MESSAGING_MESSAGES.blocked }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await panel.getByRole('button', { name: `Unblock ${employer.name}` }).waitFor();
  await panel.getByRole('button', { name: 'Close contact details' }).click();
  const notice = page.getByRole('region', { name: 'Blocked' });
  await notice.getByText(`You blocked ${employer.name}.`).waitFor();
  expect(await composer(page).count()).toBe(0);
  await screenshot(page, 'messages-block-01-graduate-blocked');

  // The employer writes: the server refuses it, with its sentence on the message.
  const refused = `Please answer me. ${tag}`;
  await composer(employerTab.page).fill(refused);
  await employerTab.page.getByRole('button', { name: 'Send', exact: true }).click();
  const bubble = chat(employerTab.page).getByText(refused, { exact: true }).locator('xpath=ancestor::li');
  await bubble.getByText(`Error occured - ${MESSAGING_MESSAGES.blockedByRecipient}`).waitFor();
  await screenshot(employerTab.page, 'messages-block-02-employer-refused');

  // Nothing reached the graduate, even after a reload; the block holds across it.
  await page.reload();
  await chat(page).getByText(opening, { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Blocked' }).waitFor();
  expect(await chat(page).getByText(refused, { exact: true }).count()).toBe(0);
  const history = await api<{ docs: { text: string }[] }>(
    'GET',
    `/conversations/${new URL(page.url()).searchParams.get('c')}/messages`,
    undefined,
    graduate.token,
  );
  expect(history.docs.map((message) => message.text)).toEqual([opening]);

  // Unblocked, the employer's Retry sends the same message, which arrives once.
  await page.getByRole('region', { name: 'Blocked' }).getByRole('button', { name: 'Unblock' }).click();
  await page.getByRole('status').filter({ hasText: MESSAGING_MESSAGES.unblocked }).waitFor();
  await composer(page).waitFor();
  await bubble.getByRole('button', { name: 'Retry' }).click();
  // Stored ('Sent'), and read at once by the graduate, whose chat is open ('Seen').
  await expect.poll(() => bubble.textContent()).toMatch(/· (Sent|Seen)$/);
  await chat(page).getByText(refused, { exact: true }).waitFor();
  await page.waitForTimeout(500);
  expect(await chat(page).getByText(refused, { exact: true }).count()).toBe(1);
  expect(graduateTab.pageErrors).toEqual([]);
  expect(employerTab.pageErrors).toEqual([]);
});
