import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';
import { smsCost } from './sms-encoding';

/*
 * The messaging gateway's wire (issue 27): Africa's Talking's callback shapes (USSD, inbound text messages,
 * delivery reports, all form-encoded), the limits the networks impose, the text-message templates and the
 * opt-out and help keywords in the five languages of the tracer.
 */

// ---------------------------------------------------------------------------------------------------------------
// Network limits
// ---------------------------------------------------------------------------------------------------------------

/** A USSD reply, `CON ` or `END ` included, longer than this is refused by the network. */
export const USSD_REPLY_MAX = 182;
/** The body of one screen (the question, its options and the navigation lines) the renderer aims for. */
export const USSD_SCREEN_MAX = 160;
/** A USSD session ends after this long, whatever happens in it. */
export const USSD_SESSION_SECONDS = 180;
/** A reply slower than this ends the session on the network's side. */
export const USSD_REPLY_SECONDS = 10;
/** Anything longer in a USSD `text` is not a person typing: refused before any work. */
export const USSD_TEXT_MAX = 2_000;
/** An inbound text message longer than this is cut (networks join at most ~10 parts). */
export const SMS_INBOUND_MAX = 1_600;
/** Tries at confirming who is calling (year of birth or matric) before the phone is turned away for a while. */
export const IDENTITY_TRIES = 3;
/** How long a phone that used up its tries is turned away. */
export const IDENTITY_LOCK_MINUTES = 30;
/** The USSD code callers dial when none is configured (USSD_SERVICE_CODE). */
export const DEFAULT_USSD_CODE = '*347*88#';

export const GATEWAY_CHANNELS = ['sms', 'whatsapp', 'ussd'] as const;
export type GatewayChannel = (typeof GATEWAY_CHANNELS)[number];

/** Answering modes a response records (the tracer's `mode`): the channels' own. */
export const CHANNEL_MODES = ['ussd', 'sms', 'whatsapp'] as const;
export type ChannelMode = (typeof CHANNEL_MODES)[number];

/** Delivery outcomes, whatever the provider calls them. */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'failed', 'rejected_dnd'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A Nigerian mobile number in international form, as the roll and the networks write it. */
export const NIGERIAN_PHONE = /^\+234[789]\d{9}$/;

/** `+234…` from the usual ways of writing a Nigerian number (0803…, 234803…, +234 803 …); null otherwise. */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[\s()-]/g, '');
  let phone = digits;
  if (/^0[789]\d{9}$/.test(digits)) phone = `+234${digits.slice(1)}`;
  else if (/^234[789]\d{9}$/.test(digits)) phone = `+${digits}`;
  return NIGERIAN_PHONE.test(phone) ? phone : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Callback shapes (Africa's Talking's, which the fake gateway copies)
// ---------------------------------------------------------------------------------------------------------------

const field = (name: string, max: number) =>
  z.string({ error: `${name} is required` }).max(max, `${name} must be at most ${max} characters`);

export const ussdCallbackSchema = z.object({
  sessionId: field('sessionId', 100).min(1, 'sessionId is required'),
  serviceCode: field('serviceCode', 40),
  phoneNumber: field('phoneNumber', 20),
  networkCode: field('networkCode', 10).optional(),
  // Long texts are answered with END and a sentence by the route (never a 400 on a USSD screen).
  text: z.string().default(''),
});
export type UssdCallback = z.infer<typeof ussdCallbackSchema>;

export const smsCallbackSchema = z.object({
  id: field('id', 200).min(1, 'id is required'),
  from: field('from', 20),
  to: field('to', 20).optional(),
  text: z.string().default(''),
  date: z.string().max(40).optional(),
  linkId: z.string().max(200).optional(),
  networkCode: z.string().max(10).optional(),
});
export type SmsCallback = z.infer<typeof smsCallbackSchema>;

export const deliveryCallbackSchema = z.object({
  id: field('id', 200).min(1, 'id is required'),
  status: field('status', 40),
  phoneNumber: z.string().max(20).optional(),
  networkCode: z.string().max(10).optional(),
  failureReason: z.string().max(200).optional(),
  retryCount: z.string().max(10).optional(),
});
export type DeliveryCallback = z.infer<typeof deliveryCallbackSchema>;

/** The WhatsApp webhook's body (Meta's shape): the parts the gateway reads, everything else ignored. */
export const whatsAppWebhookSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  messages: z
                    .array(
                      z.object({
                        id: z.string().max(200).optional(),
                        from: z.string().max(20).optional(),
                        type: z.string().max(40).optional(),
                        text: z.object({ body: z.string().max(4096) }).optional(),
                        button: z.object({ text: z.string().max(200) }).optional(),
                        interactive: z
                          .object({
                            button_reply: z.object({ id: z.string().max(200) }).optional(),
                            list_reply: z.object({ id: z.string().max(200) }).optional(),
                          })
                          .optional(),
                      }),
                    )
                    .max(100)
                    .optional(),
                  statuses: z
                    .array(
                      z.object({ id: z.string().max(200).optional(), status: z.string().max(40).optional() }),
                    )
                    .max(100)
                    .optional(),
                })
                .optional(),
            }),
          )
          .max(100)
          .optional(),
      }),
    )
    .max(100)
    .optional(),
});
export type WhatsAppWebhook = z.infer<typeof whatsAppWebhookSchema>;

/** Africa's Talking's delivery statuses (and failure reasons) as ours. */
export function deliveryStatusOf(status: string, failureReason?: string): DeliveryStatus {
  const value = status.toLowerCase();
  if (value === 'success' || value === 'delivered') return 'delivered';
  if (value === 'sent' || value === 'submitted' || value === 'buffered') return 'sent';
  if (/dnd|donotdisturb|blacklist/i.test(`${value} ${failureReason ?? ''}`)) return 'rejected_dnd';
  return 'failed';
}

// ---------------------------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------------------------

export const SMS_TEMPLATE_KEYS = ['invitation', 'reminder', 'help', 'stopConfirmation'] as const;
export type SmsTemplateKey = (typeof SMS_TEMPLATE_KEYS)[number];

/**
 * The English source of each text-message template: plain ASCII, 'N' not the naira sign, straight quotes, one GSM-7
 * part with the longest link and code filled in; every one says how to stop. `{link}` is the case's answer link,
 * `{ussd}` the code to dial. The five languages of each are kept by the feature that sends it (decision 0037):
 * invitation and reminder in tracer.texts.ts, HELP and the STOP confirmation in gateway.texts.ts.
 */
export const SMS_TEMPLATES: Record<SmsTemplateKey, { en: string }> = {
  invitation: {
    en: 'TVET Tracer: how is work since you graduated? Answer here: {link} or dial {ussd}. Reply STOP to opt out.',
  },
  reminder: {
    en: 'TVET Tracer reminder: your answers help the students after you. {link} or dial {ussd}. Reply STOP to opt out.',
  },
  help: {
    en: 'TVET Tracer asks graduates about work after training. Dial {ussd} or open the link we sent. Reply STOP to opt out.',
  },
  stopConfirmation: {
    en: 'TVET Tracer: you have opted out. We will not contact you again about this study. Thank you.',
  },
};

/** The longest values the placeholders take: a {PUBLIC_URL}/a/{token} link and a USSD code. */
export const TEMPLATE_SAMPLE_VALUES = {
  link: 'https://tvet-tracer.ng/a/AbCdEfGhIjKlMnOpQrStUv',
  ussd: '*347*88*100#',
} as const;

export function fillTemplate(template: string, values: { link?: string; ussd?: string }): string {
  return template
    .replaceAll('{link}', values.link ?? TEMPLATE_SAMPLE_VALUES.link)
    .replaceAll('{ussd}', values.ussd ?? TEMPLATE_SAMPLE_VALUES.ussd);
}

export const templateCostSchema = z.object({
  key: z.enum(SMS_TEMPLATE_KEYS),
  language: z.enum(LANGUAGES),
  text: z.string(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  units: z.number(),
  segments: z.number(),
});
export type TemplateCost = z.infer<typeof templateCostSchema>;

/** Each template text, filled with the longest sample values (or `values`), with its encoding and parts. */
export function templateCosts(
  templates: readonly { key: SmsTemplateKey; language: Language; text: string }[],
  values: { link?: string; ussd?: string } = {},
): TemplateCost[] {
  return templates.map(({ key, language, text }) => ({
    key,
    language,
    ...smsCost(fillTemplate(text, values)),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// The graduate's language on the phone channels (issue 27 with issue 29)
// ---------------------------------------------------------------------------------------------------------------

/** The first USSD screen's language line: the digit is the place in LANGUAGES (1 English … 5 Pidgin). */
export const USSD_LANGUAGE_MENU = '1 English 2 Hausa 3 Yoruba 4 Igbo 5 Pidgin';

/** The language a digit of the USSD language line picks, or null. */
export function ussdLanguageOf(input: string): Language | null {
  const value = input.trim();
  if (!/^[1-9]$/.test(value)) return null;
  return LANGUAGES[Number(value) - 1] ?? null;
}

/** Words a text message may be, alone, to switch the language (in English and in the language itself). */
export const LANGUAGE_KEYWORDS: Record<Language, readonly string[]> = {
  en: ['ENGLISH', 'TURANCI', 'GEESI', 'BEKEE'],
  ha: ['HAUSA'],
  yo: ['YORUBA'],
  ig: ['IGBO'],
  pcm: ['PIDGIN', 'NAIJA', 'NAIJA PIDGIN'],
};

// ---------------------------------------------------------------------------------------------------------------
// Keywords
// ---------------------------------------------------------------------------------------------------------------

/** Opt-out words: English, Hausa (daina, tsaya), Yoruba (dúró), Igbo (kwụsị), Pidgin (stop am, comot me). */
export const STOP_KEYWORDS = {
  en: ['STOP', 'UNSUBSCRIBE', 'OPT OUT', 'QUIT'],
  ha: ['DAINA', 'TSAYA', 'KA DAINA'],
  yo: ['DURO', 'DAWO DURO'],
  ig: ['KWUSI', 'KWUSI IT'],
  pcm: ['STOP AM', 'COMOT ME', 'NO SEND AGAIN'],
} as const;
/** Help words: English, Hausa (taimako), Yoruba (ìrànlọ́wọ́), Igbo (enyemaka), Pidgin (wetin be dis). */
export const HELP_KEYWORDS = {
  en: ['HELP', 'INFO'],
  ha: ['TAIMAKO'],
  yo: ['IRANLOWO'],
  ig: ['ENYEMAKA'],
  pcm: ['HELP ME', 'WETIN BE DIS'],
} as const;

/** Upper case, accents and tone marks dropped, punctuation gone, spaces single: 'Kwụsị!' reads 'KWUSI'. */
export function keywordForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const STOP_SET = new Set(Object.values(STOP_KEYWORDS).flat());
const HELP_SET = new Set(Object.values(HELP_KEYWORDS).flat());

const LANGUAGE_BY_KEYWORD = new Map(
  Object.entries(LANGUAGE_KEYWORDS).flatMap(([language, words]) =>
    words.map((word) => [word, language as Language]),
  ),
);

/** The language a whole message names ('Hausa', 'yorùbá!', 'Naija'), or null. */
export function languageKeywordOf(text: string): Language | null {
  return LANGUAGE_BY_KEYWORD.get(keywordForm(text)) ?? null;
}

/** 'stop' or 'help' when the whole message is one of the keywords (in any of the five languages); else null. */
export function keywordOf(text: string): 'stop' | 'help' | null {
  const form = keywordForm(text);
  if (STOP_SET.has(form as never)) return 'stop';
  if (HELP_SET.has(form as never)) return 'help';
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Sentences (USSD screens hold at most 178 characters after `CON `/`END `; none names or shows a person)
// ---------------------------------------------------------------------------------------------------------------

export const GATEWAY_MESSAGES = {
  notOnRoll:
    'This number is not on a graduation roll we are tracing now. If you graduated from a TVET institution, ask it to add this number.',
  closed: 'The graduate survey is not open on this number now. Thank you.',
  tooLong: 'That entry is too long. Please dial again and answer with a short reply.',
  unknownSession: 'This session has ended. Please dial again to continue where you stopped.',
  timedOut: 'Your session timed out. Dial again to continue where you stopped; your answers are kept.',
  outOfRange: 'That choice is not on the list. Dial again to continue where you stopped.',
  identityPrompt:
    'TVET graduate survey.\nTo confirm it is you, enter your year of birth or the last 4 characters of your matric number.',
  identityRetry: (left: number) =>
    `That does not match our records. Try again (${left} left):\nyear of birth or last 4 characters of your matric number.`,
  identityLocked: `That does not match our records. For your safety, please try again after ${IDENTITY_LOCK_MINUTES} minutes.`,
  nothingToAnswer:
    'This survey cannot be answered on this channel. Please use the link in the message we sent you. Thank you.',
  alreadyDone: 'You have already answered this survey. Thank you.',
  failed:
    'Sorry, something went wrong on our side. Dial again in a few minutes to continue where you stopped.',
  thanks: 'Thank you. Your answers are saved. They help the students who come after you.',
  smsIdentityPrompt:
    'TVET Tracer: to start, reply with your year of birth or the last 4 characters of your matric number. Reply STOP to opt out.',
  smsAnswerChoice: (count: number) => `Please reply with a number from 1 to ${count}.`,
  smsAnswerText: 'Please reply with a short answer (at most 300 characters).',
  forged: 'This callback is not signed by the messaging provider.',
  unsigned: 'This callback carries no provider signature or key.',
  received: 'Received.',
  duplicate: 'Already received.',
  simulatorFakeOnly: 'The phone simulator works only with the fake gateway (no provider is configured).',
  templatesLoaded: 'Text-message templates.',
  outboxLoaded: 'Messages sent to this phone.',
  simulated: 'Sent through the fake network.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The phone simulator (administrators' console, fake gateway only)
// ---------------------------------------------------------------------------------------------------------------

const phoneField = z
  .string({ error: 'phone is required' })
  .trim()
  .transform((value, context) => {
    const phone = normalisePhone(value);
    if (!phone) {
      context.addIssue({
        code: 'custom',
        message: 'phone must be a Nigerian mobile number such as 08031234567',
      });
      return z.NEVER;
    }
    return phone;
  });

export const simulatorUssdSchema = z.strictObject({
  phone: phoneField,
  session_id: z.string().trim().min(1, 'session_id is required').max(100),
  /** Every input of the session so far joined by `*`, as the network sends it ('' when dialling). */
  text: z.string().max(USSD_TEXT_MAX * 6, 'text is too long'),
});
export const simulatorUssdReplySchema = z.object({
  reply: z.string(),
  /** Whether the fake network let the reply through (CON/END, at most 182 characters, within 10 seconds). */
  accepted: z.boolean(),
  reason: z.string().nullable(),
  ended: z.boolean(),
});
export type SimulatorUssdReply = z.infer<typeof simulatorUssdReplySchema>;

export const simulatorSmsSchema = z.strictObject({
  phone: phoneField,
  text: z
    .string()
    .trim()
    .min(1, 'Type a message')
    .max(SMS_INBOUND_MAX, `A message holds at most ${SMS_INBOUND_MAX} characters`),
});
export const simulatorDeliverySchema = z.strictObject({
  message_id: z.string().trim().min(1, 'message_id is required').max(200),
});
export const simulatorOutboxQuerySchema = z.object({ phone: phoneField });

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  to: z.string(),
  text: z.string(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number(),
  case: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessageOut = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = z.object({ docs: z.array(outboxMessageSchema) });
/** The newest messages the simulator shows for one phone. */
export const SIMULATOR_OUTBOX_MAX = 30;

export const gatewayOverviewSchema = z.object({
  providers: z.object({ sms: z.string(), whatsapp: z.string() }),
  ussd_code: z.string(),
  templates: z.array(templateCostSchema),
});
export type GatewayOverview = z.infer<typeof gatewayOverviewSchema>;
