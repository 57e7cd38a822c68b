import {
  normaliseHeader,
  programmeKey,
  type RememberedColumns,
  type RollColumn,
  type RollColumnMapping,
  type RollProgrammeMapping,
  rollColumnOf,
} from '@tvet/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { programmesOf } from '../programmes';
import type { Tx } from './institutions.repository';
import type { ProgrammeOf, ProgrammeRef, RollCheck } from './institutions.roll.check';
import { rollMappings } from './institutions.table';

/*
 * Which roll field each column of a file fills, and which of the institution's programmes each programme name
 * of the file is: proposed from what the institution chose last time, then from the registry names the contract
 * knows; changed by the registrar; remembered when an import is committed.
 */

type Db = Database | Tx;

export interface Remembered {
  columns: RememberedColumns;
  programmes: Record<string, string>;
}

export async function rememberedMapping(db: Db, institutionId: string): Promise<Remembered> {
  const [row] = await db.select().from(rollMappings).where(eq(rollMappings.institutionId, institutionId));
  return { columns: row?.columns ?? {}, programmes: row?.programmes ?? {} };
}

/** Keeps the matches a committed import used, on top of those remembered before (other files' headers stay). */
export async function rememberMapping(
  db: Db,
  institutionId: string,
  columns: RollColumnMapping[],
  chosen: RollProgrammeMapping[],
): Promise<void> {
  const before = await rememberedMapping(db, institutionId);
  const headerFields: RememberedColumns = { ...before.columns };
  for (const column of columns)
    if (column.header) headerFields[normaliseHeader(column.header)] = column.field;
  const programmeIds = { ...before.programmes };
  for (const programme of chosen)
    if (programme.programme_id) programmeIds[programmeKey(programme.name)] = programme.programme_id;
  await db
    .insert(rollMappings)
    .values({ institutionId, columns: headerFields, programmes: programmeIds })
    .onConflictDoUpdate({
      target: rollMappings.institutionId,
      set: { columns: headerFields, programmes: programmeIds, updatedAt: sql`now()` },
    });
}

/** The field proposed for each header: the one remembered for it, else the one its registry name means. */
export function proposeFields(headers: string[], remembered: RememberedColumns): (RollColumn | null)[] {
  return headers.map((header) => {
    const key = normaliseHeader(header);
    return Object.hasOwn(remembered, key) ? remembered[key] : rollColumnOf(header);
  });
}

export function columnsOut(headers: string[], samples: string[][], fields: (RollColumn | null)[]) {
  return headers.map(
    (header, index): RollColumnMapping => ({
      index,
      header,
      samples: samples[index] ?? [],
      field: fields[index] ?? null,
    }),
  );
}

/** The institution's programmes, through the programmes feature's public face. */
export async function institutionProgrammes(db: Db, institutionId: string): Promise<ProgrammeRef[]> {
  return programmesOf(db, institutionId);
}

/**
 * The programme a file's programme text is: the registrar's choice for it (an explicit null stays unmatched),
 * else the programme of that very name, else the one remembered for it, else the only approved programme
 * whose programmeKey is the same (case, punctuation, ND/HND/NC prefix and abbreviations ignored). Only the
 * institution's own programmes are ever answered.
 */
export function programmeResolver(
  own: ProgrammeRef[],
  chosen: Map<string, string | null>,
  remembered: Record<string, string>,
): ProgrammeOf {
  const byId = new Map(own.map((programme) => [programme.id, programme]));
  const byName = new Map(own.map((programme) => [lowerName(programme.name), programme]));
  const byKey = new Map<string, ProgrammeRef | null>();
  // A near name (prefix, abbreviations, punctuation) is matched to approved programmes only (issue 24).
  for (const programme of own.filter((candidate) => candidate.approved)) {
    const key = programmeKey(programme.name);
    // Two programmes with one key: neither is a clear match.
    byKey.set(key, byKey.has(key) ? null : programme);
  }
  const cache = new Map<string, ProgrammeRef | null>();
  return (text) => {
    const lower = lowerName(text);
    const cached = cache.get(lower);
    if (cached !== undefined) return cached;
    let found: ProgrammeRef | null;
    if (chosen.has(lower)) {
      const id = chosen.get(lower);
      found = id ? (byId.get(id) ?? null) : null;
    } else {
      const key = programmeKey(text);
      const rememberedId = remembered[key];
      found =
        byName.get(lower) ?? (rememberedId ? byId.get(rememberedId) : undefined) ?? byKey.get(key) ?? null;
    }
    cache.set(lower, found);
    return found;
  };
}

const lowerName = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/** The registrar's programme choices of an import, by the file's programme text. */
export function chosenProgrammes(mapped: RollProgrammeMapping[]): Map<string, string | null> {
  return new Map(mapped.map((programme) => [lowerName(programme.name), programme.programme_id]));
}

export function programmesOut(found: RollCheck['programmes']): RollProgrammeMapping[] {
  return found.map((programme) => ({
    name: programme.name,
    rows: programme.rows,
    programme_id: programme.programme?.id ?? null,
    programme_name: programme.programme?.name ?? null,
  }));
}

export const sameProgrammeName = (a: string, b: string) => lowerName(a) === lowerName(b);
