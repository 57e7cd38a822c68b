import { createHmac } from 'node:crypto';
import { smsCost } from '@tvet/contract';
import { safeEqual } from '../secrets';
import {
  type CallbackRequest,
  GatewayError,
  headerOf,
  type SendResult,
  type WhatsAppMessage,
  whatsAppProblem,
  whatsAppText,
} from './gateway';

/*
 * WhatsApp through Meta's Cloud API (issue 27).
 * - Send: POST {apiUrl}/{phoneNumberId}/messages with `Authorization: Bearer {token}` and a JSON body
 *   `{ messaging_product: 'whatsapp', to, type, ... }`: `template` (name, language, body parameters) outside the
 *   24-hour window, `text` or `interactive` (reply buttons, at most 3 with titles of at most 20 characters; or a
 *   list of at most 10 rows) inside it. It answers `{ messages: [{ id }] }`.
 * - Webhook: Meta signs each POST with `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body, keyed by the
 *   app secret>`; the set-up GET echoes `hub.challenge` when `hub.verify_token` is ours.
 */

export interface MetaOptions {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  apiUrl: string;
  timeoutMs?: number;
}

/** The Cloud API body for one message. */
export function metaBody(to: string, message: WhatsAppMessage): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: to.replace(/^\+/, '') };
  switch (message.kind) {
    case 'template':
      return {
        ...base,
        type: 'template',
        template: {
          name: message.name,
          language: { code: message.language },
          components: message.parameters.length
            ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }]
            : [],
        },
      };
    case 'text':
      return { ...base, type: 'text', text: { body: message.text } };
    case 'buttons':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: message.text },
          action: {
            buttons: message.buttons.map((button) => ({
              type: 'reply',
              reply: { id: button.id, title: button.title },
            })),
          },
        },
      };
    case 'list':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'list',
          body: { text: message.text },
          action: { button: message.button, sections: [{ title: 'Choices', rows: message.rows }] },
        },
      };
  }
}

export function metaSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function createMetaWhatsApp(options: MetaOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    async sendWhatsApp(to: string, message: WhatsAppMessage): Promise<SendResult> {
      const problem = whatsAppProblem(message);
      if (problem) throw new GatewayError(`WhatsApp refused the message: ${problem}`, false);
      let response: Response;
      try {
        response = await fetch(`${options.apiUrl.replace(/\/+$/, '')}/${options.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(metaBody(to, message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason =
          (error as Error).name === 'TimeoutError' ? 'did not answer in time' : 'could not be reached';
        throw new GatewayError(`WhatsApp ${reason}`, true);
      }
      if (response.status >= 500 || response.status === 429)
        throw new GatewayError(`WhatsApp answered ${response.status}`, true);
      if (!response.ok) throw new GatewayError(`WhatsApp refused the message (${response.status})`, false);
      const body = (await response.json().catch(() => null)) as { messages?: { id?: string }[] } | null;
      const id = body?.messages?.[0]?.id;
      if (!id) throw new GatewayError('WhatsApp answered without a message id', true);
      const cost = smsCost(whatsAppText(message));
      return { providerMessageId: id, status: 'sent', encoding: cost.encoding, segments: 1, cost: null };
    },
    verify(request: CallbackRequest): boolean {
      const given = headerOf(request.headers, 'x-hub-signature-256');
      return typeof given === 'string' && safeEqual(given, metaSignature(options.appSecret, request.rawBody));
    },
  };
}
