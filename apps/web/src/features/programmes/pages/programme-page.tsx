// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { PROGRAMME_STATUS_LABELS, type Programme } from '@tvet/contract';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { t } from '@/lib/i18n/i18n';
import { pageTitle } from '@/lib/title';
import { useProgramme } from '../api/get-programme';
import { useUpdateProgramme } from '../api/update-programme';
import { ProgrammeForm } from '../components/programme-form';
import { ProgrammeStatusBadge } from '../components/status-badge';
import { formatDay } from '../lib/format';
import { toProgrammeChanges, valuesOf } from '../lib/programme-form';

/** "Expires in 12 days" / "Expired 3 days ago" / "Expires today" */
function expiryText(programme: Programme): string {
  const days = programme.expires_in_days;
  if (days === 0) return 'Expires today';
  if (days > 0) return `Expires in ${days} day${days === 1 ? '' : 's'} (${formatDay(programme.expiry_date)})`;
  return `Expired ${-days} day${days === -1 ? '' : 's'} ago (${formatDay(programme.expiry_date)})`;
}

/**
 * /programmes/{programme_id} (spec 001 §2, §4): the programme opens read-only; Edit unlocks it, Reset restores
 * the loaded values, Update saves only what changed.
 */
export function ProgrammePage() {
  const { programme_id: id = '' } = useParams();
  const programme = useProgramme(id);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <BackButton fallback={paths.programmes} />
      {programme.isPending ? (
        <LoadingPanel label={t('Loading the programme…')} />
      ) : programme.isError ? (
        <>
          <title>{pageTitle(t('Programme'))}</title>
          <h1 className="text-2xl font-bold">{t('Programme')}</h1>
          <ErrorPanel
            message={programme.error.message}
            // A programme that does not exist (or is not this institution's) will not appear by retrying.
            onRetry={
              programme.error instanceof ApiError && [403, 404].includes(programme.error.statusCode)
                ? undefined
                : () => programme.refetch()
            }
          />
        </>
      ) : (
        <ProgrammeDetail programme={programme.data} />
      )}
    </div>
  );
}

function ProgrammeDetail({ programme }: { programme: Programme }) {
  const update = useUpdateProgramme();
  const loaded = useMemo(() => valuesOf(programme), [programme]);
  return (
    <>
      <title>{pageTitle(programme.name)}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words">{programme.name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted">
          <ProgrammeStatusBadge status={programme.status} />
          <span>{expiryText(programme)}</span>
        </p>
        {programme.status === 'pending' && (
          <p className="text-sm text-muted">
            {t(
              '{pending}: an administrator approves or denies it after checking the accreditation. Changing the type sends it back to pending.',
              { pending: PROGRAMME_STATUS_LABELS.pending },
            )}
          </p>
        )}
        {programme.status === 'denied' && programme.denial_reason && (
          <p className="text-sm [overflow-wrap:anywhere]">
            <span className="font-semibold">{t('Reason given:')}</span> {programme.denial_reason}{' '}
            {t('Correct the type or dates below to send it back for review.')}
          </p>
        )}
      </header>
      <ProgrammeForm
        loaded={loaded}
        onSave={async (values) => {
          const changes = toProgrammeChanges(values, programme);
          if (Object.keys(changes).length === 0) {
            toast('Nothing to update: no field was changed.');
            return;
          }
          const answer = await update.mutateAsync({ id: programme._id, changes });
          toast(answer.msg);
        }}
      />
    </>
  );
}
