import {
  fillTemplate,
  LANGUAGES,
  type Language,
  normalisePhone,
  SMS_TEMPLATES,
  type SmsTemplateKey,
  smsCost,
} from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import { GatewayError, type SendResult, type WhatsAppMessage } from '../../platform/gateway';

/*
 * The tracer's invitations and reminders on the phone channels (issue 27): a text message in the case's language
 * (issue 29; tracer.languages.ts) or an approved WhatsApp template carrying the same link and USSD code. The message
 * is built and costed before the spending cap is checked, so a two-part (or UCS-2) text counts its parts.
 */

/**
 * The texts in the five languages (decision 0037). At most 160 characters with the longest link and code; English,
 * Hausa and Pidgin in GSM-7 (one part), Yoruba and Igbo need their tone marks and dotted letters, so they go as
 * UCS-2 and cost more parts (tracer.texts.test.ts). Each keeps `{link}`, `{ussd}` and STOP. Drafts for review.
 */
export const TRACER_TEMPLATES: Record<'invitation' | 'reminder', Record<Language, string>> = {
  invitation: {
    en: SMS_TEMPLATES.invitation.en,
    ha: 'TVET Tracer: yaya aiki tun da ka kammala? Amsa a nan: {link} ko danna {ussd}. Tura STOP don dainawa.',
    yo: 'TVET Tracer: báwo ni iṣẹ́ láti ìgbà tí o parí? Dáhùn: {link} tàbí tẹ {ussd}. Fi STOP ránṣẹ́ láti dúró.',
    ig: 'TVET Tracer: kedu ka ọrụ si aga kemgbe ị gụchara? Zaa: {link} ma ọ bụ pịa {ussd}. Zitere STOP ka ị kwụsị.',
    pcm: 'TVET Tracer: how work dey since you graduate? Answer here: {link} or dial {ussd}. Reply STOP make we stop.',
  },
  reminder: {
    en: SMS_TEMPLATES.reminder.en,
    ha: 'TVET Tracer: amsoshinka za su taimaki dalibai masu zuwa. {link} ko danna {ussd}. Tura STOP don dainawa.',
    yo: 'TVET Tracer: ìdáhùn rẹ yóò ran àwọn akẹ́kọ̀ọ́ tó ń bọ̀ lọ́wọ́. {link} tàbí tẹ {ussd}. Fi STOP ránṣẹ́ láti dúró.',
    ig: 'TVET Tracer: azịza gị ga-enyere ụmụ akwụkwọ na-abịa aka. {link} ma ọ bụ pịa {ussd}. Zitere STOP ka ị kwụsị.',
    pcm: 'TVET Tracer: abeg answer, e go help students wey dey come. {link} or dial {ussd}. Reply STOP make we stop.',
  },
};

/** Every tracer template in every language, for the console's costs (through the interviews port). */
export function tracerTemplates(): { key: SmsTemplateKey; language: Language; text: string }[] {
  return (['invitation', 'reminder'] as const).flatMap((key) =>
    LANGUAGES.map((language) => ({ key, language, text: TRACER_TEMPLATES[key][language] })),
  );
}

export interface PhoneMessage {
  channel: 'sms' | 'whatsapp';
  to: string;
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  /** Kobo: the channel's price per message, times the parts of a text message. */
  cost: number;
  whatsapp?: WhatsAppMessage;
}

/**
 * The text (or WhatsApp template) for a ladder step in the case's language, costed; null when the roll has no
 * usable phone number.
 */
export function phoneMessage(
  deps: Pick<Deps, 'config' | 'gateway'>,
  channel: 'sms' | 'whatsapp',
  phone: string | null,
  template: string,
  token: string,
  pricePerMessage: number,
  language: Language = 'en',
): PhoneMessage | null {
  const to = phone ? normalisePhone(phone) : null;
  if (!to) return null;
  const key = template === 'reminder' ? 'reminder' : 'invitation';
  const values = { link: `${deps.config.publicUrl}/a/${token}`, ussd: deps.gateway.ussdCode };
  const counted = smsCost(fillTemplate(TRACER_TEMPLATES[key][language], values));
  if (channel === 'sms')
    return { channel, to, ...counted, cost: pricePerMessage * Math.max(1, counted.segments) };
  return {
    channel,
    to,
    ...counted,
    cost: pricePerMessage,
    // Outside the 24-hour window only an approved template may open the conversation.
    whatsapp: {
      kind: 'template',
      name: `tracer_${key}`,
      language,
      parameters: [values.link, values.ussd],
    },
  };
}

/**
 * Sends the message. A provider that is down or slow throws (the job tries again, its transaction undone); a
 * message the provider refuses for good comes back as 'failed' with the provider's words.
 */
export async function sendPhoneMessage(
  deps: Pick<Deps, 'gateway'>,
  message: PhoneMessage,
  caseRef: string,
): Promise<SendResult | { status: 'failed'; reason: string }> {
  try {
    if (message.channel === 'sms')
      return await deps.gateway.sendText({ to: message.to, text: message.text, caseRef });
    return await deps.gateway.sendWhatsApp(message.to, message.whatsapp as WhatsAppMessage, caseRef);
  } catch (error) {
    if (error instanceof GatewayError && !error.retryable) return { status: 'failed', reason: error.message };
    throw error;
  }
}
