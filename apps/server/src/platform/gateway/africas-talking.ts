import { smsCost } from '@tvet/contract';
import { safeEqual } from '../secrets';
import { type CallbackRequest, GatewayError, type OutgoingText, type SendResult } from './gateway';

/*
 * Africa's Talking (issue 27): text messages through its HTTP API, called with fetch.
 * - Send: POST {apiUrl}/version1/messaging, form-encoded `username`, `to`, `message` and `from` (the sender ID),
 *   headers `apiKey` and `Accept: application/json`. It answers `{ SMSMessageData: { Message, Recipients: [{
 *   statusCode, number, status, cost, messageId }] } }`; statusCode 100-102 is accepted, 406 (UserInBlacklist) is
 *   the do-not-disturb list, anything else a failure for that number.
 * - Callbacks (USSD, inbound messages, delivery reports) are form-encoded POSTs to the URLs set in its dashboard.
 *   Africa's Talking does not sign them, so each URL carries our secret as `?key=` (AT_CALLBACK_KEY), compared in
 *   constant time; a call without it is refused before its body is read.
 */

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  senderId?: string;
  apiUrl: string;
  callbackKey: string;
  /** How long to wait for the API (ms). */
  timeoutMs?: number;
}

interface Recipient {
  statusCode?: number;
  number?: string;
  status?: string;
  cost?: string;
  messageId?: string;
}

export function createAfricasTalking(options: AfricasTalkingOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    async sendText(message: OutgoingText): Promise<SendResult> {
      const cost = smsCost(message.text);
      const form = new URLSearchParams({ username: options.username, to: message.to, message: cost.text });
      if (options.senderId) form.set('from', options.senderId);
      let response: Response;
      try {
        response = await fetch(`${options.apiUrl.replace(/\/+$/, '')}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason =
          (error as Error).name === 'TimeoutError' ? 'did not answer in time' : 'could not be reached';
        throw new GatewayError(`Africa's Talking ${reason}`, true);
      }
      if (response.status >= 500)
        throw new GatewayError(`Africa's Talking answered ${response.status}`, true);
      if (!response.ok)
        throw new GatewayError(`Africa's Talking refused the message (${response.status})`, false);
      const body = (await response.json().catch(() => null)) as {
        SMSMessageData?: { Recipients?: Recipient[] };
      } | null;
      const recipient = body?.SMSMessageData?.Recipients?.[0];
      if (!recipient?.messageId && recipient?.statusCode === undefined)
        throw new GatewayError("Africa's Talking answered without a recipient", true);
      const code = recipient.statusCode ?? 0;
      const status = code >= 100 && code <= 102 ? 'sent' : code === 406 ? 'rejected_dnd' : 'failed';
      return {
        providerMessageId: recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : '',
        status,
        encoding: cost.encoding,
        segments: cost.segments,
        cost: recipient.cost ?? null,
      };
    },
    verify(request: CallbackRequest): boolean {
      const key = request.query.key;
      return typeof key === 'string' && safeEqual(key, options.callbackKey);
    },
  };
}
