import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PeopleSearch } from '@/components/ui/people-search';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { useMentorAction } from '../api/admin-mentors';
import { assignGraduate, findGraduates } from '../api/assignment';
import { mentoringKeys } from '../api/keys';

/** One graduate at a time: found by name, e-mail or username among the accounts, then assigned. */
export function AssignOne({ mentorId }: { mentorId: string }) {
  const [q, setQ] = useState('');
  const assign = useMentorAction(assignGraduate);
  const graduates = useQuery({
    queryKey: [...mentoringKeys.pickers(), 'graduates', q],
    queryFn: ({ signal }) => findGraduates(q, signal),
    enabled: q.length > 0,
  });

  async function run(graduateId: string) {
    try {
      toast((await assign.mutateAsync({ id: mentorId, graduateId })).msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <PeopleSearch
        label={t('Find a graduate')}
        placeholder={t('Name, e-mail or username')}
        value={q}
        onSearch={setQ}
        searching={graduates.isFetching}
      />
      {graduates.isError && <p className="text-sm text-red-800">{graduates.error.message}</p>}
      {graduates.data && (
        <ul aria-label={t('Matching graduates')} className="flex flex-col divide-y divide-gray-200">
          {graduates.data.docs.length === 0 && (
            <li className="py-2 text-sm text-muted">{t('No graduate matches this search.')}</li>
          )}
          {graduates.data.docs.map((account) => (
            <li key={account._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-semibold">{account.name}</span>
                <span className="text-sm text-muted"> · {account.email}</span>
                {!account.is_active && <span className="text-sm text-muted"> {t('· deactivated')}</span>}
              </span>
              <Button
                variant="secondary"
                className="min-h-11 px-3"
                busyLabel={t('Assigning…')}
                onClick={() => run(account._id)}
              >
                {t('Assign')} <span className="sr-only">{account.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
