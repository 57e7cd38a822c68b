import {
  EMPLOYER_CATEGORIES,
  EMPLOYER_OWNERSHIP,
  GENDERS,
  GRADE_LEVELS,
  INDUSTRY_TYPES,
  INSTITUTION_OWNERSHIP,
  INSTITUTION_TYPE_LABELS,
  INSTITUTION_TYPES,
  MODES_OF_APPOINTMENT,
  O_LEVEL_SITTINGS,
  QUALIFICATIONS,
  SIZE_BANDS,
  STAFF_CATEGORIES,
  TYPES_OF_APPOINTMENT,
} from '@tvet/contract';
import type { Option } from '@/components/ui/select-field';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const labelled = (values: readonly string[], label: (value: string) => string = capitalised): Option[] =>
  values.map((value) => ({ value, label: label(value) }));

/** Readable names for the API's enumeration spellings; the values sent stay exactly as the contract has them. */
const OWNERSHIP_LABELS: Record<string, string> = {
  ngo: 'Non-governmental organisation (NGO)',
  ppp: 'Public–private partnership (PPP)',
  'international organization': 'International organisation',
};
const SIZE_LABELS: Record<string, string> = { '1000': '1000 or more' };
const O_LEVEL_LABELS: Record<string, string> = { waec: 'WAEC', neco: 'NECO', nabteb: 'NABTEB' };

export const GENDER_OPTIONS = labelled(GENDERS);
export const QUALIFICATION_OPTIONS = labelled(QUALIFICATIONS, (value) => value.replaceAll('-', ' '));
export const O_LEVEL_OPTIONS = labelled(['waec', 'neco', 'nabteb'], (value) => O_LEVEL_LABELS[value]!);
export const SITTING_OPTIONS = labelled(O_LEVEL_SITTINGS.map(String), (value) =>
  value === '1' ? 'Once' : `${value} times`,
);
export const STAFF_CATEGORY_OPTIONS = labelled(STAFF_CATEGORIES);
export const GRADE_LEVEL_OPTIONS = labelled(GRADE_LEVELS, (value) => value);
export const EMPLOYER_CATEGORY_OPTIONS = labelled(EMPLOYER_CATEGORIES);
export const MODE_OPTIONS = labelled(MODES_OF_APPOINTMENT);
export const APPOINTMENT_TYPE_OPTIONS = labelled(TYPES_OF_APPOINTMENT);
export const INSTITUTION_TYPE_OPTIONS = labelled(
  INSTITUTION_TYPES,
  (value) => INSTITUTION_TYPE_LABELS[value as keyof typeof INSTITUTION_TYPE_LABELS],
);
export const INSTITUTION_OWNERSHIP_OPTIONS = labelled(INSTITUTION_OWNERSHIP);
export const EMPLOYER_OWNERSHIP_OPTIONS = labelled(
  EMPLOYER_OWNERSHIP,
  (value) => OWNERSHIP_LABELS[value] ?? capitalised(value),
);
export const INDUSTRY_OPTIONS = labelled(INDUSTRY_TYPES, (value) => value);
export const SIZE_OPTIONS = labelled(SIZE_BANDS, (value) => SIZE_LABELS[value] ?? value);

export const institutionTypeLabel = (value: string | null) =>
  value ? (INSTITUTION_TYPE_LABELS[value as keyof typeof INSTITUTION_TYPE_LABELS] ?? value) : '';
