import { ROLL_MAPPING_MESSAGES, type RollRowError } from '@tvet/contract';
import { isFormulaText } from './institutions.roll.check';
import type { RawRow } from './institutions.roll.read';

/*
 * The faulty rows of an upload as a CSV the registrar opens in a spreadsheet program, fixes and uploads again:
 * the file's own columns, then a column saying what is wrong with the row.
 */

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
/** Text a spreadsheet would run as a formula is written with a leading apostrophe, so it shows as text. */
const safe = (text: string) => quote(isFormulaText(text) ? `'${text}` : text);

export class FaultyRowsCsv {
  private readonly lines: string[];
  constructor(private readonly headers: string[]) {
    this.lines = [[...headers, ROLL_MAPPING_MESSAGES.faultsColumn].map(safe).join(',')];
  }
  add = (raw: RawRow, errors: RollRowError[]) => {
    const values = Array.from({ length: this.headers.length }, (_, index) => raw.values[index] ?? '');
    const problems = errors.map((error) => `${error.column ? `${error.column}: ` : ''}${error.message}`);
    this.lines.push([...values, problems.join('; ')].map(safe).join(','));
  };
  /** UTF-8 with a byte-order mark, so Excel reads accented names right. */
  bytes = () => Buffer.from(`\uFEFF${this.lines.join('\r\n')}\r\n`);
}
