import { normalisePhone } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { PersonalDataHolder, PersonRef } from '../../platform/personal-data';
import { deleteInterviewsOfPhones, interviewsOfPhones } from './gateway.repository';

/*
 * What the gateway holds about a person: the interviews their phone ran on USSD or by text message (the phone
 * number, the question reached, the answers while the interview ran). Found by the account's phone number.
 * gateway_callbacks holds provider message ids only, nothing about a person.
 */

async function phonesOf(db: Database, person: PersonRef): Promise<string[]> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, person.accountId));
  const phone = row?.phone ? normalisePhone(row.phone) : null;
  return phone ? [phone] : [];
}

export const gatewayPersonalData: PersonalDataHolder = {
  tables: ['gateway_interviews'],
  async export(db, person) {
    const rows = await interviewsOfPhones(db, await phonesOf(db, person));
    return {
      phone_interviews: rows.map((row) => ({
        phone: row.phone,
        channel: row.channel,
        status: row.status,
        language: row.language,
        answers: JSON.stringify(row.answers),
        started: row.createdAt.toISOString(),
        last_seen: row.updatedAt.toISOString(),
      })),
    };
  },
  async erase(tx, person) {
    // The answers themselves were handed to the tracer's responses when the interview ended; the state goes.
    await deleteInterviewsOfPhones(tx, await phonesOf(tx, person));
    return { kept: [] };
  },
};
