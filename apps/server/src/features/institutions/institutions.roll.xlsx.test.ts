import { ROLL_MESSAGES } from '@tvet/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipEntries } from '../../platform/files/zip';
import { registryRow, registryXlsx } from '../../test/roll-registry.fixtures';
import { mappedRows, openSheet, proposedFields } from './institutions.roll.read';

/*
 * .xlsx files are read with ExcelJS's public streaming reader, handed a zip rewritten in dependency order
 * (institutions.roll.xlsx.ts). On the file as written, that reader lost the entries after a worksheet in about
 * 1 read of 100 (the stored roll "could not be read" on a later read: the skip_invalid flake): 300 reads in a
 * row failed at read 235.
 */
async function rowsOf(bytes: Buffer) {
  const sheet = await openSheet(bytes);
  const rows = [];
  for await (const row of mappedRows(sheet.rows, proposedFields(sheet.headers))) rows.push(row);
  return { sheet, rows };
}

/** A zip part renamed in place (same length, local header and directory alike): the zip stays valid. */
const renamed = (bytes: Buffer, from: string, to: string) =>
  Buffer.from(bytes.toString('latin1').replaceAll(from, to), 'latin1');

describe('reading an .xlsx', () => {
  it('reads every row of the same registry export on each of 300 reads', async () => {
    const bytes = await registryXlsx([registryRow(1), registryRow(2, { surname: 'Ṣẹ́gun' }), registryRow(3)]);
    const failures: string[] = [];
    for (let read = 0; read < 300; read += 1) {
      try {
        const { sheet, rows } = await rowsOf(bytes);
        expect(sheet.headerRow).toBe(3);
        expect(rows.map((row) => row.row)).toEqual([4, 5, 6]);
        expect(rows[1].cells.name?.text).toContain('Ṣẹ́gun');
      } catch (error) {
        failures.push(`read ${read}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('reads a workbook without shared strings (the reader parks the sheet, then reads it)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('ROLL');
    sheet.addRow([2021, 2022, 2023]);
    sheet.addRow([1, 2, 3]);
    const written = Buffer.from(await workbook.xlsx.writeBuffer());
    // Numbers only: the shared strings part is unused, and renamed in place the zip stays valid without it.
    const bytes = renamed(written, 'xl/sharedStrings.xml', 'xl/sharedStrings.xmX');
    expect(zipEntries(bytes)?.some((entry) => entry.name === 'xl/sharedStrings.xml')).toBe(false);
    const opened = await openSheet(bytes);
    expect([opened.headerRow, opened.headers]).toEqual([1, ['2021', '2022', '2023']]);
    const rows = [];
    for await (const row of opened.rows) rows.push(row);
    expect(rows).toEqual([{ row: 2, values: [1, 2, 3] }]);
  });

  it('reads the first worksheet only', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('ROLL').addRow(['name', 'matric_number', 'programme']);
    workbook.worksheets[0].addRow(['Ada Obi', 'M1', 'CS']);
    workbook.addWorksheet('NOTES').addRow(['not part of the roll']);
    const { rows } = await rowsOf(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows.map((row) => [row.row, row.cells.name?.text, row.cells.programme?.text])).toEqual([
      [2, 'Ada Obi', 'CS'],
    ]);
  });

  it("refuses a workbook without its workbook's relationships as unreadable", async () => {
    const bytes = await registryXlsx([registryRow(1)]);
    const broken = renamed(bytes, 'xl/_rels/workbook.xml.rels', 'xl/_rels/workbook.xml.relX');
    await expect(rowsOf(broken)).rejects.toMatchObject({
      statusCode: 400,
      message: ROLL_MESSAGES.unreadable,
    });
  });
});
