import {
  type AccreditationType,
  type Envelope,
  ROLL_IMPORT_TTL_HOURS,
  ROLL_MAPPING_MESSAGES,
  ROLL_MESSAGES,
  type RollColumn,
  type RollImport,
  type RollImportMappingChange,
  type RollListQuery,
  type RollProgrammeMapping,
  type RollRowError,
  SERVER_MESSAGES,
} from '@tvet/contract';
import { foreignKeyViolation, uniqueViolation } from '../../../db/errors';
import { envelope } from '../../../platform/envelope';
import { AppError, badRequest, conflict, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import { pageOf } from '../../../platform/paging';
import { newStorageKey } from '../../../platform/storage';
import { addPendingProgramme } from '../../programmes';
import * as repo from '../institutions.repository';
import type { RollDeps } from '../institutions.roll.deps';
import { FaultyRowsCsv } from '../institutions.roll.faults';
import {
  columnsOut,
  institutionProgrammes,
  programmesOut,
  rememberedMapping,
  rememberMapping,
  sameProgrammeName,
} from '../institutions.roll.mapping';
import { checkFields, type RawRow, unmappedFields } from '../institutions.roll.read';
import * as roll from '../institutions.roll.repository';
import { rollEntryOut, rollImportOut } from '../institutions.serialize';

/*
 * The graduation roll's table and its uploads: checked in full before anything is stored (preview), matches
 * changed by the registrar, stored all-or-nothing in one transaction (commit).
 */

async function institutionOf(deps: RollDeps, auth: AuthContext, userId: string): Promise<string> {
  if (auth.userType === 'institution') return auth.profileId;
  const found = await repo.findInstitution(deps.db, userId);
  if (!found) throw notFound(SERVER_MESSAGES.institutionNotFound);
  return found.institution.id;
}

/**
 * Opens a file at its header row and checks every row against the institution's programmes; stores nothing.
 * Without `choice` the matches are proposed (remembered ones first); with it, they are the import's own.
 */
async function checkFile(
  deps: RollDeps,
  institutionId: string,
  bytes: Buffer,
  choice?: Choice,
  onFaulty?: (raw: RawRow, errors: RollRowError[]) => void,
) {
  const remembered = await rememberedMapping(deps.db, institutionId);
  const own = await institutionProgrammes(deps.db, institutionId);
  // Read and checked in a worker thread: the event loop stays free for everyone else meanwhile.
  const sheet = await deps.checks.check(
    {
      bytes,
      fields: choice?.fields ?? null,
      programmes: choice?.programmes ?? [],
      remembered,
      own,
    },
    onFaulty,
  );
  const { fields, result } = sheet;
  // A required field without a column is named first, so the mapping step opens on it.
  const unmapped = unmappedFields(fields);
  result.faultGroups = [
    ...unmapped.map((field) => ({
      column: null,
      value: null,
      message: ROLL_MAPPING_MESSAGES.missingFields([field]),
      count: result.invalidRows,
      rows: [],
    })),
    ...result.faultGroups,
  ];
  const willUpdate = await roll.countExistingKeys(
    deps.db,
    institutionId,
    result.valid.map((row) => row.matricKey),
  );
  return {
    format: sheet.format,
    headers: sheet.headers,
    result,
    figures: {
      headerRow: sheet.headerRow,
      columns: columnsOut(sheet.headers, sheet.samples, fields),
      programmes: programmesOut(result.programmes),
      totalRows: result.totalRows,
      validRows: result.valid.length,
      invalidRows: result.invalidRows,
      willCreate: result.valid.length - willUpdate,
      willUpdate,
      errorCount: result.errorCount,
      errors: result.errors,
      faultGroups: result.faultGroups,
      sample: result.sample,
    },
  };
}

/** A preview's file, while it may still be committed or changed; 409 once it expired or was committed. */
async function openImport(deps: RollDeps, importId: string) {
  const found = await roll.findImport(deps.db, importId);
  if (!found) throw notFound(ROLL_MESSAGES.importNotFound);
  if (found.status === 'committed') throw conflict(ROLL_MESSAGES.importAlreadyCommitted);
  const bytes =
    found.storageKey && found.expiresAt > new Date() ? await deps.storage.get(found.storageKey) : null;
  if (!bytes) throw conflict(ROLL_MESSAGES.importExpired);
  return { found, bytes };
}

/** Files of previews nobody committed in time. */
async function sweep(deps: RollDeps, institutionId: string) {
  for (const old of await roll.expiredImports(deps.db, institutionId, new Date())) {
    if (old.storageKey) await deps.storage.delete(old.storageKey).catch(() => {});
    await roll.updateImport(deps.db, old.id, { storageKey: null });
  }
}

/**
 * Adds the programmes a registrar creates from the mapping step (pending approval, through the programmes
 * feature's public face), all or none, and points each file name at its new programme. Two file names may
 * create the same programme (same name, any case): it is added once.
 */
async function addProgrammes(
  deps: RollDeps,
  institutionId: string,
  creating: { target: RollProgrammeMapping; name: string; accreditation_type: AccreditationType }[],
) {
  try {
    await deps.db.transaction(async (tx) => {
      const added = new Map<string, string>();
      for (const entry of creating) {
        const key = entry.name.toLowerCase();
        let id = added.get(key);
        if (!id) {
          const programme = await addPendingProgramme(tx, institutionId, entry);
          if (!programme) throw conflict(ROLL_MAPPING_MESSAGES.programmeExists(entry.name));
          id = programme.id;
          added.set(key, id);
        }
        entry.target.programme_id = id;
      }
    });
  } catch (error) {
    // Added by another request in between: the unique index refuses it, nothing was added.
    if (uniqueViolation(error)) throw conflict(ROLL_MAPPING_MESSAGES.programmeExists(creating[0].name));
    throw error;
  }
}
export async function listRoll(deps: RollDeps, auth: AuthContext, userId: string, query: RollListQuery) {
  const institutionId = await institutionOf(deps, auth, userId);
  return pageOf(query, {
    rows: (window) => roll.rollRows(deps.db, institutionId, query, window),
    total: () => roll.countRoll(deps.db, institutionId, query),
    map: rollEntryOut,
  });
}

/**
 * Checks an uploaded file row by row and answers what a commit would do: 200 when every row is valid (the
 * file is kept in storage for ROLL_IMPORT_TTL_HOURS so it can be committed), 422 with every row's errors
 * otherwise. Either way nothing is on the roll yet.
 */
export async function previewImport(
  deps: RollDeps,
  auth: AuthContext,
  body: unknown,
  fileName: string,
): Promise<Answer> {
  if (body === undefined || body === null || body === '') throw badRequest(ROLL_MESSAGES.emptyBody);
  if (!Buffer.isBuffer(body)) throw new AppError(415, ROLL_MESSAGES.notCsvOrXlsx);
  const bytes = body;
  const institutionId = auth.profileId;
  await sweep(deps, institutionId);
  const { format, figures } = await checkFile(deps, institutionId, bytes);
  // Kept whatever the faults: the registrar may change the matches, import the good rows or download the bad.
  const storageKey = newStorageKey('roll-imports');
  await deps.storage.put(storageKey, bytes);
  const row = await roll.insertImport(deps.db, {
    institutionId,
    fileName,
    format,
    storageKey,
    ...figures,
    expiresAt: new Date(Date.now() + ROLL_IMPORT_TTL_HOURS * 3600_000),
  });
  return previewAnswer(row, ROLL_MESSAGES.previewReady(row.totalRows));
}

/**
 * Changes column or programme matches of a preview and checks every row again. A column index or programme
 * name the file does not have, or a programme of another institution, is refused (400) and nothing changes.
 */
export async function changeImportMapping(
  deps: RollDeps,
  auth: AuthContext,
  importId: string,
  change: RollImportMappingChange,
): Promise<Answer> {
  const institutionId = auth.profileId;
  const { found, bytes } = await openImport(deps, importId);
  const fields = found.columns.map((column) => column.field);
  for (const { index, field } of change.columns ?? []) {
    if (index >= fields.length) throw badRequest(ROLL_MAPPING_MESSAGES.unknownColumn(index));
    fields[index] = field;
  }
  // Refused before any programme is added: a new programme is never left behind by a refused change.
  checkFields(fields, ROLL_MAPPING_MESSAGES.fieldMappedTwice);
  const programmes = found.programmes.map((programme) => ({ ...programme }));
  const creating: {
    target: RollProgrammeMapping;
    name: string;
    accreditation_type: AccreditationType;
  }[] = [];
  if (change.programmes?.length) {
    const own = new Set(
      (await institutionProgrammes(deps.db, institutionId)).map((programme) => programme.id),
    );
    for (const { name, programme_id, create } of change.programmes) {
      const target = programmes.find((programme) => sameProgrammeName(programme.name, name));
      if (!target) throw badRequest(ROLL_MAPPING_MESSAGES.unknownProgrammeName(name));
      if (create) {
        creating.push({ target, ...create });
        continue;
      }
      if (programme_id && !own.has(programme_id)) throw badRequest(ROLL_MAPPING_MESSAGES.programmeNotYours);
      target.programme_id = programme_id ?? null;
    }
  }
  if (creating.length > 0) await addProgrammes(deps, institutionId, creating);
  const { figures } = await checkFile(deps, institutionId, bytes, { fields, programmes });
  const row = await roll.updateImport(deps.db, importId, figures);
  const created = new Set(creating.map((entry) => entry.target.programme_id)).size;
  return previewAnswer(
    row,
    created > 0 ? ROLL_MAPPING_MESSAGES.programmeCreated(created) : ROLL_MAPPING_MESSAGES.mappingChanged,
  );
}

/** The faulty rows of a preview as a CSV with a column saying what is wrong. */
export async function faultyRows(
  deps: RollDeps,
  auth: AuthContext,
  importId: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const found = await roll.findImport(deps.db, importId);
  if (!found) throw notFound(ROLL_MESSAGES.importNotFound);
  const bytes =
    found.storageKey && found.expiresAt > new Date() ? await deps.storage.get(found.storageKey) : null;
  if (!bytes) throw conflict(ROLL_MESSAGES.importExpired);
  const csv = new FaultyRowsCsv(found.columns.map((column) => column.header));
  await checkFile(deps, auth.profileId, bytes, choiceOf(found), csv.add);
  const base = found.fileName.replace(/\.(csv|xlsx)$/i, '');
  return { fileName: `${base} - rows to fix.csv`, bytes: csv.bytes() };
}

export async function readImport(deps: RollDeps, importId: string) {
  const row = await roll.findImport(deps.db, importId);
  if (!row) throw notFound(ROLL_MESSAGES.importNotFound);
  return rollImportOut(row);
}

/**
 * Stores every row of a previewed file in one transaction, or none: rows are checked again (programmes may
 * have changed since the preview), and a file with any error answers 422 with the errors. Re-uploads update
 * rows by institution + matric number. Open claims the new rows match are confirmed in the same transaction.
 */
export async function commitImport(
  deps: RollDeps,
  auth: AuthContext,
  importId: string,
  skipInvalid = false,
): Promise<Answer> {
  const institutionId = auth.profileId;
  const existing = await roll.findImport(deps.db, importId);
  if (!existing) throw notFound(ROLL_MESSAGES.importNotFound);
  // Nothing is stored while a required field has no column, even with skip_invalid.
  const unmapped = existing.status === 'committed' ? [] : unmappedOf(existing);
  if (unmapped.length > 0) throw badRequest(ROLL_MAPPING_MESSAGES.missingFields(unmapped));
  if (existing.status !== 'committed' && existing.invalidRows > 0 && !skipInvalid)
    return unprocessable(existing);
  const { found, bytes } = await openImport(deps, importId);

  const { result, figures } = await checkFile(deps, institutionId, bytes, choiceOf(found));
  if ((result.invalidRows > 0 && !skipInvalid) || result.valid.length === 0) {
    const updated = await roll.updateImport(deps.db, importId, figures);
    return unprocessable(updated, result.valid.length === 0 ? ROLL_MAPPING_MESSAGES.nothingValid : undefined);
  }
  const skipped = skipInvalid ? result.invalidRows : null;

  let committed: roll.RollImportRow;
  try {
    committed = await deps.db.transaction(async (tx) => {
      const locked = await roll.lockImport(tx, importId);
      if (!locked || locked.status === 'committed') throw conflict(ROLL_MESSAGES.importAlreadyCommitted);
      const { created, updated } = await roll.upsertRoll(tx, institutionId, importId, result.valid);
      const claimsConfirmed = await roll.matchClaimsToImport(tx, deps.events, institutionId, importId);
      await rememberMapping(tx, institutionId, figures.columns, figures.programmes);
      return roll.updateImport(tx, importId, {
        ...figures,
        status: 'committed',
        // The faulty rows left out can still be downloaded until the preview would have expired.
        storageKey: skipped ? found.storageKey : null,
        skipped,
        created,
        updated,
        claimsConfirmed,
        committedAt: new Date(),
      });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A programme deleted between the check and the write: nothing was stored.
    if (foreignKeyViolation(error)) throw conflict(ROLL_MESSAGES.importExpired);
    throw error;
  }
  if (!skipped)
    await deps.storage
      .delete(found.storageKey as string)
      .catch((error) => deps.log.warn({ err: error }, 'roll file kept'));
  const msg = skipped
    ? ROLL_MAPPING_MESSAGES.committedSkipping(committed.created ?? 0, committed.updated ?? 0, skipped)
    : ROLL_MESSAGES.committed(committed.created ?? 0, committed.updated ?? 0);
  return { code: 200, answer: envelope(200, msg, rollImportOut(committed)) };
}

/** An upload's answer: 200, or 422 when rows have errors (the payload lists them either way). */
interface Answer {
  code: 200 | 422;
  answer: Envelope<RollImport>;
}

function unprocessable(
  row: roll.RollImportRow,
  msg = ROLL_MESSAGES.previewHasErrors(row.invalidRows),
): Answer {
  return { code: 422, answer: envelope(422, msg, rollImportOut(row)) };
}

/** A preview: 200 with `msg` when every row is valid, 422 listing the faults otherwise. */
function previewAnswer(row: roll.RollImportRow, msg: string): Answer {
  const unmapped = unmappedOf(row);
  if (unmapped.length > 0) return unprocessable(row, ROLL_MAPPING_MESSAGES.missingFields(unmapped));
  if (row.invalidRows > 0) return unprocessable(row);
  return { code: 200, answer: envelope(200, msg, rollImportOut(row)) };
}

/** The required fields a preview's columns leave unmatched (none for a pre-mapping import). */
const unmappedOf = (row: roll.RollImportRow): string[] =>
  row.columns.length === 0 ? [] : unmappedFields(row.columns.map((column) => column.field));

/** The matches a preview holds (the registrar's, or those proposed at upload); none for a pre-mapping import. */
interface Choice {
  fields: (RollColumn | null)[];
  programmes: RollProgrammeMapping[];
}
function choiceOf(row: roll.RollImportRow): Choice | undefined {
  if (row.columns.length === 0) return undefined;
  return { fields: row.columns.map((column) => column.field), programmes: row.programmes };
}
