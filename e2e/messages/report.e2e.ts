import { MESSAGING_MESSAGES } from '@tvet/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInDemoAdmin } from '../support/admin';
import { type Account, api, newAccount, pdfUpload, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signIn } from '../support/sign-in';

/*
 * Issue 11, safety: a graduate reports an employer's conversation from the chat's contact panel; the report is on
 * the administrators' support desk as the graduate's ticket, and an administrator reads the reported messages
 * there. On the way: the list previews an attachment-only message by its file name beside a drawn paperclip, and
 * the message box's attach button is that paperclip.
 */

let browser: Browser;
let graduate: Account;
let employer: Account;
const tag = uniqueTag();
const word = tag.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
const DESKTOP = { width: 1280, height: 800 };
const bait = `Pay 20,000 naira to book your interview ${tag}`;

beforeAll(async () => {
  [graduate, employer] = await Promise.all([
    newAccount('graduate', 'reporter', { name: `Amaka Obi ${word}` }),
    newAccount('employer', 'reported', { name: `Quick Jobs ${word}` }),
  ]);
  const { conversation } = await api<{ conversation: { _id: string } }>(
    'POST',
    '/conversations',
    { text: bait, recipients: [graduate.accountId], client_id: `e2e-report-${tag}` },
    employer.token,
  );
  const media = await api<{ _id: string }>(
    'POST',
    '/messages/media',
    pdfUpload('Payment details.pdf'),
    employer.token,
  );
  await api(
    'POST',
    `/conversations/${conversation._id}/messages`,
    { text: '', media: { _id: media._id }, client_id: `e2e-report-file-${tag}` },
    employer.token,
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a graduate reports a conversation; an administrator reads it on the support desk', async () => {
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.goto('/messages');
  const item = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(employer.name.slice(0, 10)) });
  // The last message is only a file: its name shows (cut at 17), read out as an attachment.
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /Attachment: Payment details\.pdf/ })
    .waitFor();
  await item.getByText('Payment details.p…').waitFor();
  expect(await item.locator('svg').count()).toBe(1);
  await screenshot(page, 'messages-report-01-list-attachment-preview-phone');
  await item.click();
  await page
    .getByRole('log', { name: /^Messages with/ })
    .getByText(bait)
    .waitFor();
  const attach = page.locator('label[title="Attach a picture or PDF"]');
  expect(await attach.locator('svg path').count()).toBe(1);
  expect(await page.getByLabel('Attach a picture or PDF').count()).toBe(1);
  await screenshot(page, 'messages-report-02-chat-attach-icon-phone');

  await page.getByRole('button', { name: 'Contact details' }).click();
  const panel = page.getByRole('complementary', { name: 'Contact details' });
  await panel.getByRole('button', { name: 'Report conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report conversation' });
  await dialog
    .getByLabel('What is wrong with this conversation?')
    .fill('He asks me to pay before an interview.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.getByText(MESSAGING_MESSAGES.reported).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The graduate follows the report under Tickets.
  await page.goto('/tickets');
  const mine = page.getByRole('list', { name: 'Your tickets' });
  await mine.getByText(`Reported conversation with ${employer.name}`).click();
  await page.getByRole('link', { name: 'Open the conversation you reported' }).waitFor();
  expect(pageErrors).toEqual([]);

  // The administrator's desk: the report in the queue, the conversation read in a dialog.
  const desk = await newPage(browser, DESKTOP);
  await signInDemoAdmin(desk.page);
  await desk.page.goto('/admin/support?kind=report&assigned=any&order=newest');
  const queue = desk.page.getByRole('list', { name: 'Tickets' });
  await queue.getByRole('link', { name: new RegExp(`Reported conversation with ${employer.name}`) }).click();
  await desk.page.getByRole('button', { name: 'Read the reported conversation' }).waitFor();
  await screenshot(desk.page, 'messages-report-03-desk-report-ticket-desktop');
  await desk.page.getByRole('button', { name: 'Read the reported conversation' }).click();
  const reported = desk.page.getByRole('dialog', { name: 'Reported conversation' });
  await reported.getByRole('list', { name: 'Reported messages' }).getByText(bait).waitFor();
  await reported.getByRole('button', { name: 'Open attachment Payment details.pdf' }).waitFor();
  await reported.getByText('He asks me to pay before an interview.').waitFor();
  await reported.getByRole('link', { name: `Account of ${employer.name}` }).waitFor();
  await screenshot(desk.page, 'messages-report-04-desk-reported-conversation-desktop');
  await reported.getByRole('button', { name: 'Close' }).last().click();
  await desk.page.getByRole('button', { name: 'Close ticket' }).click();
  await desk.page.getByRole('button', { name: 'Reopen ticket' }).waitFor();

  // The same on a phone.
  await desk.page.setViewportSize({ width: 360, height: 740 });
  await desk.page.getByRole('button', { name: 'Read the reported conversation' }).click();
  await reported.getByRole('list', { name: 'Reported messages' }).getByText(bait).waitFor();
  await screenshot(desk.page, 'messages-report-05-desk-reported-conversation-phone');
  expect(desk.pageErrors).toEqual([]);
});
