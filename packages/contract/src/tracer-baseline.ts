import { z } from 'zod';
import { emailField } from './fields';
import { normalisePhone } from './gateway';
import { CONSENT_PURPOSES, type ConsentPurpose } from './privacy-terms';

/*
 * The baseline wave (issue 26): the wave at graduation confirms the graduate's contact details (phone, e-mail,
 * WhatsApp), asks consent to the optional extras (the privacy feature's consent purposes, the one consent store),
 * and takes an alternative contact, because contact details go stale fastest. Asked on the answer-by-link page of
 * a wave at offset 0; the ladder of every later wave tries the confirmed contacts first and the alternative when
 * the graduate's own address bounced.
 */

const phone = (field: string) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') return null;
      const normalised = normalisePhone(value);
      if (!normalised) {
        context.addIssue({
          code: 'custom',
          message: `${field} must be a Nigerian mobile number such as 08031234567`,
        });
        return z.NEVER;
      }
      return normalised;
    })
    .nullable()
    .optional();
const email = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  emailField.nullable().optional(),
);
const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

export const tracerBaselineSchema = z
  .object({
    phone: phone('phone'),
    email,
    whatsapp: phone('whatsapp'),
    /** The optional extras the graduate agrees to (true) or declines (false); unanswered ones are left as they are. */
    consents: z.partialRecord(z.enum(CONSENT_PURPOSES), z.boolean()).default({}),
    alternative: z
      .object({
        name: text('alternative.name', 100),
        relation: text('alternative.relation', 60),
        phone: phone('alternative.phone'),
        email,
      })
      .strict()
      .optional(),
  })
  .strict();
export type TracerBaselineInput = z.infer<typeof tracerBaselineSchema>;

/** GET …/answer/{token}/baseline: what the page shows (contacts masked: the link may be read by someone else). */
export const tracerBaselineFormSchema = z.object({
  /** Whether this link's wave is the baseline (at graduation); the page shows nothing of this otherwise. */
  asked: z.boolean(),
  contacts: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** Purposes a consent can be given to now (none until a privacy notice is published). */
  purposes: z.array(z.enum(CONSENT_PURPOSES)),
  confirmed: z.boolean(),
});
export type TracerBaselineForm = z.infer<typeof tracerBaselineFormSchema>;

export const CONSENT_PURPOSE_QUESTIONS: Record<ConsentPurpose, string> = {
  mentoring: 'Be offered a mentor from your trade',
  job_matching: 'Be shown to employers looking for your skills',
  whatsapp_contact: 'Be contacted on WhatsApp',
};

export const TRACER_BASELINE_MESSAGES = {
  formLoaded: 'Your contact details',
  saved: 'Thank you: your contact details are confirmed',
  notBaseline: 'This link is not for the wave at graduation: there are no contact details to confirm here',
  nothingGiven: 'Give at least one way to reach you: a phone number or an e-mail address',
  noNotice: 'Consent can be given once the privacy notice is published; your contact details are saved',
} as const;

/* ---------- institutions (issue 26): their studies and their graduates whose contacts bounced ---------- */

export const institutionTracerStudySchema = z.object({
  _id: z.string(),
  title: z.string(),
  waves: z.array(
    z.object({
      _id: z.string(),
      cohort: z.number().int(),
      offset_months: z.number().int(),
      opens_at: z.string(),
      closes_at: z.string(),
    }),
  ),
});
export type InstitutionTracerStudy = z.infer<typeof institutionTracerStudySchema>;

/** One graduate of the calling institution whose tracer message bounced: correct their contact on the roll. */
export const tracerBouncedSchema = z.object({
  roll_entry_id: z.string(),
  name: z.string(),
  matric_number: z.string(),
  graduation_year: z.number().int(),
  channel: z.string(),
  reason: z.string().nullable(),
  bounced_at: z.string(),
});
export type TracerBounced = z.infer<typeof tracerBouncedSchema>;
