import { joinAddress, type UserType } from '@tvet/contract';
import type { users } from '../db/schema';

/*
 * Row builders the seed factories share (accounts of the demo country, the outcome factories, the account
 * factory), so an account row or a placeholder document is written one way only.
 */

export const DAY = 24 * 60 * 60 * 1000;

/** A verified account row with a Nigerian address (street|state|country). */
export function accountRow(account: {
  userType: UserType;
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  street: string;
  state: string;
  phone: string;
}): typeof users.$inferInsert {
  return {
    userType: account.userType,
    name: account.name,
    username: account.username,
    email: account.email,
    passwordHash: account.passwordHash,
    isEmailVerified: true,
    address: joinAddress({ street: account.street, state: account.state, country: 'Nigeria' }),
    phone: account.phone,
  };
}

/**
 * A CAC certificate reference that names no stored file: factory employers count as complete without an
 * upload (the uploads service treats a key that is not a file id as naming nothing).
 */
export const PLACEHOLDER_CAC_DOCUMENT = {
  key: 'demo/cac.pdf',
  url: '/api/v1/files/demo/cac.pdf',
  title: 'CAC certificate.pdf',
  size: 48213,
  mimetype: 'application/pdf',
};

/** A calendar day `days` later (earlier when negative). */
export function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
