import { inject } from 'vitest';
import { latestCode } from './outbox';

export const DEMO_PASSWORD = 'Demo-Pass-2023';

let counter = 0;
/** A fresh, unique person for one journey (the database is shared by all journeys of a run). */
export function newPerson(prefix: string) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Chiamaka',
    lastName: 'Okafor',
    email: `${prefix}.${tag}@example.ng`,
    username: `${prefix}_${tag}`,
    password: 'Strong-Pass-2023',
  };
}

async function call(path: string, body: unknown) {
  const answer = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
}

/** Registers and verifies a graduate through the API, for journeys that start after sign-up. */
export async function verifiedGraduate(prefix: string) {
  const person = newPerson(prefix);
  const since = new Date(Date.now() - 1000).toISOString();
  await call('/graduates', {
    user_type: 'graduate',
    name: `${person.firstName} ${person.lastName}`,
    password: person.password,
    email: person.email,
    username: person.username,
    nationality: 'Nigeria',
    gender: 'female',
    state: 'Enugu',
    lga: 'Nsukka',
  });
  const otp = await latestCode(person.email, since);
  await call(`/verification/verify/${encodeURIComponent(person.email)}`, { otp });
  return person;
}
