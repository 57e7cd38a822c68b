import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
import { launchBrowser, newPage, screenshot, type Tab } from '../support/browser';
import { signIn } from '../support/sign-in';

/*
 * Issue 11: a graduate (desktop) and an employer (a phone) chat both ways in real time, each in a browser of
 * their own; the employer's phone loses its connection, the graduate writes meanwhile, and every message arrives
 * after the reconnection exactly once (so does the one the employer typed while offline).
 */

let browser: Browser;
let graduate: Tab;
let employer: Tab;
const tag = Date.now().toString(36);
const DESKTOP = { width: 1280, height: 800 };

beforeAll(async () => {
  browser = await launchBrowser();
  graduate = await newPage(browser, DESKTOP);
  employer = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const chat = (page: Page) => page.getByRole('log', { name: /^Messages with/ });
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message to/ });

async function write(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The message's bubble in the chat, waiting for it; fails if it shows more than once. */
async function once(page: Page, text: string) {
  const bubble = chat(page).getByText(text, { exact: true });
  await bubble.first().waitFor();
  // Give a duplicate the time to arrive before counting.
  await page.waitForTimeout(500);
  expect(await bubble.count()).toBe(1);
  return bubble;
}

it('a graduate starts a chat with an employer, who sees it arrive and answers in real time', async () => {
  await signIn(graduate.page, 'graduate', 'graduate@demo.tvet.ng', DEMO_PASSWORD);
  await graduate.page.waitForURL('**/overview');
  await signIn(employer.page, 'employer', 'employer@demo.tvet.ng', DEMO_PASSWORD);
  await employer.page.waitForURL('**/overview');

  await graduate.page.getByRole('link', { name: /^Messages/ }).click();
  await graduate.page.waitForURL('**/messages');
  await graduate.page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  await graduate.page.getByRole('searchbox', { name: 'Search by username or e-mail' }).fill('demo_employer');
  await graduate.page.getByRole('button', { name: 'Search' }).click();
  await graduate.page.getByRole('link', { name: /^Message Dangote/ }).click();
  await graduate.page.waitForURL(/\/messages\?(to|c)=/);
  const hello = `Good morning, is the auto electrician job still open? ${tag}`;
  await write(graduate.page, hello);
  // The chat is created on the server: its address now names the conversation.
  await graduate.page.waitForURL(/\/messages\?c=/);
  const sent = await once(graduate.page, hello);
  await expect.poll(() => sent.locator('xpath=ancestor::li').textContent()).toContain('Sent');

  // The employer, on /overview, sees the unread count on Messages without reloading.
  const messagesLink = employer.page.getByRole('link', { name: /unread message/ });
  await messagesLink.waitFor();
  await screenshot(employer.page, 'messages-01-employer-badge');
  await messagesLink.click();
  const list = employer.page.getByRole('list', { name: 'Conversations' });
  await list.getByRole('link', { name: /Amina Bello/ }).click();
  await once(employer.page, hello);
  // Read: the badge goes.
  await employer.page.getByRole('link', { name: /unread message/ }).waitFor({ state: 'detached' });

  const reply = `Yes. Come for an interview on Monday at 10. ${tag}`;
  await write(employer.page, reply);
  await once(graduate.page, reply);
  await once(employer.page, reply);
  await screenshot(graduate.page, 'messages-02-graduate-chat');
  expect(graduate.pageErrors).toEqual([]);
  expect(employer.pageErrors).toEqual([]);
});

it("the employer's phone goes offline: messages written meanwhile arrive after reconnection, none twice", async () => {
  await employer.context.setOffline(true);
  await employer.page.getByText('disconnected from server').first().waitFor({ timeout: 30_000 });

  const whileAway = [`Monday at 10 works for me. ${tag}`, `Should I bring my certificates? ${tag}`];
  for (const text of whileAway) {
    await write(graduate.page, text);
    await once(graduate.page, text);
  }
  const typedOffline = `I will be there. ${tag}`;
  await write(employer.page, typedOffline);
  await chat(employer.page).getByText(typedOffline).waitFor();
  await employer.page.getByText('Not sent yet: it goes when you reconnect').waitFor();
  await screenshot(employer.page, 'messages-03-employer-offline');
  for (const text of whileAway) expect(await chat(employer.page).getByText(text).count()).toBe(0);

  await employer.context.setOffline(false);
  await employer.page
    .getByRole('status')
    .filter({ hasText: 'Connected' })
    .first()
    .waitFor({ timeout: 30_000 });
  for (const text of whileAway) await once(employer.page, text);
  await once(employer.page, typedOffline);
  await once(graduate.page, typedOffline);
  await screenshot(employer.page, 'messages-04-employer-back');

  // The server stored each message once.
  await graduate.page.reload();
  for (const text of [...whileAway, typedOffline]) await once(graduate.page, text);
  expect(graduate.pageErrors).toEqual([]);
  expect(employer.pageErrors).toEqual([]);
});
