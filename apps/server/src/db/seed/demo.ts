import { USER_TYPES } from '@tvet/contract';
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';
import { createAccount, DEMO_PASSWORD } from './accounts.factory';
import { createSurvey } from './surveys.factory';
import { EMPLOYER_SATISFACTION, GRADUATE_TRACER } from './tracer-surveys';

export const DEMO_ACCOUNTS = USER_TYPES.map((userType) => ({ userType, email: `${userType}@demo.tvet.ng` }));

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return row.total === 0;
}

/** A verified, complete account of every role and the published tracer surveys, so each portal can be tried at once. */
export async function seedDemo(db: Database) {
  for (const account of DEMO_ACCOUNTS) {
    await createAccount(db, {
      ...account,
      username: `demo_${account.userType}`,
      complete: true,
      verified: true,
    });
  }
  await createSurvey(db, GRADUATE_TRACER);
  await createSurvey(db, EMPLOYER_SATISFACTION);
  return { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
}
