import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defineTask, type Jobs, type RetryPolicy, type TaskDefinition } from './jobs/definitions';
import type { Mailer, MailMessage } from './mail';

/*
 * Every mail goes out through the durable job queue: `deps.mailer.send` stores it as a job of the `mail-send`
 * task and returns; the runner hands it to the transport and tries again with growing pauses (about 8 hours in
 * all) while the mail server is away, so an outage delays a mail instead of losing it. Mails carry codes and
 * single-use links, so the job holds them sealed (AES-256-GCM under a key derived from JWT_SECRET): the queue's
 * table never shows a code in clear, as the codes' own table keeps only their hashes.
 */

const sealedSchema = z.object({ sealed: z.string().min(1).max(2_000_000) });
const messageSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() });
type Sealed = z.infer<typeof sealedSchema>;

const keyOf = (secret: string) => createHash('sha256').update(`mail-queue:${secret}`).digest();

export function sealMail(secret: string, message: MailMessage): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

export function openMail(secret: string, { sealed }: Sealed): MailMessage {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return messageSchema.parse(JSON.parse(text));
}

/** 10 tries after the first, 30 s doubling each time: about 8.5 hours of outage before a mail is a dead letter. */
export const MAIL_RETRY: RetryPolicy = { limit: 10, delaySeconds: 30, backoff: true };

/** The task that hands one queued mail to the transport. */
export function mailTask(transport: Mailer, secret: string, retry = MAIL_RETRY): TaskDefinition<Sealed> {
  return defineTask({
    name: 'mail-send',
    payload: sealedSchema,
    retry,
    expireInSeconds: 120,
    // Up to 25 mails a second per node (tracer waves send by the thousand); each mail still fails on its own.
    batchSize: 50,
    run: (_deps, payload) => transport.send(openMail(secret, payload)),
  });
}

/** What features call `deps.mailer`: stores the mail as a job (in the caller's transaction when given one). */
export function queuedMailer(jobs: Jobs, task: TaskDefinition<Sealed>, secret: string): Mailer {
  return {
    async send(message, options = {}) {
      await jobs.enqueue(task, sealMail(secret, message), options);
    },
  };
}
