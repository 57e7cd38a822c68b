import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Link } from '@/components/ui/link';
import { LoadingPanel } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useCallList } from '../api/follow-up';
import { Attempts, CallLink } from '../components/attempts';

/**
 * /calls (issue 28): a staff interviewer's call list, phone first. Each graduate's name, programme and cohort, the
 * number to tap, the best time and earlier attempts; a call-back shows again from its time.
 */
export function CallsPage() {
  const calls = useCallList();
  return (
    <ConsolePage
      title={t('Calls')}
      intro={t(
        'Graduates of your institution who have not answered the tracer survey. Call, then record what happened.',
      )}
    >
      {calls.isPending ? (
        <LoadingPanel label={t('Loading your call list…')} />
      ) : calls.isError ? (
        <ErrorPanel message={calls.error.message} onRetry={() => calls.refetch()} />
      ) : calls.data.docs.length === 0 ? (
        <EmptyState title={t('No calls to make now')}>
          {t('Your institution has not given you cases, or call-backs are not due yet.')}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('Call list')}>
          {calls.data.docs.map((item) => (
            <li key={item.case_id}>
              <RecordCard>
                <div>
                  <h2 className="text-lg font-bold">{item.name}</h2>
                  <p className="text-muted">
                    {item.programme} · {t('Cohort {cohort}', { cohort: item.cohort })}
                  </p>
                </div>
                <CallLink phone={item.phone} name={item.name} />
                <Attempts item={item} />
                <Link
                  className="btn btn-secondary w-full justify-center sm:w-auto"
                  to={href(paths.call, { id: item.case_id })}
                >
                  {t('Record the call for {name}', { name: item.name })}
                </Link>
              </RecordCard>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
