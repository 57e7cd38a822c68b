import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  type DeliveryCallback,
  type DeliveryStatus,
  deliveryStatusOf,
  GATEWAY_MESSAGES,
  HELP_KEYWORDS,
  keywordForm,
  keywordOf,
  type Language,
  languageKeywordOf,
  normalisePhone,
  SMS_INBOUND_MAX,
  type SmsCallback,
  STOP_KEYWORDS,
  USSD_TEXT_MAX,
  type UssdCallback,
  type WhatsAppWebhook,
} from '@tvet/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { GatewayError, WHATSAPP_LIMITS, type WhatsAppMessage } from '../../platform/gateway';
import { defineTask } from '../../platform/jobs/definitions';
import type { ChannelQuestionRow } from '../surveys';
import { type ChannelReply, createInterviewEngine } from './gateway.interview';
import { firstDelivery, forgetDelivery } from './gateway.repository';
import { fill, GATEWAY_TEMPLATES, say, WHATSAPP_WORDS } from './gateway.texts';

/*
 * The gateway's use cases (issue 27): USSD requests, inbound messages (STOP and HELP in five languages, answers),
 * delivery reports handed to the tracer, each provider callback acted on once by its message id. Replies go out
 * through the `gateway-reply` task, so a provider outage delays a reply instead of failing the callback.
 */

// ---------------------------------------------------------------------------------------------------------------
// The reply task: the phone number and text travel sealed, as queued mail does.
// ---------------------------------------------------------------------------------------------------------------

const sealedSchema = z.object({ sealed: z.string().min(1).max(200_000) });
const replySchema = z.object({
  channel: z.enum(['sms', 'whatsapp']),
  to: z.string(),
  text: z.string(),
  caseRef: z.string().nullable(),
  whatsapp: z.custom<WhatsAppMessage>().optional(),
});
type Reply = z.infer<typeof replySchema>;
const keyOf = (secret: string) => createHash('sha256').update(`gateway-reply:${secret}`).digest();

function seal(secret: string, reply: Reply) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(reply), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}
function unseal(secret: string, { sealed }: { sealed: string }): Reply {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return replySchema.parse(
    JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')),
  );
}

export const replyTask = defineTask({
  name: 'gateway-reply',
  payload: sealedSchema,
  retry: { limit: 6, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  async run(deps, payload) {
    const reply = unseal(deps.config.jwtSecret, payload);
    try {
      if (reply.channel === 'whatsapp')
        await deps.gateway.sendWhatsApp(
          reply.to,
          reply.whatsapp ?? { kind: 'text', text: reply.text },
          reply.caseRef,
        );
      else await deps.gateway.sendText({ to: reply.to, text: reply.text, caseRef: reply.caseRef });
    } catch (error) {
      // A refusal (bad number, message the provider will never take) is not worth retrying.
      if (error instanceof GatewayError && !error.retryable) {
        deps.log.warn({ err: error }, 'gateway reply refused');
        return;
      }
      throw error;
    }
  },
});

/**
 * A question as WhatsApp shows it, in the interview's language: reply buttons (≤3, titles ≤20), a list (≤10 rows,
 * ≤24, its button in `language`), or plain text (the numbered message, which says how to answer).
 */
export function whatsAppQuestion(
  text: string,
  question: ChannelQuestionRow | undefined,
  language: Language = 'en',
): WhatsAppMessage {
  if (!question || question.type === 'text') return { kind: 'text', text };
  const titles = question.options.map((option) => (option.short_text || option.text).trim());
  const body = (question.short_text || question.text).trim();
  const fit = (max: number) => titles.every((title) => [...title].length <= max);
  if (titles.length <= WHATSAPP_LIMITS.buttons && fit(WHATSAPP_LIMITS.buttonTitle))
    return { kind: 'buttons', text: body, buttons: titles.map((title, i) => ({ id: String(i + 1), title })) };
  if (titles.length <= WHATSAPP_LIMITS.rows && fit(WHATSAPP_LIMITS.rowTitle))
    return {
      kind: 'list',
      text: body,
      button: WHATSAPP_WORDS[language].listButton.normalize('NFC'),
      rows: titles.map((title, i) => ({ id: String(i + 1), title })),
    };
  return { kind: 'text', text };
}

/** The language a STOP or HELP keyword is written in ('Kwụsị' is Igbo); English for the English words. */
function keywordLanguage(text: string): Language {
  const form = keywordForm(text);
  for (const table of [STOP_KEYWORDS, HELP_KEYWORDS])
    for (const [language, words] of Object.entries(table))
      if ((words as readonly string[]).includes(form)) return language as Language;
  return 'en';
}

export function createGatewayService(deps: Deps) {
  const engine = createInterviewEngine(deps);
  const provider = deps.gateway.providers.sms;

  async function queueReply(channel: 'sms' | 'whatsapp', to: string, reply: ChannelReply, key: string) {
    const whatsapp =
      channel === 'whatsapp' ? whatsAppQuestion(reply.text, reply.question, reply.language) : undefined;
    await deps.jobs.enqueue(
      replyTask,
      seal(deps.config.jwtSecret, { channel, to, text: reply.text, caseRef: null, whatsapp }),
      {
        key,
      },
    );
  }

  /** Runs `work` once per provider message id; a failure takes the record back so the provider's retry acts. */
  async function once(providerName: string, kind: string, id: string, work: () => Promise<void>) {
    if (!(await firstDelivery(deps.db, providerName, kind, id))) return false;
    try {
      await work();
    } catch (error) {
      await forgetDelivery(deps.db, providerName, kind, id);
      throw error;
    }
    return true;
  }

  /**
   * STOP, HELP, a language, or an answer; what to send back. STOP and HELP are read in all five languages whatever
   * the graduate's language, and answered in it (in the keyword's own language when the phone is on no roll).
   */
  async function inbound(channel: 'sms' | 'whatsapp', phone: string, text: string): Promise<ChannelReply> {
    const keyword = keywordOf(text);
    const port = deps.ports.interviews;
    if (keyword) {
      const kase = await port?.findCaseForPhone(phone);
      const language = kase?.language ?? keywordLanguage(text);
      if (keyword === 'help')
        return { text: fill(GATEWAY_TEMPLATES.help[language], { ussd: deps.gateway.ussdCode }) };
      await port?.optOut(kase ? { caseRef: kase.caseRef } : { phone }, channel);
      return { text: fill(GATEWAY_TEMPLATES.stopConfirmation[language]) };
    }
    const language = languageKeywordOf(text);
    if (language) return engine.switchLanguage(channel, phone, language);
    return engine.message(channel, phone, text.slice(0, SMS_INBOUND_MAX));
  }

  return {
    /** One USSD request: the reply text (`CON …`/`END …`). Over-long input is refused before any work. */
    async ussd(input: UssdCallback): Promise<string> {
      // Refused before any work but one read: the session's language, to say so in it.
      if (input.text.length > USSD_TEXT_MAX)
        return `END ${say('tooLong', await engine.sessionLanguage(input))}`;
      try {
        return await engine.ussd(input);
      } catch (error) {
        // A phone shows whatever comes back: a sentence, never a server error page; the state is kept.
        deps.log.error({ err: error }, 'USSD request failed');
        const language = await engine.sessionLanguage(input).catch((): Language => 'en');
        return `END ${say('failed', language)}`;
      }
    },

    /** One inbound text message; false when this message id was handled already. */
    async sms(input: SmsCallback): Promise<boolean> {
      return once(provider, 'sms', input.id, async () => {
        const phone = normalisePhone(input.from);
        if (!phone) return;
        const reply = await inbound('sms', phone, input.text);
        await queueReply('sms', phone, reply, `sms:${input.id}`);
      });
    },

    /** One delivery report; false when this report was handled already. */
    async delivery(input: DeliveryCallback): Promise<boolean> {
      const status = deliveryStatusOf(input.status, input.failureReason);
      return once(provider, `delivery:${status}`, input.id, async () => {
        await deps.ports.interviews?.deliveryReported(input.id, status);
      });
    },

    /** One WhatsApp webhook call (Meta's shape): its messages and its statuses, each once. */
    async whatsapp(body: WhatsAppWebhook): Promise<void> {
      const name = deps.gateway.providers.whatsapp;
      for (const entry of body.entry ?? [])
        for (const change of entry.changes ?? []) {
          const value = change.value ?? {};
          for (const message of value.messages ?? []) {
            const phone = normalisePhone(`+${message.from ?? ''}`);
            const text =
              message.text?.body ??
              message.interactive?.button_reply?.id ??
              message.interactive?.list_reply?.id ??
              message.button?.text ??
              '';
            if (!message.id) continue;
            await once(name, 'whatsapp', message.id, async () => {
              if (!phone) return;
              const reply = await inbound('whatsapp', phone, text);
              await queueReply('whatsapp', phone, reply, `whatsapp:${message.id}`);
            });
          }
          for (const status of value.statuses ?? []) {
            if (!status.id || !status.status) continue;
            const ours: DeliveryStatus =
              status.status === 'delivered' || status.status === 'read'
                ? 'delivered'
                : status.status === 'failed'
                  ? 'failed'
                  : 'sent';
            await once(name, `delivery:${ours}`, status.id, async () => {
              await deps.ports.interviews?.deliveryReported(status.id as string, ours);
            });
          }
        }
    },
    messages: GATEWAY_MESSAGES,
  };
}
