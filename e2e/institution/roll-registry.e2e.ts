import { ROLL_MAPPING_MESSAGES, ROLL_MESSAGES } from '@tvet/contract';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAdminSession } from '../support/admin';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signIn } from '../support/sign-in';
import { apiAs, lettersOf, newInstitution } from './support';

/*
 * Issue 24: a roll as a polytechnic's records system exports it (a merged title row, a blank row, the registry's
 * own column names, HND/ND-prefixed and abbreviated programme names, sessions, M/F). The registrar confirms the
 * proposed matches, adds the one programme the institution lacks (pending approval) from the mapping step,
 * imports, and next year's file needs no mapping.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = [
  'S/N',
  'MATRIC NO.',
  'SURNAME',
  'OTHER NAMES',
  'SEX',
  'PROGRAMME',
  'STATE OF ORIGIN',
  'YEAR OF GRAD.',
  'PHONE NO.',
  'E-MAIL',
  'CGPA',
  'CLASS',
];

async function registryExport(title: string, rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('GRADUANDS');
  sheet.addRow([title]);
  sheet.mergeCells(1, 1, 1, HEADER.length);
  sheet.addRow([]);
  sheet.addRow(HEADER);
  rows.forEach((row, index) => {
    sheet.addRow([index + 1, ...row, 3.1, 'Upper Credit']);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

it('a registrar uploads the registry export, confirms the matches, imports, and next year maps nothing', async () => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
  const letters = lettersOf(tag);
  const institution = await newInstitution(`r${tag}`);
  const api = apiAs(institution);
  const foodProgramme = await api<{ _id: string }>('POST', '/programmes/', {
    name: `Food Technology ${letters}`,
    accreditation_type: 'full',
  });
  // Near names are matched to approved programmes only: an administrator approves this one.
  await apiAs(await demoAdminSession())('PATCH', `/programmes/${foodProgramme._id}`, { status: 'approved' });
  const food = `HND Food Tech. ${letters}`;
  const catering = `ND Hotel & Catering ${letters}`;
  const graduate = (n: number, programme: string, session: string) => [
    `YCT/${tag}/${n}`,
    'OKONKWO',
    `Chiamaka ${letters}`,
    n % 2 ? 'F' : 'M',
    programme,
    'Anambra',
    session,
    `0803${String(1_000_000 + n).slice(-7)}`,
    '',
  ];

  const { page, pageErrors } = await newPage(browser, { width: 1280, height: 900 });
  await signIn(page, 'institution', institution.email, institution.password);
  await page.waitForURL('**/overview');
  await page.goto('/graduation-roll');
  const file = page.getByLabel('Roll file (CSV or .xlsx)');
  await file.setInputFiles({
    name: 'GRADUANDS 2022-2023.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await registryExport('YABA COLLEGE OF TECHNOLOGY: LIST OF GRADUANDS, 2022/2023 SESSION', [
      graduate(1, food, '2022/2023'),
      graduate(2, food, '2022/2023'),
      graduate(3, catering, '2022/2023'),
    ]),
  });
  await page.getByText(ROLL_MAPPING_MESSAGES.headerRowUsed(3)).waitFor();
  expect(await page.getByLabel('MATRIC NO.').inputValue()).toBe('matric_number');
  expect(await page.getByLabel('OTHER NAMES').inputValue()).toBe('name');
  expect(await page.getByLabel('CGPA').inputValue()).toBe('');
  const programmes = await page.getByRole('option', { name: `Food Technology ${letters}` }).count();
  expect(programmes).toBeGreaterThan(0);
  expect(await page.getByLabel(food).inputValue()).not.toBe('');
  expect(await page.getByLabel(catering).inputValue()).toBe('');
  await page.getByText(`${catering}: ${ROLL_MESSAGES.unknownProgramme(catering)}, 1 row: 6`).waitFor();
  await screenshot(page, 'institution-registry-01-mapping-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'institution-registry-02-mapping-360');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The institution has no catering programme yet: it is added from here, pending approval.
  await page.getByLabel(catering).selectOption({ label: ROLL_MAPPING_MESSAGES.newProgrammeOption });
  await page.getByLabel('Name of the new programme').fill(`Hotel and Catering ${letters}`);
  await page.getByLabel('Accreditation type').selectOption({ label: 'Full' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByLabel('Name of the new programme').scrollIntoViewIfNeeded();
  await screenshot(page, 'institution-registry-02b-new-programme-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Check again with these matches' }).click();
  await page.getByText(ROLL_MAPPING_MESSAGES.programmeCreated(1)).waitFor();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: ROLL_MESSAGES.committed(3, 0) })
    .waitFor();

  // Next year's export: the same columns and programme names, matched as last time without any change.
  await page.getByRole('button', { name: 'Upload another file' }).click();
  await file.setInputFiles({
    name: 'GRADUANDS 2023-2024.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await registryExport('YABA COLLEGE OF TECHNOLOGY: LIST OF GRADUANDS, 2023/2024 SESSION', [
      graduate(4, food, '2023/2024'),
      graduate(5, catering, '2023/2024'),
    ]),
  });
  await page.getByText(ROLL_MESSAGES.previewReady(2)).waitFor();
  expect(await page.getByLabel(catering).inputValue()).not.toBe('');
  await screenshot(page, 'institution-registry-03-next-year');
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: ROLL_MESSAGES.committed(2, 0) })
    .waitFor();

  await page.getByLabel('Search by name or matric number').fill(`okonkwo ${letters}`);
  await page.getByText('5 graduates on the roll', { exact: true }).waitFor();
  expect(pageErrors).toEqual([]);
});

it('a column the import cannot match opens the mapping step; the registrar picks its field and imports', async () => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
  const letters = lettersOf(tag);
  const institution = await newInstitution(`m${tag}`);
  const api = apiAs(institution);
  await api('POST', '/programmes/', { name: `Food Technology ${letters}`, accreditation_type: 'full' });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('GRADUANDS');
  // 'PASS-OUT' names no field the import knows: graduation_year has no column until the registrar picks it.
  sheet.addRow(HEADER.map((header) => (header === 'YEAR OF GRAD.' ? 'PASS-OUT' : header)));
  sheet.addRow([1, `YCT/${tag}/1`, 'ADEBAYO', `Tolu ${letters}`, 'F', `Food Technology ${letters}`]);
  sheet.getRow(2).getCell(7).value = 'Lagos';
  sheet.getRow(2).getCell(8).value = 2023;
  sheet.getRow(2).getCell(9).value = '08031234567';

  const { page, pageErrors } = await newPage(browser, { width: 1280, height: 900 });
  await signIn(page, 'institution', institution.email, institution.password);
  await page.waitForURL('**/overview');
  await page.goto('/graduation-roll');
  await page.getByLabel('Roll file (CSV or .xlsx)').setInputFiles({
    name: 'graduands.xlsx',
    mimeType: XLSX_TYPE,
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  const missing = ROLL_MAPPING_MESSAGES.missingFields(['graduation_year']);
  await page.getByText(missing).first().waitFor();
  expect(await page.getByLabel('PASS-OUT').inputValue()).toBe('');
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'institution-registry-04-unmatched-field-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('PASS-OUT').selectOption('graduation_year');
  await page.getByRole('button', { name: 'Check again with these matches' }).click();
  await page.getByText(ROLL_MAPPING_MESSAGES.mappingChanged).waitFor();
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: ROLL_MESSAGES.committed(1, 0) })
    .waitFor();
  expect(pageErrors).toEqual([]);
});
