import type { TracerChannel } from '@tvet/contract';
import type { Database } from '../../db/client';
import { guardianConfirmed, isMinor } from '../privacy';

/*
 * Minors on the roll (NDPA s. 31, issue 25). The roll-based tracer rests on public task, so e-mail, text messages
 * and phone interviews reach a graduate of any age; WhatsApp contact is one of the optional extras that rest on
 * consent, which a person under 18 cannot give alone. A graduate the roll (or their profile) says is under 18 is
 * not contacted on such a channel until a guardian confirmed for their account (a roll row without an account has
 * no guardian yet).
 */
export const CONSENT_BASED_CHANNELS: readonly TracerChannel[] = ['whatsapp'];
export const MINOR_WITHOUT_GUARDIAN = "under 18 on the roll: WhatsApp needs a guardian's confirmation first";

/** Whether this contact must not go: a consent-based channel, a minor, no confirmed guardian. */
export async function minorWithoutGuardian(
  db: Database,
  channel: TracerChannel,
  person: { date_of_birth: string | null; account_id: string | null },
  now = new Date(),
): Promise<boolean> {
  if (!CONSENT_BASED_CHANNELS.includes(channel) || !isMinor(person.date_of_birth, now)) return false;
  return !(person.account_id && (await guardianConfirmed(db, person.account_id)));
}
