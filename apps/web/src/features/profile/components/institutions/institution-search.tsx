import { type InstitutionSummary, MESSAGES } from '@tvet/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import { useInstitutions } from '../../api/search-institutions';
import { useDebounced } from '../../hooks/use-debounced';
import { institutionTypeLabel } from '../../lib/options';

/** "12 found for “poly”, the first 8 shown: type more of the name to narrow them." */
function foundText(total: number, shown: number, name: string): string {
  const found = `${total} found${name ? ` for “${name}”` : ''}`;
  return total > shown ? `${found}, the first ${shown} shown: type more of the name to narrow them.` : found;
}

/** One institution as lists show it: name, type, state and the verified badge. */
export function InstitutionLine({ institution }: { institution: InstitutionSummary }) {
  const details = [institutionTypeLabel(institution.institution_type), institution.state]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium">
        {institution.user_id.name}
        {institution.is_verified && (
          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            {t('Verified')}
          </span>
        )}
      </p>
      {details && <p className="text-sm text-muted">{details}</p>}
    </div>
  );
}

/**
 * Search institutions as you type (debounced, so a slow line is not flooded) and pick one. The results are
 * a list of buttons rather than a combobox: simpler to reach on a phone and with a screen reader.
 */
export function InstitutionSearch({
  actionLabel,
  onChoose,
  busyId,
  excludeIds = [],
  id,
}: {
  actionLabel: string;
  onChoose: (institution: InstitutionSummary) => void;
  busyId?: string | null;
  excludeIds?: readonly string[];
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const name = useDebounced(typed);
  const results = useInstitutions({ name, limit: 8 });
  const statusId = useId();
  const docs = (results.data?.docs ?? []).filter((doc) => !excludeIds.includes(doc._id));
  const searching = results.isFetching || typed !== name;

  return (
    <div className="flex flex-col gap-3">
      <TextField
        id={id}
        label={t('Search institutions')}
        type="search"
        autoComplete="off"
        hint={t('Type part of the name, e.g. Yaba or Polytechnic.')}
        describedBy={statusId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p id={statusId} className="flex min-h-6 items-center gap-2 text-sm text-muted" aria-live="polite">
        {searching ? (
          <>
            <Spinner className="size-4" /> {t('Searching…')}
          </>
        ) : results.isError ? (
          results.error.message
        ) : docs.length === 0 ? (
          MESSAGES.noMatch
        ) : (
          foundText(results.data?.totalDocs ?? docs.length, docs.length, name)
        )}
      </p>
      {docs.length > 0 && (
        <ul className="flex flex-col divide-y divide-gray-200 rounded-lg ring-1 ring-gray-200">
          {docs.map((institution) => (
            <li key={institution._id} className="flex flex-wrap items-center gap-3 p-3">
              <InstitutionLine institution={institution} />
              <Button
                variant="secondary"
                className="min-h-10 px-4"
                busy={busyId === institution._id}
                busyLabel={t('Saving…')}
                onClick={() => onChoose(institution)}
              >
                {actionLabel}
                <span className="sr-only"> {institution.user_id.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
