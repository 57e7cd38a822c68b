import { CLAIM_STATUS_LABELS, ROLL_MESSAGES } from '@tvet/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { apiAs, graduateWithProfile, importRoll, lettersOf, newInstitution, rollCsv } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1280, height: 800 };

/*
 * Each journey has its own institution (a name no other journey uses), programme, roll and graduate, made through
 * the API, so none waits for another: the claim journey imports the roll the upload journey would have, and the
 * student journey has its claim confirmed through the API.
 */
function names() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
  return {
    tag,
    programme: `Electrical Installation ${tag}`,
    /** The graduate who claims a row: a name no other journey uses, so the lists find only them. */
    claimant: { name: `Ngozi ${lettersOf(tag)}`, matric: `FPI/ND/EI/21/${tag}0` },
    invitee: `roll.${tag.toLowerCase()}@example.ng`,
  };
}

/** An institution with a programme and a stored roll of one graduate, the claimant. */
async function institutionWithClaimantOnRoll() {
  const { tag, programme, claimant } = names();
  const institution = await newInstitution(tag);
  await apiAs(institution)('POST', '/programmes/', { name: programme, accreditation_type: 'full' });
  await importRoll(
    institution,
    rollCsv([[claimant.name, claimant.matric, programme, '2021', 'female', 'Lagos', '', '08031234567']]),
  );
  return { institution, claimant };
}

it('an institution uploads its graduation roll: row errors first, then the corrected file', async () => {
  const { tag, programme, claimant, invitee } = names();
  const institution = await newInstitution(tag);
  await apiAs(institution)('POST', '/programmes/', { name: programme, accreditation_type: 'full' });

  const { page, pageErrors } = await newPage(browser, DESKTOP);
  await signIn(page, 'institution', institution.email, institution.password);
  await page.waitForURL('**/overview');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Graduation roll' })
    .click();
  await page.waitForURL('**/graduation-roll');

  const file = page.getByLabel('Roll file (CSV or .xlsx)');
  const good = [
    [claimant.name, claimant.matric, programme, '2021', 'female', 'Lagos', '', '08031234567'],
    ['Chidi Okeke', `FPI/ND/EI/21/${tag}1`, programme, '2021', 'M', 'Lagos', invitee, ''],
    ['Bola Ade', `FPI/ND/EI/21/${tag}2`, programme, '2021', 'F', 'Oyo', '', '08051234567'],
  ];
  // A duplicate matric number and a programme the institution does not have: row errors, nothing stored.
  await file.setInputFiles({
    name: 'roll-with-errors.csv',
    mimeType: 'text/csv',
    buffer: rollCsv([
      ...good,
      ['Bola Ade', `FPI/ND/EI/21/${tag}2`, 'Catering', '2021', 'F', 'Oyo', '', '08051234567'],
    ]),
  });
  await page.getByText(ROLL_MESSAGES.previewHasErrors(1)).waitFor();
  // Faults grouped by kind and value (issue 24): the value, what is wrong, how many rows and which.
  await page.getByText(`FPI/ND/EI/21/${tag}2: ${ROLL_MESSAGES.duplicateMatric(4)}, 1 row: 5`).waitFor();
  await page.getByText(`Catering: ${ROLL_MESSAGES.unknownProgramme('Catering')}, 1 row: 5`).waitFor();
  // Only the rows without errors may be imported, on purpose; never the whole file.
  await eventually(() => page.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
  await screenshot(page, 'institution-04-roll-errors');

  await page.getByRole('button', { name: 'Choose another file' }).click();
  await file.setInputFiles({ name: 'roll-2021.csv', mimeType: 'text/csv', buffer: rollCsv(good) });
  await page.getByText(ROLL_MESSAGES.previewReady(3)).waitFor();
  await page.getByRole('table', { name: 'The first rows of the file' }).getByText('Chidi Okeke').waitFor();
  await screenshot(page, 'institution-05-roll-preview');
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: ROLL_MESSAGES.committed(3, 0) })
    .waitFor();

  // The roll: the new rows, and an invitation for the graduate who has no account.
  await page.getByLabel('Search by name or matric number').fill(tag);
  const roll = page.getByRole('table', { name: 'Your graduation roll' });
  await page.getByText('3 graduates on the roll', { exact: true }).waitFor();
  const chidi = roll.getByRole('row').filter({ hasText: 'Chidi Okeke' });
  await chidi.getByText('Not invited').waitFor();
  await chidi.getByRole('button', { name: 'Invite Chidi Okeke' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: ROLL_MESSAGES.invitationsSent(1) })
    .waitFor();
  await chidi.getByText(/Invited \d/).waitFor();
  await chidi.getByRole('button', { name: 'Re-invite Chidi Okeke' }).waitFor();
  await screenshot(page, 'institution-06-roll');
  expect(pageErrors).toEqual([]);
});

it('a graduate claims the roll record, and the institution confirms it', async () => {
  const { institution, claimant } = await institutionWithClaimantOnRoll();
  const person = await graduateWithProfile(claimant.name, claimant.matric);
  const graduate = await newPage(browser);
  await signIn(graduate.page, 'graduate', person.email, person.password);
  await graduate.page.waitForURL('**/overview');
  await graduate.page.goto('/settings?tab=institution-employment-information');
  await graduate.page.getByLabel('Search institutions').fill(institution.name);
  await graduate.page.getByRole('button', { name: `Add ${institution.name}` }).click();
  // The matric number comes from the profile; the programme and year are not given yet: the institution reviews.
  await graduate.page.getByText(CLAIM_STATUS_LABELS.claimed, { exact: true }).waitFor();
  await graduate.page.getByText(claimant.matric, { exact: true }).waitFor();
  await screenshot(graduate.page, 'institution-07-graduate-claimed');

  const { page, pageErrors } = await newPage(browser, DESKTOP);
  await signIn(page, 'institution', institution.email, institution.password);
  await page.waitForURL('**/overview');
  await page.getByText(/waiting for you to confirm their claim/).waitFor();
  await page.getByRole('link', { name: 'Review claims' }).click();
  await page.waitForURL('**/graduation-roll?tab=claims');
  const claim = page
    .getByRole('table', { name: 'Claims to review' })
    .getByRole('row')
    .filter({ hasText: claimant.name });
  await claim.getByText(claimant.matric).waitFor();
  await screenshot(page, 'institution-08-claims');
  await claim.getByRole('button', { name: `Confirm ${claimant.name}` }).click();
  await page.getByRole('status').filter({ hasText: ROLL_MESSAGES.claimConfirmed }).waitFor();
  await page.getByRole('tab', { name: /^Roll/ }).click();
  await page.getByLabel('Search by name or matric number').fill(claimant.matric);
  await page
    .getByRole('table', { name: 'Your graduation roll' })
    .getByRole('row')
    .filter({ hasText: claimant.name })
    .getByText('Confirmed')
    .waitFor();

  // The graduate sees it.
  await graduate.page.reload();
  await graduate.page
    .getByText(`${institution.name} has confirmed you are on its graduation roll.`)
    .waitFor();
  await screenshot(graduate.page, 'institution-09-graduate-confirmed');
  expect(graduate.pageErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});

it("the institution opens the student's detail and resume", async () => {
  const { institution, claimant } = await institutionWithClaimantOnRoll();
  const person = await graduateWithProfile(claimant.name, claimant.matric);
  await apiAs(person)('POST', `/graduates/${person.profileId}/institutions/`, {
    institution_id: institution.profileId,
  });
  await apiAs(institution)(
    'PATCH',
    `/institutions/${institution.profileId}/graduates/${person.profileId}/claim`,
    {
      decision: 'confirm',
    },
  );
  const { page, context, pageErrors } = await newPage(browser);
  await signIn(page, 'institution', institution.email, institution.password);
  await page.waitForURL('**/overview');
  await page.goto('/students');
  await page.getByPlaceholder('Search student').fill(claimant.name);
  // The search runs on the server once typing pauses, and stays in the address.
  await page.waitForURL(/\/students\?q=Ngozi/);
  const students = page.getByRole('table', { name: 'Your students' });
  await page.getByText('1 student', { exact: true }).waitFor();
  await screenshot(page, 'institution-10-students');
  await students.getByRole('link', { name: `View ${claimant.name}` }).click();
  await page.waitForURL(/\/students\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: claimant.name }).waitFor();
  for (const section of [
    'Profile information',
    'Contact information',
    'Education information',
    "O' Level details",
    'Identity and legal information',
    'Employment Details',
  ]) {
    await page.getByRole('heading', { level: 2, name: section }).waitFor();
  }
  const education = page.getByRole('region', { name: 'Education information' });
  await education.getByText(institution.name, { exact: true }).waitFor();
  await education.getByText(CLAIM_STATUS_LABELS.confirmed, { exact: true }).waitFor();
  await screenshot(page, 'institution-11-student');

  const [resumeTab, file] = await Promise.all([
    context.waitForEvent('page'),
    page.waitForResponse((response) => response.url().includes('/api/v1/files/')),
    page.getByRole('button', { name: 'View resume cv.pdf' }).click(),
  ]);
  expect(file.status()).toBe(200);
  await resumeTab.waitForURL(/^blob:/);
  await eventually(() => resumeTab.evaluate(() => document.contentType)).toBe('application/pdf');
  await resumeTab.close();

  // Back returns to the list; a student who is not this institution's goes back with the message.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL(/\/students\?q=/);
  await page.goto('/students/00000000-0000-4000-8000-000000000000');
  await page.getByRole('alert').filter({ hasText: ROLL_MESSAGES.notYourStudent }).waitFor();
  await page.waitForURL(/\/students$/);
  expect(pageErrors).toEqual([]);
});
