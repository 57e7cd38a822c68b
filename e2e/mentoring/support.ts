import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Account, api, newAccount } from '../support/api';

/** Letters only (names refuse digits): 'lz3k9' becomes 'Lzdkj'. */
export function lettersOf(tag: string): string {
  const letters = tag.toLowerCase().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

/**
 * An institution of this journey's own (a name no other journey uses) and `names.length` graduates with finished
 * profiles who linked it, so a bulk assignment by this institution matches exactly them.
 */
export async function institutionWithGraduates(tag: string, names: string[]) {
  const institution = await newAccount('institution', 'mentinst', {
    name: `Benin Technical College ${lettersOf(tag)}`,
  });
  const graduates: Account[] = [];
  for (const [index, name] of names.entries()) {
    const graduate = await newAccount('graduate', 'mentee', { name });
    await api(
      'POST',
      `/graduates/${graduate.profileId}/institutions`,
      { institution_id: institution.profileId, matric_number: `BTC/${tag.toUpperCase()}/${index + 1}` },
      graduate.token,
    );
    graduates.push(graduate);
  }
  return { institution, graduates };
}

/** The invitation link's token in the newest mail to `address` sent after `since`, waiting for it to arrive. */
export async function invitationToken(address: string, since: string, timeoutMs = 10_000): Promise<string> {
  const folder = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(folder).catch(() => [] as string[]);
    const mails = await Promise.all(
      names
        .filter((name) => name.endsWith('.json'))
        .map(
          async (name) =>
            JSON.parse(await readFile(join(folder, name), 'utf8')) as {
              to: string;
              text: string;
              createdAt: string;
            },
        ),
    );
    const mail = mails
      .filter(
        (candidate) => candidate.to.toLowerCase() === address.toLowerCase() && candidate.createdAt >= since,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const token = mail && /\/invitation\/([^\s/?#]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No invitation link reached ${address} within ${timeoutMs / 1000} s`);
}
