import {
  ACCREDITATION_TYPES,
  type AccreditationType,
  accreditationDates,
  type CreateProgramme,
  createProgrammeSchema,
  MESSAGES,
  PROGRAMME_STATUSES,
  type Programme,
  type UpdateProgramme,
} from '@tvet/contract';
import { z } from '@/lib/zod';

const oneOf = (values: readonly string[], message: string) =>
  z.string().refine((value) => values.includes(value), message);

/**
 * The programme form (spec 001 §2 "Programmes", §4, §5). Every control holds text; all fields are required.
 * Grant date, expiry date and status are never typed: choosing the accreditation type sets them.
 */
export const programmeFormSchema = z.object({
  name: createProgrammeSchema.shape.name,
  accreditation_type: oneOf(ACCREDITATION_TYPES, 'accreditation_type is required'),
  granted_date: z.string().min(1, 'granted_date is required'),
  expiry_date: z.string().min(1, 'expiry_date is required'),
  status: oneOf(PROGRAMME_STATUSES, 'status is required'),
});
export type ProgrammeFormValues = z.infer<typeof programmeFormSchema>;
export type ProgrammeField = keyof ProgrammeFormValues;

/** The form's own message when a field is empty (letter for letter). */
export const REQUIRED_MESSAGE = MESSAGES.requiredMarked;

export const PROGRAMME_FIELDS: readonly ProgrammeField[] = [
  'name',
  'accreditation_type',
  'granted_date',
  'expiry_date',
  'status',
];

export const EMPTY_PROGRAMME_FORM: ProgrammeFormValues = {
  name: '',
  accreditation_type: '',
  granted_date: '',
  expiry_date: '',
  status: '',
};

export function valuesOf(programme: Programme): ProgrammeFormValues {
  return {
    name: programme.name,
    accreditation_type: programme.accreditation_type,
    granted_date: programme.granted_date,
    expiry_date: programme.expiry_date,
    status: programme.status,
  };
}

/**
 * Spec 001 §4: choosing a type sets grant = today, expiry = today + the type's duration and status pending;
 * clearing the type clears all three. The contract computes the dates, so the server agrees to the day.
 */
export function datesForType(
  type: string,
  today?: string,
): Pick<ProgrammeFormValues, 'granted_date' | 'expiry_date' | 'status'> {
  if (!(ACCREDITATION_TYPES as readonly string[]).includes(type)) {
    return { granted_date: '', expiry_date: '', status: '' };
  }
  return accreditationDates(type as AccreditationType, today);
}

/** The body of POST /programmes/ (created_by is the caller's, set by the server). */
export function toCreateProgramme(values: ProgrammeFormValues): CreateProgramme {
  return {
    name: values.name.trim(),
    accreditation_type: values.accreditation_type as AccreditationType,
    granted_date: values.granted_date,
    expiry_date: values.expiry_date,
    status: 'pending',
  };
}

/**
 * The body of PATCH /programmes/{id}: only what changed. A new type brings new dates and status pending;
 * an unchanged status is never sent (an institution may not set approved, denied or expired by hand).
 */
export function toProgrammeChanges(values: ProgrammeFormValues, loaded: Programme): UpdateProgramme {
  const changes: UpdateProgramme = {};
  if (values.name.trim() !== loaded.name) changes.name = values.name.trim();
  if (values.accreditation_type !== loaded.accreditation_type) {
    changes.accreditation_type = values.accreditation_type as AccreditationType;
  }
  if (values.granted_date !== loaded.granted_date) changes.granted_date = values.granted_date;
  if (values.expiry_date !== loaded.expiry_date) changes.expiry_date = values.expiry_date;
  if (values.status !== loaded.status && values.status === 'pending') changes.status = 'pending';
  return changes;
}
