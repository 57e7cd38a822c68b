import { Readable } from 'node:stream';
import {
  ROLL_MAX_ROWS,
  ROLL_MESSAGES,
  ROLL_REQUIRED_COLUMNS,
  type RollColumn,
  rollColumnOf,
} from '@tvet/contract';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../platform/errors';

/*
 * Reading a graduation roll file: which format it is (by its bytes, never its name or declared type), its
 * header row, and its data rows one at a time, so a 100,000-row file is never held twice in memory.
 */

export type RollFormat = 'csv' | 'xlsx';

/** One cell as read: its text, and whether the spreadsheet stored a formula there. */
export interface Cell {
  text: string;
  formula: boolean;
}
export interface RawRow {
  /** The row number a spreadsheet shows (the header is row 1 when it is the first line). */
  row: number;
  cells: Partial<Record<RollColumn, Cell>>;
}

/** Uncompressed bytes an .xlsx may declare (a zip bomb is refused before it is inflated). */
const XLSX_MAX_UNZIPPED = 400 * 1024 * 1024;

const unsupported = () => new AppError(415, ROLL_MESSAGES.notCsvOrXlsx);

/**
 * CSV (UTF-8, or the Windows-1252 Excel writes) or .xlsx, decided by content; anything else (PDF, images, other
 * zips, old .xls, binary) is refused (415).
 */
export async function detectFormat(
  bytes: Buffer,
): Promise<{ format: 'xlsx' } | { format: 'csv'; text: string }> {
  if (bytes.length === 0) throw badRequest(ROLL_MESSAGES.emptyBody);
  const type = await fileTypeFromBuffer(bytes);
  if (type) {
    if (type.ext !== 'xlsx' || !isXlsxZip(bytes)) throw unsupported();
    return { format: 'xlsx' };
  }
  // A zip file-type did not name (a workbook saved by an unusual writer) still counts if it holds one.
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    if (!isXlsxZip(bytes)) throw unsupported();
    return { format: 'xlsx' };
  }
  const text = decodeText(bytes);
  if (text === null) throw unsupported();
  return { format: 'csv', text };
}

/** Text with no control characters but tab, CR and LF; UTF-8 first, else Windows-1252 (Excel's "CSV" on Windows). */
function decodeText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  text = text.replace(/^\uFEFF/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing binary content is the point
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return null;
  return text;
}

/**
 * The zip's central directory names an Excel workbook (xl/workbook.xml) and declares no more than
 * XLSX_MAX_UNZIPPED bytes in all. Read without inflating anything.
 */
function isXlsxZip(bytes: Buffer): boolean {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) return false;
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  let total = 0;
  let workbook = false;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return false;
    const uncompressed = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (name === 'xl/workbook.xml') workbook = true;
    // 0xFFFFFFFF means ZIP64: sizes that Excel never needs for a roll; refused rather than trusted.
    if (uncompressed === 0xffffffff) return false;
    total += uncompressed;
    if (total > XLSX_MAX_UNZIPPED) throw new AppError(413, ROLL_MESSAGES.fileTooLarge);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return workbook;
}

/** Maps the header row's cells to columns; refuses missing, duplicated or contact-less headers. */
function columnsOf(headers: string[]): (RollColumn | null)[] {
  const columns = headers.map((header) => rollColumnOf(header));
  const seen = new Set<RollColumn>();
  for (const column of columns) {
    if (!column) continue;
    if (seen.has(column)) throw badRequest(ROLL_MESSAGES.duplicateColumn(column));
    seen.add(column);
  }
  const missing: string[] = ROLL_REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  if (!seen.has('email') && !seen.has('phone')) missing.push('email or phone');
  if (missing.length > 0) throw badRequest(ROLL_MESSAGES.missingColumns(missing));
  return columns;
}

const isBlank = (values: unknown[]) =>
  values.every((value) => value === null || value === undefined || String(value).trim() === '');

/**
 * The data rows of a roll file, header checked first. Blank rows are skipped (but keep their numbers).
 * More than ROLL_MAX_ROWS data rows is refused (413) as soon as the next one is read.
 */
export async function openRoll(bytes: Buffer): Promise<{ format: RollFormat; rows: AsyncGenerator<RawRow> }> {
  const detected = await detectFormat(bytes);
  const source = detected.format === 'csv' ? csvRows(detected.text) : xlsxRows(bytes);
  return { format: detected.format, rows: dataRows(source) };
}

async function* dataRows(source: AsyncGenerator<{ row: number; values: unknown[] }>): AsyncGenerator<RawRow> {
  let columns: (RollColumn | null)[] | null = null;
  let count = 0;
  for await (const { row, values } of source) {
    if (isBlank(values)) continue;
    if (!columns) {
      columns = columnsOf(values.map((value) => cellOf(value).text));
      continue;
    }
    count += 1;
    if (count > ROLL_MAX_ROWS) throw new AppError(413, ROLL_MESSAGES.tooManyRows);
    const cells: RawRow['cells'] = {};
    columns.forEach((column, index) => {
      if (column) cells[column] = cellOf(values[index]);
    });
    yield { row, cells };
  }
  if (!columns) throw badRequest(ROLL_MESSAGES.emptyBody);
  if (count === 0) throw badRequest(ROLL_MESSAGES.noRows);
}

async function* csvRows(text: string): AsyncGenerator<{ row: number; values: unknown[] }> {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [';', '\t', ','].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const parser = Readable.from([text]).pipe(
    parse({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, bom: true }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { row, values: record };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(ROLL_MESSAGES.unreadable);
  } finally {
    parser.destroy();
  }
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<{ row: number; values: unknown[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    // The first worksheet is the roll.
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        yield { row: row.number, values };
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(ROLL_MESSAGES.unreadable);
  }
}

/** A spreadsheet value as text; formula cells are marked whatever their cached result. */
function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return { text: '', formula: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), formula: false };
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('formula' in object || 'sharedFormula' in object)
      return { text: String(object.result ?? ''), formula: true };
    if (Array.isArray(object.richText))
      return {
        text: (object.richText as { text: string }[])
          .map((part) => part.text)
          .join('')
          .trim(),
        formula: false,
      };
    if ('text' in object) return { text: String(object.text ?? '').trim(), formula: false };
    if ('error' in object) return { text: String(object.error), formula: false };
    return { text: '', formula: false };
  }
  return { text: String(value).trim(), formula: false };
}
