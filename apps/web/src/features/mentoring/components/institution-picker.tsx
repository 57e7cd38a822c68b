import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PeopleSearch } from '@/components/ui/people-search';
import { t } from '@/lib/i18n/i18n';
import { findInstitutions } from '../api/assignment';
import { mentoringKeys } from '../api/keys';

export interface ChosenInstitution {
  id: string;
  name: string;
}

/**
 * Picks one institution of the country's list: the name is searched on the server (the list is long) and the
 * first matches are offered as buttons; the chosen one can be cleared.
 */
export function InstitutionPicker({
  value,
  onChange,
}: {
  value: ChosenInstitution | null;
  onChange: (institution: ChosenInstitution | null) => void;
}) {
  const [name, setName] = useState('');
  const matches = useQuery({
    queryKey: [...mentoringKeys.pickers(), 'institutions', name],
    queryFn: ({ signal }) => findInstitutions(name, signal),
    enabled: !value && name.length > 0,
  });

  if (value) {
    return (
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t('Institution')}</p>
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-lg bg-brand-50 px-3 py-2 ring-1 ring-brand-200">{value.name}</span>
          <Button variant="ghost" className="min-h-11 px-3" onClick={() => onChange(null)}>
            {t('Clear')} <span className="sr-only">{t('the institution')}</span>
          </Button>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <PeopleSearch
        label={t('Institution')}
        placeholder={t('Type part of the name')}
        value={name}
        onSearch={setName}
        searching={matches.isFetching}
      />
      {matches.isError && <p className="text-sm text-red-800">{matches.error.message}</p>}
      {matches.data && (
        <ul aria-label={t('Matching institutions')} className="flex flex-col gap-1">
          {matches.data.docs.length === 0 && (
            <li className="text-sm text-muted">{t('No institution with this name.')}</li>
          )}
          {matches.data.docs.map((institution) => (
            <li key={institution._id}>
              <button
                type="button"
                className="min-h-11 w-full rounded-lg px-3 py-2 text-left ring-1 ring-gray-200 hover:bg-brand-50"
                onClick={() => onChange({ id: institution._id, name: institution.user_id.name })}
              >
                {institution.user_id.name}
                {institution.state && <span className="text-sm text-muted"> · {institution.state}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
