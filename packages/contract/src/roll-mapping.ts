import { z } from 'zod';
import { ACCREDITATION_TYPES } from './enums';
import { enumField, requiredText } from './fields';
import { PROGRAMME_NAME_MAX } from './programmes';
import { ROLL_COLUMNS, type RollColumn } from './roll-columns';

/*
 * Graduation rolls as registries export them (issue 24): the header row found below title rows, each file
 * column matched to a roll field (or ignored), each programme name of the file matched to one of the
 * institution's programmes, faults grouped by kind and value. The registrar changes any match
 * (PATCH …/roll/imports/{importId}); the mapping a committed import used is remembered for the next upload.
 */

/** Rows read from the top of a file while looking for its header row (title, blank and merged rows above it). */
export const ROLL_HEADER_SCAN_ROWS = 30;
/** A row is a header candidate when it names at least this many different roll fields. */
export const ROLL_HEADER_MIN_FIELDS = 3;
/** First values shown under each column in the mapping step. */
export const ROLL_COLUMN_SAMPLES = 3;
/** Fault groups listed in a preview (`fault_count` still counts every faulty row). */
export const ROLL_FAULT_GROUPS_MAX = 200;
/** Row numbers listed in one fault group (its `count` still counts them all). */
export const ROLL_FAULT_GROUP_ROWS = 50;
/** Distinct programme names one file may hold (a file with more is almost certainly mapped wrongly). */
export const ROLL_PROGRAMMES_MAX = 500;
/** Columns one file may have. */
export const ROLL_COLUMNS_MAX = 100;

/** A column of the file: where it is (0 = the first), its header as written, its first values, its field. */
export const rollColumnMappingSchema = z.object({
  index: z.number().int(),
  header: z.string(),
  samples: z.array(z.string()),
  /** The roll field this column fills, or null when the column is ignored (S/N, CGPA, CLASS…). */
  field: z.enum(ROLL_COLUMNS).nullable(),
});
export type RollColumnMapping = z.infer<typeof rollColumnMappingSchema>;

/** A distinct programme name of the file (as first written), its row count and the programme it maps to. */
export const rollProgrammeMappingSchema = z.object({
  name: z.string(),
  rows: z.number().int(),
  programme_id: z.string().nullable(),
  /** The name of the programme it maps to, or null. */
  programme_name: z.string().nullable(),
});
export type RollProgrammeMapping = z.infer<typeof rollProgrammeMappingSchema>;

/** Faulty rows sharing one kind of fault and one value: "HND Astrophysics: not one of your programmes, 12 rows". */
export const rollFaultGroupSchema = z.object({
  column: z.string().nullable(),
  /** The cell's text as written (null when the cell is empty or the fault is about the whole row). */
  value: z.string().nullable(),
  message: z.string(),
  count: z.number().int(),
  /** Spreadsheet row numbers, the first ROLL_FAULT_GROUP_ROWS of them. */
  rows: z.array(z.number().int()),
});
export type RollFaultGroup = z.infer<typeof rollFaultGroupSchema>;

/** The fields a roll import's preview gains with mapping (spread into rollImportSchema). */
export const rollImportMappingShape = {
  /** The row the header was read from, as the spreadsheet numbers it (null for imports made before mapping). */
  header_row: z.number().int().nullable(),
  columns: z.array(rollColumnMappingSchema),
  programmes: z.array(rollProgrammeMappingSchema),
  fault_groups: z.array(rollFaultGroupSchema),
  /** After a commit with skip_invalid: the faulty rows left out. */
  skipped: z.number().int().nullable(),
};

/** PATCH /v1/institutions/{userId}/roll/imports/{importId}: change column or programme matches; rows checked again. */
export const rollImportMappingChangeSchema = z
  .strictObject({
    columns: z
      .array(
        z.strictObject({
          index: z.number({ error: 'index must be a column number' }).int().min(0).max(1000),
          field: z
            .enum(ROLL_COLUMNS, { error: `field must be one of ${ROLL_COLUMNS.join(', ')} or null` })
            .nullable(),
        }),
        { error: 'columns must be a list of { index, field }' },
      )
      .max(1000)
      .optional(),
    programmes: z
      .array(
        z
          .strictObject({
            name: z.string({ error: 'name must be a programme name of the file' }).max(500),
            programme_id: z
              .uuid({ error: 'programme_id must be one of your programmes' })
              .nullable()
              .optional(),
            /**
             * A programme the institution does not have yet: created pending approval (an administrator
             * approves it, as any new programme), and this programme name of the file maps to it at once.
             */
            create: z
              .strictObject(
                {
                  name: requiredText('create.name', PROGRAMME_NAME_MAX),
                  accreditation_type: enumField('create.accreditation_type', ACCREDITATION_TYPES),
                },
                { error: 'create must be { name, accreditation_type }' },
              )
              .optional(),
          })
          .refine((value) => (value.programme_id === undefined) !== (value.create === undefined), {
            message:
              'Send programme_id (one of your programmes, or null) or create (a new programme), not both',
          }),
        { error: 'programmes must be a list of { name, programme_id } or { name, create }' },
      )
      .max(ROLL_PROGRAMMES_MAX)
      .optional(),
  })
  .refine((value) => value.columns !== undefined || value.programmes !== undefined, {
    message: 'Send columns or programmes to change',
  });
export type RollImportMappingChange = z.infer<typeof rollImportMappingChangeSchema>;

/** POST …/roll/imports/{importId}/commit; skip_invalid stores the valid rows of a file that has faulty ones. */
export const rollCommitSchema = z
  .strictObject({ skip_invalid: z.boolean({ error: 'skip_invalid must be true or false' }).default(false) })
  .default({ skip_invalid: false });
export type RollCommitRequest = z.infer<typeof rollCommitSchema>;

/** The key two programme names are compared by (see programmeKey). */
const PROGRAMME_PREFIX = /^(?:hnd|ond|nd|nc|ntc|nbc|antc|anbc|pd|pgd)\b\s*(?:i{1,2}\b)?\s*/;
const PROGRAMME_ABBREVIATIONS: [RegExp, string][] = [
  [/\btech\b/g, 'technology'],
  [/\bengr?\b/g, 'engineering'],
  [/\bengg\b/g, 'engineering'],
  [/\bsci\b/g, 'science'],
  [/\bcomp\b/g, 'computer'],
  [/\bmgt\b/g, 'management'],
  [/\bmgmt\b/g, 'management'],
  [/\badmin\b/g, 'administration'],
  [/\bbus\b/g, 'business'],
  [/\belect\b/g, 'electrical'],
  [/\bmech\b/g, 'mechanical'],
  [/\bagric\b/g, 'agricultural'],
  [/\bacct\b/g, 'accountancy'],
  [/\bstat\b/g, 'statistics'],
  [/\bstats\b/g, 'statistics'],
  [/\bmass comm\b/g, 'mass communication'],
  [/\bdept\b/g, 'department'],
  [/&/g, ' and '],
];

/**
 * Two programme names are the same programme when their keys are equal: letter case, accents, punctuation,
 * the ND/HND/NC prefix and common abbreviations (Tech., Engr., Sci., Mgt.…) ignored.
 * "HND Elect. Engr. Tech." and "Electrical Engineering Technology" share the key "electrical engineering technology".
 */
export function programmeKey(name: string): string {
  let key = foldText(name)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  key = key.replace(PROGRAMME_PREFIX, '');
  for (const [pattern, full] of PROGRAMME_ABBREVIATIONS) key = key.replace(pattern, full);
  return key.replace(/\s+/g, ' ').trim();
}

/** Lower case without accents or tone marks: "Ṣẹ́gun" -> "segun" (how the roll is searched). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A header's remembered key: the header as normaliseHeader reads it. */
export type RememberedColumns = Record<string, RollColumn | null>;

/** How the mapping step names each field (and an ignored column, and an unmatched programme). */
export const ROLL_FIELD_LABELS: Record<RollColumn, string> = {
  name: 'Name (parts joined)',
  matric_number: 'Matric number',
  programme: 'Programme',
  graduation_year: 'Graduation year or session',
  sex: 'Sex',
  state: 'State of origin',
  email: 'E-mail',
  phone: 'Phone',
  date_of_birth: 'Date of birth (optional)',
};
export const ROLL_IGNORE_LABEL = 'Ignore this column';
export const ROLL_UNMATCHED_PROGRAMME_LABEL = 'Not matched: choose one';

export const ROLL_MAPPING_MESSAGES = {
  mappingChanged: 'Matches changed: every row was checked again. Nothing is stored until you import.',
  twoHeaderRows: (first: number, second: number) =>
    `Rows ${first} and ${second} both look like the header row. Delete the one that is not the header (or the title above it) and upload the file again.`,
  fieldMappedTwice: (field: string) =>
    `Two columns are matched to ${field}. Set one of them to "Ignore this column" (only name parts may share name).`,
  missingFields: (fields: string[]) =>
    `No column is matched to ${fields.join(', ')}. Choose the column that holds ${fields.length === 1 ? 'it' : 'them'}.`,
  unknownColumn: (index: number) => `Column ${index + 1} is not a column of this file.`,
  unknownProgrammeName: (name: string) => `"${name}" is not a programme name in this file.`,
  programmeNotYours:
    'programme_id must be one of your programmes: choose one from the list, or add the programme under Programmes first.',
  tooManyColumns: `This file has more than ${ROLL_COLUMNS_MAX} columns. Delete the columns you do not need and upload it again.`,
  tooManyProgrammes: `This file names more than ${ROLL_PROGRAMMES_MAX} different programmes. Check that the programme column is matched correctly.`,
  committedSkipping: (created: number, updated: number, skipped: number) =>
    `Graduation roll updated successfully: ${created} added, ${updated} updated, ${skipped} row${skipped === 1 ? '' : 's'} with faults left out.`,
  nothingValid: 'No row of this file is free of faults. Fix them and upload the file again.',
  faultsColumn: 'What is wrong',
  xlsxTooLarge:
    'This Excel file holds more data than it declares (or more than the roll takes). Save it again as CSV or .xlsx from your spreadsheet program and upload it.',
  headerRowUsed: (row: number) => `Row ${row} of your file was read as the header row.`,
  /** The mapping step's choice that opens the new-programme fields, and what follows it. */
  newProgrammeOption: 'Add as a new programme (pending approval)',
  newProgrammeNote:
    'A new programme is added to your Programmes as pending approval: an administrator approves it. Meanwhile its rows are checked and imported under it like any other.',
  programmeCreated: (count: number) =>
    `${count === 1 ? 'New programme added' : `${count} new programmes added`}, pending approval by an administrator. Every row was checked again. Nothing is stored until you import.`,
  programmeExists: (name: string) =>
    `You already have a programme named "${name}". Choose it from the list instead of adding it again.`,
} as const;
