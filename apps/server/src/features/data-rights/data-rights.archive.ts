import { KEPT_NOTE } from '@tvet/contract';
import { stringify } from 'csv-stringify/sync';
import { type Zippable, zipSync } from 'fflate';

/*
 * The archive of a person's data: for every section every feature exports, `<feature>/<section>.json` (the rows as
 * they are) and `<feature>/<section>.csv` (one row each, one column per field), the files they uploaded under
 * `files/`, and a README saying what it is. Built in memory with fflate (pure JavaScript, no dependencies, no
 * install scripts; a person's archive is a few megabytes at most, the largest part their own uploads).
 */

export type Sections = Record<string, Record<string, Record<string, unknown>[]>>;

export interface ArchiveFile {
  id: string;
  title: string;
  bytes: Buffer;
}

/** Dates as ISO text, everything else as JSON gives it. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

/** A spreadsheet must not run a cell as a formula (CSV injection): such text gets a leading apostrophe. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function toCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return stringify([columns, ...rows.map((row) => columns.map((column) => cell(row[column])))]);
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 100) || 'file';

export function buildArchive(input: {
  sections: Sections;
  files: ArchiveFile[];
  kept: string[];
  preparedAt: Date;
  expiresAt: Date;
}): Buffer {
  const entries: Zippable = {};
  const encode = (text: string) => new TextEncoder().encode(text);
  const index: string[] = [];
  for (const [feature, sections] of Object.entries(input.sections)) {
    for (const [section, rows] of Object.entries(sections)) {
      const clean = rows.map((row) => plain(row) as Record<string, unknown>);
      entries[`${feature}/${section}.json`] = encode(`${JSON.stringify(clean, null, 2)}\n`);
      entries[`${feature}/${section}.csv`] = encode(toCsv(clean));
      index.push(`- ${feature}/${section}: ${clean.length} ${clean.length === 1 ? 'item' : 'items'}`);
    }
  }
  for (const file of input.files)
    entries[`files/${file.id}-${safeName(file.title)}`] = new Uint8Array(file.bytes);
  const readme = [
    'Everything the TVET graduate tracer holds about you',
    '',
    `Prepared ${input.preparedAt.toISOString()}; the download link works until ${input.expiresAt.toISOString()}.`,
    'Each section is here twice: as JSON (for programs) and as CSV (for a spreadsheet). Your uploaded files are in files/.',
    '',
    'Sections:',
    ...index,
    `- files: ${input.files.length} ${input.files.length === 1 ? 'file' : 'files'}`,
    '',
    'If you delete your account, your name, contacts, NIN, files and the text of your messages are erased.',
    KEPT_NOTE,
    ...(input.kept.length ? input.kept.map((line) => `- ${line}`) : ['- nothing at present']),
    '',
  ].join('\n');
  entries['README.txt'] = encode(readme);
  return Buffer.from(zipSync(entries, { level: 6 }));
}
