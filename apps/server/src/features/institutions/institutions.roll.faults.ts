import { ROLL_MAPPING_MESSAGES, type RollRowError } from '@tvet/contract';
import { csvBytes } from '../../platform/csv';
import type { RawRow } from './institutions.roll.read';

/*
 * The faulty rows of an upload as a CSV the registrar opens in a spreadsheet program, fixes and uploads again:
 * the file's own columns, then a column saying what is wrong with the row. Written by the one CSV writer
 * (platform/csv.ts: formula text shows as text), with a byte-order mark and CRLF as spreadsheet programs write.
 */
export class FaultyRowsCsv {
  private readonly rows: string[][];
  constructor(private readonly headers: string[]) {
    this.rows = [[...headers, ROLL_MAPPING_MESSAGES.faultsColumn]];
  }
  add = (raw: RawRow, errors: RollRowError[]) => {
    const values = Array.from({ length: this.headers.length }, (_, index) => raw.values[index] ?? '');
    const problems = errors.map((error) => `${error.column ? `${error.column}: ` : ''}${error.message}`);
    this.rows.push([...values, problems.join('; ')]);
  };
  bytes = () => csvBytes(this.rows, { bom: true, crlf: true });
}
