import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
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

/** The demo institution signed in through the API, for journeys that need something to exist first. */
export async function institutionApi() {
  const { key } = await send<{ key: string }>('POST', '/auth/institutions/login', {
    email: 'institution@demo.tvet.ng',
    password: DEMO_PASSWORD,
  });
  return <T>(method: string, path: string, body?: unknown) => send<T>(method, path, body, key);
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
  const { key, user } = await send<{ key: string; user: { _id: string } }>('POST', '/auth/graduates/login', {
    email: person.email,
    password: person.password,
  });
  await send(
    'PATCH',
    `/graduates/${user._id}`,
    {
      address: '4 Marina Road|Lagos|Nigeria',
      nin: `8${String(Date.now()).slice(-10)}`,
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
  return person;
}
