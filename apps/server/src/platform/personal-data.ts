import type { UserType } from '@tvet/contract';
import type { Database } from '../db/client';

/** The person an archive or an erasure is for: their account and, where the role has one, their profile. */
export interface PersonRef {
  accountId: string;
  role: UserType;
  /** The role profile's id (graduate, staff, institution, employer, mentor), when the role has one. */
  profileId?: string;
  /**
   * Who the person is known as, read before anything is erased (an eraser scrubs these from free text others
   * keep, such as an audit entry's label or a ticket's title, whatever order the erasers run in).
   */
  identity?: PersonIdentity;
}

export interface PersonIdentity {
  names: string[];
  emails: string[];
  /** As stored (E.164 on accounts, as typed on rolls). */
  phones: string[];
  nins: string[];
}

/** What an erased person's name reads as wherever a row had to stay. */
export const ERASED_NAME = 'Erased account';

/** `text` with every identity string in it (any case) replaced by ERASED_NAME; null stays null. */
export function scrubIdentity(text: string | null, identity: PersonIdentity | undefined): string | null {
  if (text === null || !identity) return text;
  let out = text;
  for (const value of [...identity.names, ...identity.emails, ...identity.phones, ...identity.nins]) {
    if (value.trim().length < 3) continue;
    out = out.replace(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ERASED_NAME);
  }
  return out;
}

/** True when `text` holds any of the identity strings (any case). */
export function mentionsIdentity(text: string, identity: PersonIdentity | undefined): boolean {
  return scrubIdentity(text, identity) !== text;
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
