import { UNREAD_MAIL_AFTER_MINUTES, UNREAD_MAIL_EVERY_HOURS } from '@tvet/contract';
import type { MessagingDeps } from '../messaging.deps';
import { unreadMail } from '../messaging.mail';
import * as readsRepo from '../messaging.reads.repository';

/* Who is online, and the mail to those who are not about what they have not read. */

/** Unread-mail candidates are messages of the last two days: the job runs every minute, so none is missed. */
const UNREAD_MAIL_LOOKBACK_MS = 48 * 60 * 60 * 1000;
const UNREAD_MAIL_BATCH = 200;

/** Presence: these accounts are connected (or just left) now. */
export async function markSeen(deps: MessagingDeps, accountIds: readonly string[]) {
  await readsRepo.touchPresence(deps.db, accountIds, deps.now());
}

/**
 * Mails each account offline for UNREAD_MAIL_AFTER_MINUTES about its unread messages, at most once per
 * conversation per UNREAD_MAIL_EVERY_HOURS. Answers how many mails were queued. The claim (the mark that
 * it was mailed) and the queued mails commit together, so a process killed midway loses or repeats none;
 * each mail is keyed by the conversation, the reader and the mailing window, so two runs at once (the claim
 * skips rows the other holds) queue it once.
 */
export async function mailUnread(deps: MessagingDeps, at: Date = deps.now()): Promise<number> {
  const windowMs = UNREAD_MAIL_EVERY_HOURS * 3_600_000;
  return deps.db.transaction(async (tx) => {
    const due = await readsRepo.claimDueMails(
      tx,
      {
        now: at,
        offlineBefore: new Date(at.getTime() - UNREAD_MAIL_AFTER_MINUTES * 60_000),
        mailedBefore: new Date(at.getTime() - windowMs),
        recentSince: new Date(at.getTime() - UNREAD_MAIL_LOOKBACK_MS),
      },
      UNREAD_MAIL_BATCH,
    );
    let queued = 0;
    for (const item of due) {
      const content = await readsRepo.unreadMailContent(tx, item.conversationId, item.userId);
      if (!content || content.unread === 0) continue;
      const key = `unread:${item.conversationId}:${item.userId}:${Math.floor(at.getTime() / windowMs)}`;
      await deps.mailer.send(unreadMail(content), { tx, key });
      queued += 1;
    }
    return queued;
  });
}
