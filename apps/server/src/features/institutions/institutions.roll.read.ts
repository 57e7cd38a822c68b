import { Readable } from 'node:stream';
import {
  ROLL_COLUMN_SAMPLES,
  ROLL_COLUMNS_MAX,
  ROLL_HEADER_MIN_FIELDS,
  ROLL_HEADER_SCAN_ROWS,
  ROLL_MAPPING_MESSAGES,
  ROLL_MAX_ROWS,
  ROLL_MESSAGES,
  ROLL_REQUIRED_COLUMNS,
  type RollColumn,
  rollColumnOf,
} from '@tvet/contract';
import { parse } from 'csv-parse';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../platform/errors';
import { assertInflatesWithin, zipEntries } from '../../platform/files/zip';
import { firstWorksheetRows } from './institutions.roll.xlsx';

/*
 * Reading a graduation roll file: which format it is (by its bytes, never its name or declared type), its
 * header row (found below any title rows), and its data rows one at a time, each cell given the roll field its
 * column is matched to, so a 100,000-row file is never held twice in memory.
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
  /** Every cell's text as written, in file order (for the download of faulty rows). */
  values: string[];
}

/** Bytes an .xlsx may declare, and may really inflate to (checked on the inflated data: institutions.roll.zip.ts). */
export const XLSX_MAX_UNZIPPED = 400 * 1024 * 1024;

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
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  // A zip file-type did not name (a workbook saved by an unusual writer) still counts if it holds one.
  if (type || zip) {
    if ((type && type.ext !== 'xlsx') || !isXlsxZip(bytes)) throw unsupported();
    const entries = zipEntries(bytes);
    if (!entries) throw badRequest(ROLL_MESSAGES.unreadable);
    await assertInflatesWithin(bytes, entries, XLSX_MAX_UNZIPPED, {
      unreadable: ROLL_MESSAGES.unreadable,
      tooLarge: ROLL_MAPPING_MESSAGES.xlsxTooLarge,
    });
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

/**
 * Checks a column -> field matching: no field but name (whose parts may sit in several columns: SURNAME,
 * OTHER NAMES) has two columns. `duplicate` words the refusal (an upload's own header, or a registrar's
 * choice). Unmatched required fields are not refused here: the preview names them and commit refuses them.
 */
export function checkFields(
  fields: (RollColumn | null)[],
  duplicate: (field: RollColumn) => string = ROLL_MESSAGES.duplicateColumn,
): void {
  const seen = new Set<RollColumn>();
  for (const field of fields) {
    if (!field) continue;
    if (seen.has(field) && field !== 'name') throw badRequest(duplicate(field));
    seen.add(field);
  }
}

/** The required fields no column is matched to ('email or phone' when neither is). */
export function unmappedFields(fields: (RollColumn | null)[]): string[] {
  const seen = new Set(fields);
  const absent: string[] = ROLL_REQUIRED_COLUMNS.filter((field) => !seen.has(field));
  if (!seen.has('email') && !seen.has('phone')) absent.push('email or phone');
  return absent;
}

const isBlank = (values: unknown[]) =>
  values.every((value) => value === null || value === undefined || String(value).trim() === '');

type SourceRow = { row: number; values: unknown[] };

/** A file opened at its header row: the header's cells, each column's first values, and the rows below it. */
export interface RollSheet {
  format: RollFormat;
  /** The header's row number as the spreadsheet shows it. */
  headerRow: number;
  headers: string[];
  samples: string[][];
  rows: AsyncGenerator<SourceRow>;
}

/** How many different roll fields a row's cells name: a header row names several, a title row or data none. */
function fieldsNamed(values: unknown[]): number {
  const named = new Set<RollColumn>();
  for (const value of values) {
    const field = rollColumnOf(cellOf(value).text);
    if (field) named.add(field);
  }
  return named.size;
}

/**
 * Opens a roll file and finds its header row among the first ROLL_HEADER_SCAN_ROWS rows that are not blank:
 * the row naming at least ROLL_HEADER_MIN_FIELDS roll fields (title rows, blank rows and merged cells above it
 * are passed over). Two such rows are refused, since either could be meant; with none, the first row is taken
 * as the header (and its missing columns are named).
 */
export async function openSheet(bytes: Buffer): Promise<RollSheet> {
  const detected = await detectFormat(bytes);
  const source = detected.format === 'csv' ? csvRows(detected.text) : xlsxRows(bytes);
  const scanned: SourceRow[] = [];
  while (scanned.length < ROLL_HEADER_SCAN_ROWS) {
    const next = await source.next();
    if (next.done) break;
    if (!isBlank(next.value.values)) scanned.push(next.value);
  }
  if (scanned.length === 0) throw badRequest(ROLL_MESSAGES.emptyBody);
  const candidates = scanned.filter((entry) => fieldsNamed(entry.values) >= ROLL_HEADER_MIN_FIELDS);
  if (candidates.length > 1)
    throw badRequest(ROLL_MAPPING_MESSAGES.twoHeaderRows(candidates[0].row, candidates[1].row));
  const header = candidates[0] ?? scanned[0];
  const headers = header.values.map((value) => cellOf(value).text);
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  if (headers.length > ROLL_COLUMNS_MAX) throw badRequest(ROLL_MAPPING_MESSAGES.tooManyColumns);
  const below = scanned.slice(scanned.indexOf(header) + 1);
  const samples = headers.map((_, index) =>
    below
      .map((entry) => cellOf(entry.values[index]).text)
      .filter((text) => text !== '')
      .slice(0, ROLL_COLUMN_SAMPLES),
  );
  async function* rest(): AsyncGenerator<SourceRow> {
    yield* below;
    yield* source;
  }
  return { format: detected.format, headerRow: header.row, headers, samples, rows: rest() };
}

/** Each header's field as the contract's aliases read it (before any remembered or chosen mapping). */
export const proposedFields = (headers: string[]): (RollColumn | null)[] =>
  headers.map((header) => rollColumnOf(header));

/**
 * The data rows below the header, each cell under the field its column is matched to (name parts joined with
 * a space in file order). Blank rows are skipped but keep their numbers. More than ROLL_MAX_ROWS data rows is
 * refused (413) as soon as the next one is read.
 */
export async function* mappedRows(
  rows: AsyncGenerator<SourceRow>,
  fields: (RollColumn | null)[],
): AsyncGenerator<RawRow> {
  let count = 0;
  for await (const { row, values } of rows) {
    if (isBlank(values)) continue;
    count += 1;
    if (count > ROLL_MAX_ROWS) throw new AppError(413, ROLL_MESSAGES.tooManyRows);
    const cells: RawRow['cells'] = {};
    const texts: string[] = [];
    const width = Math.max(values.length, fields.length);
    for (let index = 0; index < width; index += 1) {
      const cell = cellOf(values[index]);
      texts.push(cell.text);
      const field = fields[index];
      if (!field) continue;
      const held = cells[field];
      cells[field] =
        held && field === 'name'
          ? { text: [held.text, cell.text].filter(Boolean).join(' '), formula: held.formula || cell.formula }
          : cell;
    }
    yield { row, cells, values: texts };
  }
  if (count === 0) throw badRequest(ROLL_MESSAGES.noRows);
}

function* pieces(text: string, size: number): Generator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

async function* csvRows(text: string): AsyncGenerator<SourceRow> {
  // The delimiter that splits some line of the top most often (the header may sit below a one-cell title line).
  const top = text.split(/\r?\n/, ROLL_HEADER_SCAN_ROWS);
  const widest = (delimiter: string) => Math.max(...top.map((line) => line.split(delimiter).length));
  const delimiter = [';', '\t', ','].reduce((best, candidate) =>
    widest(candidate) > widest(best) ? candidate : best,
  );
  // Fed in 64 KB pieces: one 25 MB piece would be parsed in one go, holding up every other request meanwhile.
  const parser = Readable.from(pieces(text, 64 * 1024)).pipe(
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

async function* xlsxRows(bytes: Buffer): AsyncGenerator<SourceRow> {
  try {
    const entries = zipEntries(bytes);
    // The first worksheet is the roll.
    const rows = entries && (await firstWorksheetRows(bytes, entries));
    if (!rows) throw badRequest(ROLL_MESSAGES.unreadable);
    for await (const row of rows) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield { row: row.number, values };
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
