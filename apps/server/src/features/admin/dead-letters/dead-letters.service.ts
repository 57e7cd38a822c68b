import { DEAD_LETTER_MESSAGES, type DeadLetterDoc, MAX_PAGE_SIZE, paged } from '@tvet/contract';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import type { DeadLetterEntry } from '../../../platform/jobs/definitions';
import type { JobRunner } from '../../../platform/jobs/runner';
import type { AuthContext } from '../../../platform/jwt';
import type { PageRequest } from '../../../platform/paging';

/*
 * The job runner's dead letters in the console (issue 21): what failed its last try, and putting it back on its
 * queue. The list reads the runner's own tables; a retry is audited in the same transaction as it is queued.
 */

const deadLetterOut = (entry: DeadLetterEntry): DeadLetterDoc => ({
  _id: entry.id,
  task: entry.task,
  key: entry.key,
  error: entry.error,
  failedAt: entry.failedAt.toISOString(),
  tries: entry.tries,
});

/** One page of the dead letters, newest first, with their true total (the limit capped as every list's). */
export async function listDeadLetters(runner: JobRunner, page: PageRequest) {
  const limit = Math.max(1, Math.min(page.limit, MAX_PAGE_SIZE));
  const current = Math.max(1, page.page);
  const { rows, total } = await runner.deadLetterPage({ limit, offset: (current - 1) * limit });
  return paged(rows.map(deadLetterOut), total, current, limit);
}

export async function retryDeadLetter(deps: Deps, runner: JobRunner, auth: AuthContext, id: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await runner.retryDeadLetter(id, tx))) throw notFound(DEAD_LETTER_MESSAGES.notFound);
    await audit(tx, {
      actor: auth,
      action: 'dead_letter.retry',
      target: { type: 'dead_letter', id, label: id },
    });
  });
}
