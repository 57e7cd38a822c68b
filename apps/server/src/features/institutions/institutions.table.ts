import type {
  RememberedColumns,
  RollColumnMapping,
  RollFaultGroup,
  RollProgrammeMapping,
  RollRow,
  RollRowError,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, graduates, id, institutions, updatedAt } from '../../db/schema';
// The one table of another feature read here: the roll and the claims name an institution's programmes.
import { programmes } from '../programmes';

/**
 * Each institution's graduation roll: the population frame response rates are counted against (architecture,
 * "Outcome data"). Keyed by institution + matric number (compared by `matric_key`), so a re-upload updates.
 */
/**
 * A roll entry's phone (written any way: 0803…, 234803…, +234 803 …) in the form the networks give, +234…, as SQL
 * over the roll entry aliased `alias`. roll_entries_phone_e164_idx indexes the same expression, so a lookup by it
 * reads the index instead of every roll entry (tracer.interviews.ts).
 */
export const rollPhoneE164 = (alias: string) =>
  sql.raw(`('+234' || right(regexp_replace(${alias}.phone, '[^0-9]', '', 'g'), 10))`);

export const rollEntries = pgTable(
  'roll_entries',
  {
    id: id(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    matricNumber: text('matric_number').notNull(),
    matricKey: text('matric_key').notNull(),
    name: text('name').notNull(),
    /**
     * The name as searched: lower case without accents or tone marks ("Ṣẹ́gun" is found by "segun"), kept by
     * the database itself so every writer gets it (the same folding as the contract's foldText).
     */
    nameSearch: text('name_search').generatedAlwaysAs(
      sql`lower(regexp_replace(normalize(name, NFD), '[\\u0300-\\u036f\\u1dc0-\\u1dff\\u20d0-\\u20ff]', '', 'g'))`,
    ),
    // A programme with graduates on the roll cannot be deleted (the roll would lose their programme).
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'restrict' }),
    graduationYear: smallint('graduation_year').notNull(),
    sex: text('sex').notNull(),
    state: text('state').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** YYYY-MM-DD when the roll gives it (optional column): a graduate under 18 needs a guardian (issue 25). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** unclaimed, claimed, confirmed or disputed: kept in step with the claims that point here. */
    claimStatus: text('claim_status').notNull().default('unclaimed'),
    /** The graduate whose confirmed claim holds this row. */
    graduateId: uuid('graduate_id').references(() => graduates.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitationCount: integer('invitation_count').notNull().default(0),
    importId: uuid('import_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roll_entries_institution_matric_key').on(t.institutionId, t.matricKey),
    index('roll_entries_institution_name_idx').on(t.institutionId, t.name),
    index('roll_entries_name_search_trgm_idx').using('gin', t.nameSearch.op('gin_trgm_ops')),
    index('roll_entries_institution_claim_idx').on(t.institutionId, t.claimStatus),
    index('roll_entries_programme_idx').on(t.programmeId),
    index('roll_entries_graduate_idx').on(t.graduateId),
    // A caller is matched to the roll by the phone's national form (+234…), however the roll wrote it: the
    // expression is ROLL_PHONE_E164's, letter for letter, so the planner can use this index for the lookup.
    index('roll_entries_phone_e164_idx')
      .on(sql`('+234' || right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10))`)
      .where(sql`${t.phone} is not null`),
    check(
      'roll_entries_claim_status',
      sql`${t.claimStatus} in ('unclaimed', 'claimed', 'confirmed', 'disputed')`,
    ),
  ],
);

/**
 * An uploaded roll file between its preview and its commit. The file itself waits in storage (any node can
 * commit it); the row keeps the preview's figures and errors.
 */
export const rollImports = pgTable(
  'roll_imports',
  {
    id: id(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    storageKey: text('storage_key'),
    status: text('status').notNull().default('previewed'),
    totalRows: integer('total_rows').notNull(),
    validRows: integer('valid_rows').notNull(),
    invalidRows: integer('invalid_rows').notNull(),
    willCreate: integer('will_create').notNull(),
    willUpdate: integer('will_update').notNull(),
    errorCount: integer('error_count').notNull(),
    errors: jsonb('errors').$type<RollRowError[]>().notNull(),
    sample: jsonb('sample').$type<RollRow[]>().notNull(),
    /** Where the header was found (spreadsheet numbering), each column's field, each programme name's match. */
    headerRow: integer('header_row'),
    columns: jsonb('columns').$type<RollColumnMapping[]>().notNull().default([]),
    programmes: jsonb('programmes').$type<RollProgrammeMapping[]>().notNull().default([]),
    faultGroups: jsonb('fault_groups').$type<RollFaultGroup[]>().notNull().default([]),
    skipped: integer('skipped'),
    created: integer('created'),
    updated: integer('updated'),
    claimsConfirmed: integer('claims_confirmed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [index('roll_imports_institution_idx').on(t.institutionId, t.createdAt)],
);

/**
 * The column and programme matches an institution's last committed roll import used, proposed again for its
 * next upload: columns by their header (normaliseHeader), programmes by programmeKey of the file's name.
 */
export const rollMappings = pgTable('roll_mappings', {
  institutionId: uuid('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  columns: jsonb('columns').$type<RememberedColumns>().notNull().default({}),
  programmes: jsonb('programmes').$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * Institutions a graduate studied at (a graduate may list more than one), each a claim on the roll: the
 * matric number (or the school ID already uploaded), programme and year the graduate gave, and its state.
 */
export const graduateInstitutions = pgTable(
  'graduate_institutions',
  {
    id: uuid('id').notNull().defaultRandom(),
    graduateId: uuid('graduate_id')
      .notNull()
      .references(() => graduates.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    matricNumber: text('matric_number'),
    matricKey: text('matric_key'),
    programmeId: uuid('programme_id').references(() => programmes.id, { onDelete: 'set null' }),
    graduationYear: smallint('graduation_year'),
    /** confirmed, claimed, disputed or rejected. */
    claimStatus: text('claim_status').notNull().default('claimed'),
    rollEntryId: uuid('roll_entry_id').references(() => rollEntries.id, { onDelete: 'set null' }),
    /** When the institution confirmed or rejected it by hand. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why the institution rejected it, shown to the graduate; cleared by any other decision. */
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.graduateId, t.institutionId] }),
    uniqueIndex('graduate_institutions_id_key').on(t.id),
    index('graduate_institutions_institution_idx').on(t.institutionId, t.createdAt),
    index('graduate_institutions_matric_idx').on(t.institutionId, t.matricKey),
    index('graduate_institutions_roll_idx').on(t.rollEntryId),
    check(
      'graduate_institutions_claim_status',
      sql`${t.claimStatus} in ('confirmed', 'claimed', 'disputed', 'rejected')`,
    ),
  ],
);
