import type { UserType } from '@tvet/contract';
import type { Database } from '../db/client';

/** The person an archive or an erasure is for: their account and, where the role has one, their profile. */
export interface PersonRef {
  accountId: string;
  role: UserType;
  /** The role profile's id (graduate, staff, institution, employer, mentor), when the role has one. */
  profileId?: string;
}

/**
 * What a feature holds about a person (Nigeria Data Protection Act 2023, sections 34-38), declared beside its
 * routes as `Feature.personalData`, so that no table can hold a person's data without an exporter and an eraser
 * (the data-rights feature's registry test lists every table and fails on one that no feature declares).
 */
export interface PersonalDataHolder {
  /** The SQL names of the tables this feature keeps a person's data in. */
  tables: readonly string[];
  /** Everything the feature holds about `person`, as named sections of plain rows (JSON- and CSV-able). */
  export(db: Database, person: PersonRef): Promise<Record<string, Record<string, unknown>[]>>;
  /**
   * Removes `person`'s identity from the feature's tables, in the erasure's transaction `tx`. Answers survive only
   * as anonymous outcome facts. Returns what had to be kept (for others or by law) and why, in plain words, for
   * the erasure's receipt.
   */
  erase(tx: Database, person: PersonRef): Promise<{ kept: string[] }>;
}
