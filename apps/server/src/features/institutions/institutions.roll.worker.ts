import { parentPort, workerData } from 'node:worker_threads';
import {
  ROLL_MAPPING_MESSAGES,
  type RollColumn,
  type RollProgrammeMapping,
  type RollRowError,
} from '@tvet/contract';
import { AppError } from '../../platform/errors';
import { serveJobs, type WorkerError } from '../../platform/worker-pool';
import { type CheckedRow, checkRoll, type ProgrammeRef, type RollCheck } from './institutions.roll.check';
import {
  chosenProgrammes,
  programmeResolver,
  proposeFields,
  type Remembered,
} from './institutions.roll.mapping';
import { checkFields, mappedRows, openSheet, type RawRow, type RollFormat } from './institutions.roll.read';

/*
 * The worker thread that reads and checks a roll file (issue 24: a 100,000-row check must not hold up other
 * requests). Everything here is CPU: decoding, finding the header, parsing every row and checking it. The
 * database reads (remembered mapping, the institution's programmes) are done by the caller and sent with the
 * job; the valid rows and, when asked, the faulty ones come back in pieces (institutions.roll.pool.ts).
 */

export interface RollCheckJob {
  bytes: Uint8Array;
  /** The registrar's column matches, or null to propose them (remembered ones first). */
  fields: (RollColumn | null)[] | null;
  /** The registrar's programme matches. */
  programmes: RollProgrammeMapping[];
  remembered: Remembered;
  own: ProgrammeRef[];
  /** Send the faulty rows back (for the download of faulty rows). */
  faulty: boolean;
}

export type RollCheckPart = { valid: CheckedRow[] } | { faulty: { raw: RawRow; errors: RollRowError[] }[] };

export interface RollCheckAnswer {
  format: RollFormat;
  headerRow: number;
  headers: string[];
  samples: string[][];
  fields: (RollColumn | null)[];
  /** Everything but the valid rows, which came in the parts. */
  result: Omit<RollCheck, 'valid'>;
}

/** Rows in one piece of the answer (about 0.5 MB). */
const PIECE_ROWS = 2000;

export async function checkFile(
  job: RollCheckJob,
  send: (part: RollCheckPart) => Promise<void>,
): Promise<RollCheckAnswer> {
  const sheet = await openSheet(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength));
  const fields = job.fields ?? proposeFields(sheet.headers, job.remembered.columns);
  checkFields(fields, job.fields ? ROLL_MAPPING_MESSAGES.fieldMappedTwice : undefined);
  const programmeOf = programmeResolver(job.own, chosenProgrammes(job.programmes), job.remembered.programmes);
  const faulty: { raw: RawRow; errors: RollRowError[] }[] = [];
  const { valid, ...result } = await checkRoll(
    mappedRows(sheet.rows, fields),
    programmeOf,
    job.faulty ? (raw, errors) => faulty.push({ raw, errors }) : undefined,
  );
  for (let start = 0; start < valid.length; start += PIECE_ROWS)
    await send({ valid: valid.slice(start, start + PIECE_ROWS) });
  for (let start = 0; start < faulty.length; start += PIECE_ROWS)
    await send({ faulty: faulty.slice(start, start + PIECE_ROWS) });
  return {
    format: sheet.format,
    headerRow: sheet.headerRow,
    headers: sheet.headers,
    samples: sheet.samples,
    fields,
    result,
  };
}

/** A refusal (4xx) keeps its status and words; anything else is an unexpected failure (500, logged). */
function errorOf(error: unknown): WorkerError {
  if (error instanceof AppError)
    return { statusCode: error.statusCode, message: error.message, fields: error.fields };
  return { message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

// Serves jobs only when started as the roll's worker (never when imported elsewhere, e.g. by a test runner).
if (parentPort && workerData?.entry === import.meta.url) serveJobs(parentPort, checkFile, errorOf);
