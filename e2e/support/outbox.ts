import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Every outbox mail to `address`, oldest first (the server writes one JSON file per mail). */
export async function mailsTo(address: string): Promise<Mail[]> {
  const folder = join(inject('dataDir'), 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as Mail),
  );
  return mails
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The 4-digit code of the newest mail to `address` sent after `since` (ISO time), waiting for it to arrive:
 * the server writes the outbox file after answering.
 */
export async function latestCode(address: string, since = '', timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(address)).filter((candidate) => candidate.createdAt > since).at(-1);
    const code = mail?.text.match(/\b\d{4}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail with a 4-digit code reached ${address} within ${timeoutMs / 1000} s`);
}

/**
 * The path of the single-use link (`/verify/{token}`, `/recover/{token}`) in the newest mail to `address` sent
 * after `since`, waiting for it to arrive. The path alone: the journey opens it on the app it drives.
 */
export async function latestLinkPath(address: string, since = '', timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(address)).filter((candidate) => candidate.createdAt > since).at(-1);
    const link = mail?.text.match(/https?:\/\/\S+?(\/(?:verify|recover)\/[\w-]+)/)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail with a link reached ${address} within ${timeoutMs / 1000} s`);
}

/** A 4-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code === '1234' ? '4321' : '1234';
}
