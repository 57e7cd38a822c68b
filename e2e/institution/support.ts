import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';

/** The demo institution signed in through the API, for journeys that need something to exist first. */
export async function institutionApi() {
  const base = `${inject('baseUrl')}/api/v1`;
  const login = await fetch(`${base}/auth/institutions/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'institution@demo.tvet.ng', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`institution sign-in: ${login.status} ${await login.text()}`);
  const { payload } = (await login.json()) as { payload: { key: string } };
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${payload.key}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { payload: T }).payload;
  };
}

/** A roll file as an institution exports it from its records: the header, then one graduate per line. */
export function rollCsv(rows: string[][]): Buffer {
  const header = 'Name,Matric No.,Programme,Year of graduation,Sex,State,Email,Phone';
  return Buffer.from([header, ...rows.map((row) => row.join(','))].join('\r\n'));
}
