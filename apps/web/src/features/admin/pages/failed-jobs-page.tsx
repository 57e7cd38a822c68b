import type { DeadLetterDoc } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { PagedList } from '@/components/ui/paged-list';
import { t } from '@/lib/i18n/i18n';
import { useDeadLetters, useRetryDeadLetter } from '../api/dead-letters';
import { useListParams } from '../hooks/use-list-params';
import { runWithToast } from '../hooks/use-run';
import { formatDateTime } from '../lib/format';

/**
 * The job runner's dead letters: background work (a mail, a clean-up) that failed its last try, newest first.
 * Retry puts one back on its queue as a new job, once what made it fail is mended.
 */
export function FailedJobsPage() {
  const { page, setPage } = useListParams({});
  const letters = useDeadLetters({ page });
  return (
    <ConsolePage
      title={t('Failed jobs')}
      intro={t(
        'Background jobs that failed every try, newest first. They are kept for two weeks. Retry one once what made it fail is mended.',
      )}
    >
      <PagedList
        query={letters}
        page={page}
        onPage={setPage}
        label={t('Failed jobs')}
        noun={['failed job', 'failed jobs']}
        empty={t('No job has failed. Everything queued has run.')}
      >
        {(letter) => <FailedJob letter={letter} />}
      </PagedList>
    </ConsolePage>
  );
}

function FailedJob({ letter }: { letter: DeadLetterDoc }) {
  const retry = useRetryDeadLetter();
  return (
    <RecordCard>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold [overflow-wrap:anywhere]">{letter.task}</p>
        <time className="text-sm text-muted" dateTime={letter.failedAt}>
          {formatDateTime(letter.failedAt)}
        </time>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-3">
        <dt className="text-muted">{t('Key')}</dt>
        <dd className="[overflow-wrap:anywhere]">{letter.key ?? t('None')}</dd>
        <dt className="text-muted">{t('Error')}</dt>
        <dd className="[overflow-wrap:anywhere]">{letter.error || 'No message'}</dd>
        <dt className="text-muted">{t('Tries')}</dt>
        <dd>{letter.tries}</dd>
      </dl>
      <Button
        variant="secondary"
        className="self-start"
        busyLabel={t('Retrying…')}
        aria-label={t('Retry {task} job that failed {failedAt}', {
          task: letter.task,
          failedAt: formatDateTime(letter.failedAt),
        })}
        onClick={() => runWithToast(() => retry.mutateAsync(letter._id))}
      >
        {t('Retry')}
      </Button>
    </RecordCard>
  );
}
