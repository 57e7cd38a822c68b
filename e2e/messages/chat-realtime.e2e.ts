import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, api, newAccount, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot, type Tab } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';

/*
 * Issue 11: a graduate (desktop) and an employer (a phone) chat both ways in real time, each in a browser of
 * their own; the employer's phone loses its connection, the graduate writes meanwhile, and every message arrives
 * after the reconnection exactly once (so does the one the employer typed while offline). Accounts of its own,
 * made through the API, so no other journey's messages or reads touch this chat.
 */

let browser: Browser;
let graduate: Tab;
let employer: Tab;
let graduateAccount: Account;
let employerAccount: Account;
const tag = uniqueTag();
/** Names take letters only: the tag spelled with letters, so each run's accounts are told apart. */
const word = tag.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
const DESKTOP = { width: 1280, height: 800 };
const hello = `Good morning, is the auto electrician job still open? ${tag}`;
const reply = `Yes. Come for an interview on Monday at 10. ${tag}`;

beforeAll(async () => {
  [graduateAccount, employerAccount] = await Promise.all([
    newAccount('graduate', 'chatter', { name: `Amina Bello ${word}` }),
    newAccount('employer', 'hirer', { name: `Dangote Transport ${word}` }),
  ]);
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

/** The texts of the chat's messages, top to bottom (stored ones, then one's own unsent ones). */
const shown = (page: Page) => chat(page).locator(':scope > ol > li > div').allTextContents();

/** Waits for the next frames to be painted, so whatever the page has received is on screen. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * The message's bubble in the chat: it arrives and shows exactly once, and the count holds at one over the
 * frames that follow (a duplicate from the socket or the outbox would come on the heels of the original).
 */
async function once(page: Page, text: string) {
  const bubble = chat(page).getByText(text, { exact: true });
  await eventually(() => bubble.count(), `"${text}" shows once`).toBe(1);
  for (let frame = 0; frame < 3; frame += 1) {
    await painted(page);
    expect(await bubble.count(), `"${text}" still shows once`).toBe(1);
  }
  return bubble;
}

/**
 * The whole chat is exactly these messages, in this order: none missing, none twice. The socket delivers in
 * order, so a duplicate of an earlier message would show before the newest one does.
 */
async function exactly(page: Page, texts: string[]) {
  await eventually(() => shown(page), 'the chat, message by message').toEqual(texts);
}

/** The conversation as the server stored it: each message once (one client_id, one copy), none missing. */
async function storedOnce(page: Page, token: string, texts: string[]) {
  const conversation = new URL(page.url()).searchParams.get('c');
  expect(conversation).toBeTruthy();
  const history = await api<{ docs: { text: string; client_id: string }[] }>(
    'GET',
    `/conversations/${conversation}/messages`,
    undefined,
    token,
  );
  const ids = history.docs.map((message) => message.client_id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(history.docs.map((message) => message.text).sort()).toEqual([...texts].sort());
}

it('a graduate starts a chat with an employer, who sees it arrive and answers in real time', async () => {
  await signIn(graduate.page, 'graduate', graduateAccount.email, graduateAccount.password);
  await graduate.page.waitForURL('**/overview');
  await signIn(employer.page, 'employer', employerAccount.email, employerAccount.password);
  await employer.page.waitForURL('**/overview');

  await graduate.page.getByRole('link', { name: /^Messages/ }).click();
  await graduate.page.waitForURL('**/messages');
  await graduate.page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  await graduate.page
    .getByRole('searchbox', { name: 'Search by username or e-mail' })
    .fill(employerAccount.username);
  await graduate.page.getByRole('button', { name: 'Search' }).click();
  await graduate.page.getByRole('link', { name: `Message ${employerAccount.name}` }).click();
  await graduate.page.waitForURL(/\/messages\?(to|c)=/);
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
  await list.getByRole('link', { name: new RegExp(graduateAccount.name) }).click();
  await once(employer.page, hello);
  // Read: the badge goes.
  await employer.page.getByRole('link', { name: /unread message/ }).waitFor({ state: 'detached' });

  await write(employer.page, reply);
  await once(graduate.page, reply);
  await once(employer.page, reply);
  await exactly(graduate.page, [hello, reply]);
  await exactly(employer.page, [hello, reply]);
  await storedOnce(graduate.page, graduateAccount.token, [hello, reply]);
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

  const everything = [hello, reply, ...whileAway, typedOffline];
  await exactly(employer.page, everything);
  await exactly(graduate.page, everything);

  // The server stored each message once.
  await graduate.page.reload();
  for (const text of [...whileAway, typedOffline]) await once(graduate.page, text);
  await exactly(graduate.page, everything);
  await storedOnce(graduate.page, graduateAccount.token, everything);
  expect(graduate.pageErrors).toEqual([]);
  expect(employer.pageErrors).toEqual([]);
});
