import type { ACCREDITATION_TYPES, Programme } from '@tvet/contract';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { PagedList } from '@/components/ui/paged-list';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { t } from '@/lib/i18n/i18n';
import { useDecideProgramme } from '../api/decide-programme';
import { useProgrammeQueue } from '../api/get-programme-queue';
import { useListParams } from '../hooks/use-list-params';
import { runWithToast, toastOnSuccess } from '../hooks/use-run';
import { formatDate } from '../lib/format';

const TYPE_LABEL = (type: (typeof ACCREDITATION_TYPES)[number]) =>
  type === 'approval' ? 'approval to commence' : type.replace('_', '-');

/** The accreditation queue: every institution's pending programmes; approve, or deny with a reason. */
export function ProgrammesPage() {
  const { page, setPage } = useListParams({});
  const queue = useProgrammeQueue({ status: 'pending', page, limit: 20 });
  const decide = useDecideProgramme();
  const [denying, setDenying] = useState<Programme | null>(null);
  return (
    <ConsolePage
      title={t('Programmes')}
      intro={t('Programmes institutions submitted for accreditation, waiting for a decision.')}
    >
      <PagedList
        query={queue}
        page={page}
        onPage={setPage}
        label={t('Pending programmes')}
        noun={['pending programme', 'pending programmes']}
        empty={t('No programme waiting')}
      >
        {(programme) => (
          <RecordCard>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-semibold [overflow-wrap:anywhere]">{programme.name}</h2>
                <p className="text-sm text-muted">
                  {t(
                    '{institution_name} · {accreditation_type} accreditation · granted {granted_date}, expires {expiry_date}',
                    {
                      institution_name: programme.institution_name,
                      accreditation_type: TYPE_LABEL(programme.accreditation_type),
                      granted_date: formatDate(programme.granted_date),
                      expiry_date: formatDate(programme.expiry_date),
                    },
                  )}
                </p>
              </div>
              <Badge>{t('Pending')}</Badge>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                busyLabel={t('Approving…')}
                aria-label={t('Approve {name}', { name: programme.name })}
                onClick={() =>
                  runWithToast(() => decide.mutateAsync({ id: programme._id, status: 'approved' }))
                }
              >
                {t('Approve')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('Deny {name}', { name: programme.name })}
                onClick={() => setDenying(programme)}
              >
                {t('Deny')}
              </Button>
            </div>
          </RecordCard>
        )}
      </PagedList>
      <ReasonDialog
        open={Boolean(denying)}
        onOpenChange={(open) => !open && setDenying(null)}
        title={t('Deny {name}', { name: denying?.name ?? '' })}
        description={`Say what is wrong with the accreditation. The reason is e-mailed to ${denying?.institution_name ?? 'the institution'}.`}
        confirmLabel={t('Deny')}
        busyLabel={t('Denying…')}
        onConfirm={(reason) =>
          toastOnSuccess(() => decide.mutateAsync({ id: denying!._id, status: 'denied', reason }))
        }
      />
    </ConsolePage>
  );
}
