import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { maskEmail } from './log-redaction';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replaceAll('\n', '<br>');

/** A plain-text mail with its HTML twin (the text escaped, line breaks kept). */
export function plainTextMail(to: string, subject: string, text: string): MailMessage {
  return { to, subject, text, html: `<p>${escapeHtml(text)}</p>` };
}

export interface MailOptions {
  /** Idempotency key: a second mail with the same key is not sent (a retried request, a rerun sweep). */
  key?: string;
  /** Queue the mail in this transaction: it goes out if and only if the change that asks for it is committed. */
  tx?: Database;
}

/**
 * Sends mail. Features get the queued one (`deps.mailer`, platform/mail-queue.ts): `send` stores the mail as a
 * job and the runner hands it to the transport (SMTP or the outbox folder, below), retrying while it is away.
 */
export interface Mailer {
  send(message: MailMessage, options?: MailOptions): Promise<void>;
}

/**
 * The transport: SMTP when SMTP_URL is set; otherwise one JSON file per message in DATA_DIR/outbox (testable
 * without a mail server). Only the mail task (platform/mail-queue.ts) calls it.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: maskEmail(message.to), subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true });
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replaceAll(':', '-')}-${randomUUID()}.json`;
      const file = path.join(outbox, name);
      // Written whole then renamed, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, JSON.stringify({ ...message, createdAt }, null, 2));
      await rename(`${file}.tmp`, file);
      // The body carries a code and the address is personal: only the domain and the subject are logged.
      options.log.info(
        { to: maskEmail(message.to), subject: message.subject, file: name },
        'mail written to outbox',
      );
    },
  };
}
