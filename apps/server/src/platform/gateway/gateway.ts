import type { DeliveryStatus, SmsEncoding } from '@tvet/contract';

/*
 * The messaging gateway (issue 27): one interface in front of the providers that reach phones without data. The
 * text-message side is Africa's Talking or the fake (platform/gateway/fake.ts); the WhatsApp side is Meta's Cloud
 * API or the fake. Which one runs is chosen by environment variables (config.ts `gateway`). Callbacks (USSD,
 * inbound messages, delivery reports) come in through the gateway feature's routes, which ask the gateway whether a
 * request is genuine before reading it.
 */

export interface OutgoingText {
  /** +234… */
  to: string;
  text: string;
  /** The tracer case the message belongs to, when it belongs to one (kept in the fake's outbox). */
  caseRef?: string | null;
}

export interface WhatsAppButton {
  id: string;
  /** At most 20 characters (Meta's limit). */
  title: string;
}
export interface WhatsAppRow {
  id: string;
  /** At most 24 characters. */
  title: string;
  description?: string;
}
/**
 * Outside the 24-hour window after the person last wrote, only an approved template may be sent; inside it, a
 * session message: text, reply buttons (at most 3) or a list (at most 10 rows).
 */
export type WhatsAppMessage =
  | { kind: 'template'; name: string; language: string; parameters: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'buttons'; text: string; buttons: WhatsAppButton[] }
  | { kind: 'list'; text: string; button: string; rows: WhatsAppRow[] };

export interface SendResult {
  providerMessageId: string;
  /** What the provider said at once; the delivery report tells the rest. */
  status: 'sent' | Extract<DeliveryStatus, 'failed' | 'rejected_dnd'>;
  encoding: SmsEncoding;
  segments: number;
  /** The provider's cost string (e.g. 'NGN 2.2000'), when it says. */
  cost: string | null;
}

/** A provider that answered 5xx, answered nothing in time, or could not be reached: the job may try again. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** What a callback request offers for checking: its headers, query and the body exactly as received. */
export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  rawBody: string;
}

export interface Gateway {
  /** Which providers run: shown in the console, and the phone simulator works only on the fake. */
  readonly providers: { sms: 'fake' | 'africastalking'; whatsapp: 'fake' | 'meta' };
  /** The USSD code callers dial. */
  readonly ussdCode: string;
  sendText(message: OutgoingText): Promise<SendResult>;
  sendWhatsApp(to: string, message: WhatsAppMessage, caseRef?: string | null): Promise<SendResult>;
  /** Whether a USSD, inbound-text or delivery-report callback really comes from the provider. */
  verifySmsCallback(request: CallbackRequest): boolean;
  /** Whether a WhatsApp webhook call really comes from the provider (its signature over the raw body). */
  verifyWhatsAppCallback(request: CallbackRequest): boolean;
  /** The token the WhatsApp webhook's set-up handshake (GET) must echo, or null on the fake. */
  readonly whatsAppVerifyToken: string | null;
}

/** Meta's limits on interactive session messages (characters, counted as code points). */
export const WHATSAPP_LIMITS = {
  buttons: 3,
  buttonTitle: 20,
  rows: 10,
  rowTitle: 24,
  listButton: 20,
} as const;
const L = WHATSAPP_LIMITS;

/** Meta's limits on session messages, checked before anything is sent; null when the message is fine. */
export function whatsAppProblem(message: WhatsAppMessage): string | null {
  if (message.kind === 'buttons') {
    if (message.buttons.length < 1 || message.buttons.length > L.buttons)
      return `a message has 1 to ${L.buttons} reply buttons`;
    const long = message.buttons.find((button) => [...button.title].length > L.buttonTitle);
    if (long) return `the button title '${long.title}' is longer than ${L.buttonTitle} characters`;
  }
  if (message.kind === 'list') {
    if (message.rows.length < 1 || message.rows.length > L.rows) return `a list has 1 to ${L.rows} rows`;
    const long = message.rows.find((row) => [...row.title].length > L.rowTitle);
    if (long) return `the list row '${long.title}' is longer than ${L.rowTitle} characters`;
    if ([...message.button].length > L.listButton)
      return `the list button is longer than ${L.listButton} characters`;
  }
  const text = message.kind === 'template' ? '' : message.text;
  if ([...text].length > 1024) return 'the message is longer than 1024 characters';
  return null;
}

/** The text a WhatsApp message shows, for the fake's outbox and for costing. */
export function whatsAppText(message: WhatsAppMessage): string {
  switch (message.kind) {
    case 'template':
      return `[template ${message.name}/${message.language}] ${message.parameters.join(' | ')}`;
    case 'text':
      return message.text;
    case 'buttons':
      return [message.text, ...message.buttons.map((button) => `[${button.title}]`)].join('\n');
    case 'list':
      return [message.text, ...message.rows.map((row) => `- ${row.title}`)].join('\n');
  }
}

export const headerOf = (headers: CallbackRequest['headers'], name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
