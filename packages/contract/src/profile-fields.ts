import { z } from 'zod';
import { requiredText } from './fields';
import { splitAddress } from './format';
import { isCountry } from './geo/countries';

/** Nigerian mobile numbers, typed with or without +234 / 0; stored as +234XXXXXXXXXX (spec: +234 only). */
export const phoneField = z
  .string({ error: 'phone is required' })
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .refine(
    (value) => /^(\+?234|0)?[789][01]\d{8}$/.test(value),
    'phone must be a Nigerian mobile number, e.g. 803 123 4567',
  )
  .transform((value) => `+234${value.slice(-10)}`);

export const ninField = z
  .string({ error: 'nin is required' })
  .trim()
  .regex(/^\d{11}$/, 'nin must be exactly 11 digits');

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
function parseDay(value: string): Date | null {
  if (!isoDate.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

/** A calendar day (YYYY-MM-DD) that has already happened. */
export const pastDateField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .refine((value) => parseDay(value) !== null, `${field} must be a date like 2001-09-30`)
    .refine((value) => (parseDay(value)?.getTime() ?? 0) <= Date.now(), `${field} cannot be in the future`);

export const dateOfBirthField = pastDateField('date_of_birth').refine((value) => {
  const born = parseDay(value);
  return born !== null && born.getUTCFullYear() >= new Date().getUTCFullYear() - 100;
}, 'date_of_birth is too far in the past');

/** "street|state|country" with all three parts filled and a country from the list. */
export const addressField = z
  .string({ error: 'address is required' })
  .trim()
  .max(300, 'address must be at most 300 characters')
  .refine((value) => value.split('|').length === 3, 'address must be street|state|country')
  .refine((value) => {
    const parts = splitAddress(value);
    return parts.street.trim() !== '' && parts.state.trim() !== '' && parts.country.trim() !== '';
  }, 'address needs a street, a state and a country')
  .refine(
    (value) => isCountry(splitAddress(value).country.trim()),
    'address country must be a country from the list',
  );

/**
 * Website addresses travel URL-encoded (spec 001 §3). Either form is accepted; the stored and answered form is
 * the encoded one, and it must decode to an http(s) address.
 */
export const websiteField = z
  .string({ error: 'website_url is required' })
  .trim()
  .max(500, 'website_url must be at most 500 characters')
  .transform((value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return '';
    }
  })
  .refine((value) => !/\s/.test(value), 'website_url must not contain spaces')
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'website_url must be a web address such as https://example.com')
  .transform((value) => encodeURIComponent(value));

export function decodeWebsite(stored: string | null | undefined): string {
  if (!stored) return '';
  try {
    return decodeURIComponent(stored);
  } catch {
    return stored;
  }
}

export const countField = (field: string, max = 10_000_000) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} is too large`);

export const yearField = (field: string) =>
  z
    .number({ error: `${field} must be a year` })
    .int(`${field} must be a year`)
    .min(1800, `${field} must be after 1800`)
    .refine((year) => year <= new Date().getUTCFullYear(), `${field} cannot be in the future`);

export const skillsField = z
  .array(requiredText('skill', 60), { error: 'skills_acquired must be a list of skills' })
  .min(1, 'skills_acquired needs at least one skill')
  .max(30, 'skills_acquired can hold at most 30 skills');
