import { useQuery } from '@tanstack/react-query';
import type { InstitutionSummary } from '@tvet/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { t } from '@/lib/i18n/i18n';
import { institutionQueryOptions } from '../../api/get-institution';
import type { FieldApi } from '../profile-form';
import { InstitutionLine, InstitutionSearch } from './institution-search';

/**
 * A staff member's one institution, kept in the form as institution_id and saved with the rest of the form; a
 * stored choice is named by reading that institution by id.
 */
export function StaffInstitutionField({ f }: { f: FieldApi }) {
  const chosenId = useWatch({ control: f.form.control, name: 'institution_id' });
  const [picked, setPicked] = useState<InstitutionSummary | null>(null);
  const saved = useQuery({
    ...institutionQueryOptions(String(chosenId ?? '')),
    enabled: Boolean(chosenId) && picked?._id !== chosenId,
  });
  const shown = picked?._id === chosenId ? picked : (saved.data ?? undefined);
  const binding = f.bind('institution_id');
  const errorId = `${binding.id}-error`;

  return (
    <section aria-labelledby={`${binding.id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${binding.id}-heading`} className="font-semibold">
        {t('Your institution')}{' '}
        <span className="text-red-800" aria-hidden="true">
          *
        </span>
      </h3>
      <div
        className={`rounded-lg p-3 ring-1 ${binding.error ? 'ring-red-700' : 'ring-gray-200'} ${chosenId ? 'bg-brand-50/50' : ''}`}
        aria-live="polite"
      >
        {shown ? (
          <InstitutionLine institution={shown} />
        ) : chosenId ? (
          <p className="font-medium">{t('Your institution is saved.')}</p>
        ) : (
          <p className="text-sm text-muted">
            {t('None chosen yet. Search for your institution below and choose it.')}
          </p>
        )}
      </div>
      {binding.error && (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-red-800">
          <span aria-hidden="true">⚠</span>
          {binding.error}
        </p>
      )}
      <InstitutionSearch
        id={binding.id}
        actionLabel={t('Choose')}
        excludeIds={chosenId ? [chosenId] : []}
        onChoose={(institution) => {
          setPicked(institution);
          f.form.setValue('institution_id', institution._id, { shouldDirty: true, shouldValidate: true });
        }}
      />
    </section>
  );
}
