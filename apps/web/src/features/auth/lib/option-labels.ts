import {
  EMPLOYER_OWNERSHIP,
  GENDERS,
  INDUSTRY_TYPES,
  INSTITUTION_OWNERSHIP,
  INSTITUTION_TYPE_LABELS,
  INSTITUTION_TYPES,
} from '@tvet/contract';
import type { Option } from '@/components/ui/select-field';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Readable names for the API's enumeration spellings; the values sent stay exactly as the contract has them. */
const OWNERSHIP_LABELS: Record<string, string> = {
  ngo: 'Non-governmental organisation (NGO)',
  ppp: 'Public–private partnership (PPP)',
  'international organization': 'International organisation',
};

export const GENDER_OPTIONS: Option[] = GENDERS.map((value) => ({ value, label: capitalised(value) }));
export const INSTITUTION_TYPE_OPTIONS: Option[] = INSTITUTION_TYPES.map((value) => ({
  value,
  label: INSTITUTION_TYPE_LABELS[value],
}));
export const INSTITUTION_OWNERSHIP_OPTIONS: Option[] = INSTITUTION_OWNERSHIP.map((value) => ({
  value,
  label: capitalised(value),
}));
export const EMPLOYER_OWNERSHIP_OPTIONS: Option[] = EMPLOYER_OWNERSHIP.map((value) => ({
  value,
  label: OWNERSHIP_LABELS[value] ?? capitalised(value),
}));
export const INDUSTRY_OPTIONS: Option[] = INDUSTRY_TYPES.map((value) => ({ value, label: value }));
