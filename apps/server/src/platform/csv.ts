import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';
import { contentDisposition } from './content-disposition';

/*
 * The one CSV writer: every file the server hands out as CSV (survey answers, outcome figures and microdata, a
 * roll's faulty rows) is written here, so each has the same guard against CSV injection and the same headers.
 */

/**
 * Text a spreadsheet would run as a formula when the file is opened (CSV injection): a leading = or @, a tab or
 * carriage return, or + / - that do not start a plain number such as a phone number or a negative figure.
 */
export function isFormulaText(text: string): boolean {
  if (/^[=@\t\r]/.test(text)) return true;
  if (/^[+-]/.test(text)) return !/^[+-]?[\d ().]+$/.test(text);
  return false;
}

/** A cell a spreadsheet shows as text: formula text gets a leading apostrophe. */
export const csvCell = (text: string) => (isFormulaText(text) ? `'${text}` : text);

export interface CsvOptions {
  /** A UTF-8 byte-order mark first, so Excel reads accented names right. */
  bom?: boolean;
  /** CRLF line ends (what spreadsheet programs write), else LF. */
  crlf?: boolean;
}

const settings = (options: CsvOptions) => ({
  cast: { string: csvCell },
  bom: options.bom ?? false,
  record_delimiter: options.crlf ? ('windows' as const) : ('unix' as const),
});

/**
 * A CSV written row by row as it is read, for files too large to hold (`stream` is the reply's body): `write`
 * waits while the reader is behind, `end` closes the file.
 */
export function csvStream(options: CsvOptions = {}) {
  const stream = stringify(settings(options));
  return {
    stream: stream as Readable,
    write: (row: (string | number | null)[]) =>
      stream.write(row)
        ? Promise.resolve()
        : new Promise<void>((resolve) => stream.once('drain', () => resolve())),
    end: () => stream.end(),
    fail: (error: Error) => stream.destroy(error),
  };
}

/** A small CSV at once. */
export function csvBytes(rows: (string | number | null)[][], options: CsvOptions = {}): Buffer {
  return Buffer.from(stringifyNow(rows, settings(options)), 'utf8');
}

/**
 * The headers of a CSV download named `fileName` in any script (content-disposition.ts; `asciiName` when the
 * caller makes a better plain name for old clients), never kept by a cache.
 */
export const csvDownloadHeaders = (fileName: string, asciiName?: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': contentDisposition('attachment', fileName, asciiName),
  'cache-control': 'no-store',
});
