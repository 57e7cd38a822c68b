import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { phoneField } from './profile-fields';
import { isGsm7, SMS_PART_UNITS, smsCost } from './sms-encoding';

/*
 * A minor's guardian (NDPA s. 31, issue 25): the request a graduate under 18 sends (the guardian's name and an
 * e-mail address or a phone), and the text message that carries the single-use confirmation link to a phone.
 */

/** The guardian is reached by e-mail or, when they have no e-mail address, by a text message to their phone. */
export const guardianRequestSchema = z
  .strictObject({
    guardian_name: requiredText('guardian_name', 120),
    guardian_email: emailField.optional(),
    guardian_phone: phoneField.optional(),
  })
  .superRefine((value, ctx) => {
    const given = Number(value.guardian_email !== undefined) + Number(value.guardian_phone !== undefined);
    if (given !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: [value.guardian_email === undefined ? 'guardian_email' : 'guardian_phone'],
        message:
          'give the guardian’s e-mail address (guardian_email) or phone number (guardian_phone), one of them',
      });
    }
  });
export type GuardianRequest = z.infer<typeof guardianRequestSchema>;

/**
 * The text message that carries a guardian's confirmation link: one GSM-7 part (160 characters), saying how to stop.
 * The graduate's first name goes in when it fits and is plain GSM-7 (the link's page says the rest); otherwise the
 * shortest wording that fits. The link is the single-use confirmation link ({PUBLIC_URL}/guardian/{token}).
 */
export function guardianTextMessage(graduateName: string, link: string): string {
  const first = graduateName.trim().split(/\s+/)[0] ?? '';
  const stop = 'Reply STOP to opt out.';
  const wordings = [
    ...(first ? [`TVET Tracer: allow optional extras for ${first} (under 18)? ${link} ${stop}`] : []),
    `TVET Tracer: allow optional extras for a graduate under 18? ${link} ${stop}`,
    `TVET Tracer: a graduate under 18 needs your OK: ${link} ${stop}`,
  ];
  const fits = (text: string) => isGsm7(text) && smsCost(text).units <= SMS_PART_UNITS['GSM-7'].single;
  return wordings.find(fits) ?? (wordings.at(-1) as string);
}
