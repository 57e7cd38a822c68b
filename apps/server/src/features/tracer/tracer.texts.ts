import { fillTemplate, normalisePhone, SMS_TEMPLATES, smsCost } from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import { GatewayError, type SendResult, type WhatsAppMessage } from '../../platform/gateway';

/*
 * The tracer's invitations and reminders on the phone channels (issue 27): a text message from SMS_TEMPLATES (one
 * GSM-7 part in English and Pidgin, each with STOP wording) or an approved WhatsApp template carrying the same link
 * and USSD code. The message is built and costed before the spending cap is checked, so a two-part text counts two.
 */

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

/** The text (or WhatsApp template) for a ladder step, costed; null when the roll has no usable phone number. */
export function phoneMessage(
  deps: Pick<Deps, 'config' | 'gateway'>,
  channel: 'sms' | 'whatsapp',
  phone: string | null,
  template: string,
  token: string,
  pricePerMessage: number,
): PhoneMessage | null {
  const to = phone ? normalisePhone(phone) : null;
  if (!to) return null;
  const key = template === 'reminder' ? 'reminder' : 'invitation';
  const values = { link: `${deps.config.publicUrl}/a/${token}`, ussd: deps.gateway.ussdCode };
  const counted = smsCost(fillTemplate(SMS_TEMPLATES[key].en, values));
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
      language: 'en',
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
