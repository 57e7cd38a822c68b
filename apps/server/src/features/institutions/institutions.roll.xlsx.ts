import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ZipEntry } from '../../platform/files/zip';

/*
 * The rows of a workbook's first worksheet, read with ExcelJS's public streaming reader (WorkbookReader).
 *
 * That reader walks the zip in file order, and when a worksheet comes before the shared strings (as Excel and
 * ExcelJS write them) it parks the sheet in a temp file; in about 1 read of 100 of the same file the entries
 * after the sheet (shared strings, workbook.xml) never reached it, and the read failed with "Cannot read
 * properties of undefined (reading 'sheets')". So it is handed a zip of its own, written here from the entries
 * already parsed and checked (institutions.roll.zip.ts): only the parts it needs, in the order they depend on
 * each other (relationships, workbook, shared strings, then the worksheet, last), each with its sizes in its
 * local header. The worksheet then streams straight from the zip: no temp file, and nothing after it to lose.
 */

const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** General purpose flag: the entry's name is UTF-8. */
const UTF8_NAME = 0x0800;

/** A zip holding `parts` in this order, stored or deflated as they were (their data is copied, not inflated). */
function zipOf(bytes: Buffer, parts: ZipEntry[]): Buffer[] {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const size = part.dataEnd - part.dataStart;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAME, 6);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc32, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(part.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, bytes.subarray(part.dataStart, part.dataEnd));
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAME, 8);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc32, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(part.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.length + size;
  }
  const directorySize = directory.reduce((total, chunk) => total + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return [...chunks, ...directory, end];
}

/** The rows of the workbook's first worksheet (in zip order), or null when it has none. */
export async function firstWorksheetRows(
  bytes: Buffer,
  entries: ZipEntry[],
): Promise<AsyncIterable<ExcelJS.Row> | null> {
  const named = (name: string) => entries.find((entry) => entry.name === name);
  const rels = named(WORKBOOK_RELS);
  const workbook = named(WORKBOOK);
  const sheet = entries.find((entry) => WORKSHEET.test(entry.name));
  if (!rels || !workbook || !sheet) return null;
  const strings = named(SHARED_STRINGS);
  const parts = strings ? [rels, workbook, strings, sheet] : [rels, workbook, sheet];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from(zipOf(bytes, parts), { objectMode: false }),
    {
      sharedStrings: 'cache',
      worksheets: 'emit',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    },
  );
  return rowsOf(reader);
}

async function* rowsOf(reader: ExcelJS.stream.xlsx.WorkbookReader): AsyncGenerator<ExcelJS.Row> {
  // The zip holds one worksheet: the roll.
  for await (const worksheet of reader) {
    for await (const row of worksheet) yield row as ExcelJS.Row;
    return;
  }
}
