import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DeliveryStatus, smsCost, USSD_REPLY_MAX } from '@tvet/contract';
import { safeEqual } from '../secrets';
import {
  type CallbackRequest,
  GatewayError,
  headerOf,
  type OutgoingText,
  type SendResult,
  type WhatsAppMessage,
  whatsAppProblem,
  whatsAppText,
} from './gateway';

/*
 * The fake gateway (issue 27), on by default when no provider is configured, like the mail outbox folder: every
 * outgoing message is one JSON file in DATA_DIR/gateway-outbox/, and callbacks are genuine when they carry the
 * header X-Gateway-Key holding the secret in DATA_DIR/gateway-key (made at the first start). It behaves like the
 * networks where that matters to the product: see fakeNetwork below.
 */

export const FAKE_KEY_HEADER = 'x-gateway-key';
export const OUTBOX_FOLDER = 'gateway-outbox';

/** One outgoing message as the fake records it. */
export interface OutboxMessage {
  id: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  case: string | null;
  /** The WhatsApp message as it would be sent (template, buttons, list), for the simulator. */
  whatsapp?: WhatsAppMessage;
  createdAt: string;
}

/** The secret callbacks to the fake must carry, made once per data folder. */
export function fakeGatewayKey(dataDir: string): string {
  const file = path.join(dataDir, 'gateway-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * What the fake network does with a message to `to`, so every delivery report can be seen without a real network:
 * numbers ending in 00 fail, numbers ending in 99 are on the do-not-disturb list, the rest are delivered.
 */
export function fakeDeliveryOutcome(to: string): DeliveryStatus {
  if (to.endsWith('00')) return 'failed';
  if (to.endsWith('99')) return 'rejected_dnd';
  return 'delivered';
}

export function createFakeSide(dataDir: string) {
  const outbox = path.join(dataDir, OUTBOX_FOLDER);
  let key: string | undefined;
  /** Orders the files of one process even within a millisecond. */
  let sequence = 0;
  const secret = () => {
    key ??= fakeGatewayKey(dataDir);
    return key;
  };

  async function record(message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<SendResult> {
    const id = `fake-${randomUUID()}`;
    const createdAt = new Date().toISOString();
    mkdirSync(outbox, { recursive: true });
    sequence += 1;
    const order = String(sequence % 1_000_000).padStart(6, '0');
    const file = path.join(outbox, `${createdAt.replace(/[:.]/g, '-')}-${order}-${id}.json`);
    await writeFile(file, `${JSON.stringify({ id, ...message, createdAt }, null, 2)}\n`);
    return {
      providerMessageId: id,
      status: 'sent',
      encoding: message.encoding,
      segments: message.segments,
      cost: null,
    };
  }

  return {
    outbox,
    key: secret,
    sendText(message: OutgoingText): Promise<SendResult> {
      const cost = smsCost(message.text);
      return record({
        channel: 'sms',
        to: message.to,
        text: cost.text,
        encoding: cost.encoding,
        segments: cost.segments,
        case: message.caseRef ?? null,
      });
    },
    sendWhatsApp(to: string, message: WhatsAppMessage, caseRef?: string | null): Promise<SendResult> {
      const problem = whatsAppProblem(message);
      if (problem) throw new GatewayError(`WhatsApp refused the message: ${problem}`, false);
      const cost = smsCost(whatsAppText(message));
      return record({
        channel: 'whatsapp',
        to,
        text: cost.text,
        encoding: cost.encoding,
        segments: cost.segments,
        case: caseRef ?? null,
        whatsapp: message,
      });
    },
    verify(request: CallbackRequest): boolean {
      const given = headerOf(request.headers, FAKE_KEY_HEADER);
      return typeof given === 'string' && safeEqual(given, secret());
    },
  };
}

/**
 * The fake network's rules for a USSD reply (what the simulator runs every reply through): it must start with
 * `CON ` or `END ` and hold at most 182 characters; anything else is refused, as a real network drops the session.
 */
export function fakeNetworkAcceptsUssd(reply: string): { ok: true } | { ok: false; reason: string } {
  if (!/^(CON|END) /.test(reply)) return { ok: false, reason: 'a USSD reply must start with CON or END' };
  if ([...reply].length > USSD_REPLY_MAX)
    return { ok: false, reason: `a USSD reply holds at most ${USSD_REPLY_MAX} characters` };
  return { ok: true };
}
