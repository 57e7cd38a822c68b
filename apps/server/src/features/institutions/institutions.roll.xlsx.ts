import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { ZipEntry } from './institutions.roll.zip';

/*
 * ExcelJS's streaming reader unzips with its own stream parser, and when a worksheet comes before the shared
 * strings (as Excel and ExcelJS write them) it parks the sheet in a temp file; in about 1 read of 100 of the
 * same file the entries after the sheet (shared strings, workbook.xml) never reach it, and the read fails with
 * "Cannot read properties of undefined (reading 'sheets')": a stored roll "could not be read" at random.
 * The zip is already parsed and checked here (institutions.roll.zip.ts), so its entries are handed to ExcelJS's
 * XML readers ourselves, in the order they depend on each other: relationships, workbook, shared strings, then
 * the first worksheet streamed straight from its inflater (no temp file).
 */

const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The parts of ExcelJS's WorkbookReader that read one part each (its own zip walk is what is replaced). */
interface PartReaders {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: unknown }>;
}

/** One entry's bytes as text, inflated as read (decoded across chunk edges, so no character is split). */
function entryText(bytes: Buffer, entry: ZipEntry): Readable {
  const data = bytes.subarray(entry.dataStart, entry.dataEnd);
  const stream =
    entry.method === 0
      ? Readable.from([data], { objectMode: false })
      : Readable.from([data], { objectMode: false }).pipe(createInflateRaw());
  stream.setEncoding('utf8');
  return stream;
}

/** The rows of the workbook's first worksheet (in zip order), or null when it has none. */
export async function firstWorksheetRows(
  bytes: Buffer,
  entries: ZipEntry[],
): Promise<AsyncIterable<ExcelJS.Row> | null> {
  const named = (name: string) => entries.find((entry) => entry.name === name);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  }) as unknown as PartReaders;
  const rels = named(WORKBOOK_RELS);
  const workbook = named(WORKBOOK);
  if (!rels || !workbook) return null;
  await reader._parseRels(entryText(bytes, rels));
  await reader._parseWorkbook(entryText(bytes, workbook));
  const strings = named(SHARED_STRINGS);
  if (strings) for await (const _ of reader._parseSharedStrings(entryText(bytes, strings))) void _;
  const sheet = entries.find((entry) => WORKSHEET.test(entry.name));
  if (!sheet) return null;
  const sheetNo = (WORKSHEET.exec(sheet.name) as RegExpExecArray)[1];
  for (const { eventType, value } of reader._parseWorksheet(entryText(bytes, sheet), sheetNo))
    if (eventType === 'worksheet') return value as AsyncIterable<ExcelJS.Row>;
  return null;
}
