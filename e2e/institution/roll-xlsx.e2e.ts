import { ROLL_MESSAGES } from '@tvet/contract';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { apiAs, lettersOf, newInstitution } from './support';

/*
 * Issue 10: a roll kept in Excel. The institution uploads an .xlsx workbook (written here with exceljs, as Excel
 * saves it): a formula cell is a row error and nothing is stored; the corrected workbook previews and imports.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Name', 'Matric No.', 'Programme', 'Year of graduation', 'Sex', 'State', 'Email', 'Phone'];

/** A workbook whose first sheet is the roll; a cell may be a formula ({ formula, result }) as Excel stores it. */
async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Graduates 2022');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

it('an institution uploads its roll as an Excel workbook: a formula is refused, the corrected file imports', async () => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
  const programme = `Catering Craft Practice ${tag}`;
  const institution = await newInstitution(`x${tag}`);
  await apiAs(institution)('POST', '/programmes/', { name: programme, accreditation_type: 'full' });
  const rows = [
    [`Halima ${lettersOf(tag)}`, `KDP/ND/CC/22/${tag}1`, programme, 2022, 'F', 'Kaduna', '', '08031234567'],
    [`Emeka ${lettersOf(tag)}`, `KDP/ND/CC/22/${tag}2`, programme, 2022, 'M', 'Enugu', '', '08051234567'],
  ];

  const { page, pageErrors } = await newPage(browser, { width: 1280, height: 800 });
  await signIn(page, 'institution', institution.email, institution.password);
  await page.waitForURL('**/overview');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Graduation roll' })
    .click();
  await page.waitForURL('**/graduation-roll');
  const file = page.getByLabel('Roll file (CSV or .xlsx)');

  // The second graduate's year is a formula: refused, with its row and column named; nothing stored.
  const withFormula = [
    rows[0],
    [...rows[1].slice(0, 3), { formula: '2021+1', result: 2022 }, ...rows[1].slice(4)],
  ];
  await file.setInputFiles({
    name: 'roll 2022.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await workbook(withFormula),
  });
  await page.getByText(ROLL_MESSAGES.previewHasErrors(1)).waitFor();
  // Faults are grouped by kind and value (issue 24), each naming its spreadsheet rows.
  await page.getByText(`2022: ${ROLL_MESSAGES.formula('graduation_year')}, 1 row: 3`).waitFor();
  await eventually(() => page.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
  await screenshot(page, 'institution-xlsx-01-formula');

  await page.getByRole('button', { name: 'Choose another file' }).click();
  await file.setInputFiles({ name: 'roll 2022.xlsx', mimeType: XLSX_TYPE, buffer: await workbook(rows) });
  await page.getByText(ROLL_MESSAGES.previewReady(2)).waitFor();
  const preview = page.getByRole('table', { name: 'The first rows of the file' });
  await preview.getByText(`Halima ${lettersOf(tag)}`).waitFor();
  await preview.getByText(`KDP/ND/CC/22/${tag}2`).waitFor();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: ROLL_MESSAGES.committed(2, 0) })
    .waitFor();

  await page.getByLabel('Search by name or matric number').fill(tag);
  const roll = page.getByRole('table', { name: 'Your graduation roll' });
  await page.getByText('2 graduates on the roll', { exact: true }).waitFor();
  await roll
    .getByRole('row')
    .filter({ hasText: `Emeka ${lettersOf(tag)}` })
    .getByText(programme)
    .waitFor();
  await screenshot(page, 'institution-xlsx-02-roll');
  expect(pageErrors).toEqual([]);
});
