import { inject } from 'vitest';
import { type Account, newAccount, type Session, uniqueNin } from '../support/api';
import { latestCode } from '../support/outbox';

const base = () => `${inject('baseUrl')}/api/v1`;

async function send<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${base()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { payload: T }).payload;
}

/** The API as this account, for journeys that need something to exist first. */
export function apiAs(account: Session) {
  return <T>(method: string, path: string, body?: unknown) => send<T>(method, path, body, account.token);
}

/**
 * A new institution of its own for one journey (registered, verified and complete through the API), with a
 * name no other journey uses, so its lists, claims and students are this journey's alone.
 */
export function newInstitution(tag: string): Promise<Account> {
  return newAccount('institution', 'inst', { name: `Kaduna Polytechnic ${lettersOf(tag)}` });
}

/** Uploads a roll file as the page does (the raw file as the body) and stores it; fails unless every row is valid. */
export async function importRoll(institution: Account, csv: Buffer): Promise<void> {
  const answer = await fetch(`${base()}/institutions/${institution.profileId}/roll/imports`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/csv',
      'x-file-name': 'roll.csv',
      Authorization: `Bearer ${institution.token}`,
    },
    body: new Uint8Array(csv),
  });
  if (!answer.ok) throw new Error(`roll upload: ${answer.status} ${await answer.text()}`);
  const { payload } = (await answer.json()) as { payload: { _id: string } };
  await send(
    'POST',
    `/institutions/${institution.profileId}/roll/imports/${payload._id}/commit`,
    {},
    institution.token,
  );
}

/** Letters only (names refuse digits): 'lz3k9' becomes 'Lzdkj'. */
export function lettersOf(tag: string): string {
  const letters = tag.toLowerCase().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

/** A roll file as an institution exports it from its records: the header, then one graduate per line. */
export function rollCsv(rows: string[][]): Buffer {
  const header = 'Name,Matric No.,Programme,Year of graduation,Sex,State,Email,Phone';
  return Buffer.from([header, ...rows.map((row) => row.join(','))].join('\r\n'));
}

/** The smallest file the server accepts as a PDF (checked by content). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

/**
 * A graduate with a finished profile (so no onboarding stands in the way), the given matric number and a
 * resume, registered and verified through the API: the journey then signs in through the web app.
 */
export async function graduateWithProfile(name: string, matric: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const person = { name, email: `claimant.${tag}@example.ng`, password: 'Strong-Pass-2023' };
  const since = new Date(Date.now() - 1000).toISOString();
  await send('POST', '/graduates', {
    user_type: 'graduate',
    name,
    password: person.password,
    email: person.email,
    username: `claimant_${tag}`,
    nationality: 'Nigeria',
    gender: 'female',
    state: 'Lagos',
    lga: 'Ikeja',
  });
  await send('POST', `/verification/verify/${encodeURIComponent(person.email)}`, {
    otp: await latestCode(person.email, since),
  });
  const { key, user } = await send<{ key: string; user: { _id: string; user_id: { _id: string } } }>(
    'POST',
    '/auth/graduates/login',
    { email: person.email, password: person.password },
  );
  await send(
    'PATCH',
    `/graduates/${user._id}`,
    {
      address: '4 Marina Road|Lagos|Nigeria',
      nin: uniqueNin(),
      is_employed: false,
      matric_number: matric,
    },
    key,
  );
  await send(
    'PATCH',
    `/graduates/${user._id}/documents/`,
    {
      document_type: 'resume',
      document: {
        data: PDF.toString('base64'),
        title: 'cv.pdf',
        mimetype: 'application/pdf',
        size: PDF.length,
      },
    },
    key,
  );
  return { ...person, token: key, profileId: user._id, accountId: user.user_id._id };
}
