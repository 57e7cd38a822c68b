import {
  GUARDIAN_LINK_HOURS,
  GUARDIAN_LINK_PAGE,
  type GuardianRequest,
  guardianTextMessage,
  PRIVACY_MESSAGES,
} from '@tvet/contract';
import type { Deps } from '../../../platform/deps';
import { conflict, forbidden, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import { plainTextMail } from '../../../platform/mail';
import { portOf } from '../../../platform/ports';
import { newOpaqueToken, sha256 } from '../../../platform/secrets';
import { isMinor } from '../privacy.policy';
import { personOf } from '../privacy.repository';
import * as repo from './guardians.repository';

/*
 * A minor's guardian (NDPA s. 31): the graduate under 18 names a guardian (themselves, from Settings), who gets a
 * single-use link to confirm by e-mail or, when the graduate gives a phone number, by text message through the
 * messaging gateway, unless that phone sent STOP to us before. Anyone holding the link may confirm it once within
 * 7 days.
 */

/** Asks the guardian; answers which way the link went ('email' or 'sms'). */
export async function askGuardian(
  deps: Pick<Deps, 'db' | 'mailer' | 'gateway' | 'config' | 'ports'>,
  auth: AuthContext,
  body: GuardianRequest,
): Promise<'email' | 'sms'> {
  const person = await personOf(deps.db, auth.accountId);
  if (person?.userType !== 'graduate') throw forbidden(PRIVACY_MESSAGES.consentOnlyGraduates);
  if (!isMinor(person.dateOfBirth)) throw conflict(PRIVACY_MESSAGES.guardianNotNeeded);
  const { token, hash } = newOpaqueToken();
  const link = `${deps.config.publicUrl}/${GUARDIAN_LINK_PAGE}/${token}`;
  const row = {
    accountId: auth.accountId,
    guardianName: body.guardian_name,
    guardianEmail: body.guardian_email ?? null,
    guardianPhone: body.guardian_phone ?? null,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + GUARDIAN_LINK_HOURS * 3_600_000),
  };
  const email = body.guardian_email;
  if (email) {
    await deps.db.transaction(async (tx) => {
      await repo.insertGuardian(tx, row);
      const text = `Hello ${body.guardian_name},\n\n${person.name} (under 18) would like to use the optional extras of the TVET graduate tracer: mentoring, job matching and WhatsApp messages. The law asks a parent or guardian to agree first.\n\nIf you agree, open this link within 7 days: ${link}\n\nIf you do not agree, ignore this e-mail: nothing changes and we will not write again about it.`;
      await deps.mailer.send(plainTextMail(email, PRIVACY_MESSAGES.guardianMailSubject, text), { tx });
    });
    return 'email';
  }
  const phone = row.guardianPhone as string;
  // A number that sent STOP (it is on the tracer's do-not-contact list) is never texted again: the ask is kept as
  // refused, with no link, and the graduate is told to give an e-mail address instead.
  if (await portOf(deps.ports, 'phoneOptOuts').phoneOptedOut(phone)) {
    await repo.insertGuardian(deps.db, {
      ...row,
      tokenHash: null,
      expiresAt: new Date(),
      notSentReason: 'phone_opted_out',
    });
    throw conflict(PRIVACY_MESSAGES.guardianPhoneOptedOut, {
      guardian_phone: PRIVACY_MESSAGES.guardianPhoneOptedOutField,
    });
  }
  // A text message is sent at once, after the row is stored: the link is a secret and is not kept in a job's
  // payload. When the gateway fails, the graduate sees the error and asks again; the unsent link just expires.
  await repo.insertGuardian(deps.db, row);
  await deps.gateway.sendText({
    to: phone,
    text: guardianTextMessage(person.name, link),
  });
  return 'sms';
}

export async function confirmGuardian(deps: Pick<Deps, 'db'>, token: string) {
  const done = await repo.confirmGuardian(deps.db, sha256(token));
  if (!done) throw notFound(PRIVACY_MESSAGES.guardianLinkInvalid);
  return null;
}
