import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type OutboxMessageOut, SIMULATOR_OUTBOX_MAX } from '@tvet/contract';
import { OUTBOX_FOLDER } from '../../platform/gateway/fake';

/** Files read at most per look: the simulator shows a phone's newest messages, not an archive. */
const FILES_SCANNED = 1_000;

/**
 * The fake gateway's newest outgoing messages that `keep` accepts, newest first, at most `max`. File names start
 * with the time written, so the newest are the last by name.
 */
export async function readOutbox(
  dataDir: string,
  keep: (message: OutboxMessageOut) => boolean,
  max = SIMULATOR_OUTBOX_MAX,
): Promise<OutboxMessageOut[]> {
  const folder = path.join(dataDir, OUTBOX_FOLDER);
  const names = await readdir(folder).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, FILES_SCANNED);
  const found: OutboxMessageOut[] = [];
  for (const name of newest) {
    const message = await readFile(path.join(folder, name), 'utf8')
      .then((text) => JSON.parse(text) as OutboxMessageOut)
      .catch(() => null);
    if (message && keep(message)) {
      found.push({
        id: message.id,
        channel: message.channel,
        to: message.to,
        text: message.text,
        encoding: message.encoding,
        segments: message.segments,
        case: message.case,
        createdAt: message.createdAt,
      });
      if (found.length >= max) break;
    }
  }
  return found;
}
