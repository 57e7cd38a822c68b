import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type AssignmentFilters,
  type AssignmentPreview,
  MENTORING_MESSAGES,
  NIGERIAN_STATES,
} from '@tvet/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { asOptions, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { formatNumber } from '@/lib/i18n/format';
import { t, tx } from '@/lib/i18n/i18n';
import { useMentorAction } from '../api/admin-mentors';
import { assignInBulk, getInstitutionProgrammes, previewAssignment } from '../api/assignment';
import { mentoringKeys } from '../api/keys';
import { type ChosenInstitution, InstitutionPicker } from './institution-picker';
import { UnassignPreviewed } from './unassign-previewed';

const STATE_OPTIONS = asOptions(NIGERIAN_STATES);

interface Draft {
  institution: ChosenInstitution | null;
  programme_id: string;
  graduation_year: string;
  state: string;
}
const EMPTY: Draft = { institution: null, programme_id: '', graduation_year: '', state: '' };

/** The filters as the contract takes them: only the ones given. */
function filtersOf(draft: Draft): AssignmentFilters {
  const year = draft.graduation_year.trim();
  return {
    ...(draft.institution ? { institution_id: draft.institution.id } : {}),
    ...(draft.programme_id ? { programme_id: draft.programme_id } : {}),
    ...(year ? { graduation_year: Number(year) } : {}),
    ...(draft.state ? { state: draft.state as AssignmentFilters['state'] } : {}),
  };
}

/**
 * Bulk assignment: institution, programme, graduation year and state (every one given must match); Preview
 * counts the graduates first and stores nothing; Assign adds the ones the preview counted, and Remove takes the
 * counted ones already in the cohort out of it. Changing a filter forgets the preview, so what is assigned or
 * removed is always what was previewed.
 */
export function AssignByFilters({ mentorId }: { mentorId: string }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [preview, setPreview] = useState<AssignmentPreview | null>(null);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const previewCall = useMutation({ mutationFn: previewAssignment });
  const assign = useMentorAction(assignInBulk);
  const programmes = useQuery({
    queryKey: [...mentoringKeys.pickers(), 'programmes', draft.institution?.id],
    queryFn: ({ signal }) => getInstitutionProgrammes(draft.institution!.id, signal),
    enabled: Boolean(draft.institution),
  });

  function change(next: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...next }));
    setPreview(null);
    setFormError(null);
  }

  async function runPreview(event: FormEvent) {
    event.preventDefault();
    const filters = filtersOf(draft);
    if (Object.keys(filters).length === 0) {
      setFormError({ message: MENTORING_MESSAGES.filterRequired });
      return;
    }
    setFormError(null);
    try {
      setPreview((await previewCall.mutateAsync({ id: mentorId, filters })).payload);
    } catch (error) {
      setFormError({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  async function runAssign() {
    try {
      const answer = await assign.mutateAsync({ id: mentorId, filters: filtersOf(draft) });
      toast(answer.msg);
      setPreview(null);
    } catch (error) {
      setFormError({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <form noValidate onSubmit={runPreview} className="flex flex-col gap-4">
      <FormError error={formError} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <InstitutionPicker
          value={draft.institution}
          onChange={(institution) => change({ institution, programme_id: '' })}
        />
        <SelectField
          label={t('Programme')}
          hint={draft.institution ? undefined : 'Choose an institution first.'}
          placeholder={programmes.isFetching ? t('Loading programmes…') : t('Every programme')}
          disabled={!draft.institution}
          value={draft.programme_id}
          onChange={(event) => change({ programme_id: event.target.value })}
          options={(programmes.data ?? []).map((programme) => ({
            value: programme._id,
            label: programme.name,
          }))}
        />
        <TextField
          label={t('Graduation year')}
          inputMode="numeric"
          placeholder={t('e.g. 2022')}
          maxLength={4}
          value={draft.graduation_year}
          onChange={(event) => change({ graduation_year: event.target.value.replace(/\D/g, '') })}
        />
        <SelectField
          label={t('State')}
          placeholder={t('Every state')}
          value={draft.state}
          onChange={(event) => change({ state: event.target.value })}
          options={STATE_OPTIONS}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" busy={previewCall.isPending} busyLabel={t('Counting…')}>
          {t('Preview')}
        </Button>
        <Button variant="ghost" onClick={() => change(EMPTY)}>
          {t('Clear filters')}
        </Button>
      </div>
      {preview && (
        <PreviewResult preview={preview} onAssign={runAssign}>
          {preview.already_assigned > 0 && (
            <UnassignPreviewed
              mentorId={mentorId}
              filters={filtersOf(draft)}
              count={preview.already_assigned}
              onDone={() => setPreview(null)}
            />
          )}
        </PreviewResult>
      )}
    </form>
  );
}

function PreviewResult({
  preview,
  onAssign,
  children,
}: {
  preview: AssignmentPreview;
  onAssign: () => Promise<void>;
  /** What else can be done with the previewed graduates (removing those already in the cohort). */
  children?: ReactNode;
}) {
  const after = preview.cohort_size + preview.to_assign;
  return (
    <section
      aria-label={t('Preview')}
      aria-live="polite"
      className={`flex flex-col gap-3 rounded-xl p-4 ring-1 ${preview.can_assign ? 'bg-brand-50 ring-brand-200' : 'bg-amber-50 ring-amber-300'}`}
    >
      <p className="font-semibold">{tx(MENTORING_MESSAGES.previewReady(preview.matching))}</p>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        <li>{t('{already} already in this cohort', { already: formatNumber(preview.already_assigned) })}</li>
        <li>{t('{added} would be added', { added: formatNumber(preview.to_assign) })}</li>
        <li>
          {t('Cohort after: {after} of at most {max}', {
            after: formatNumber(after),
            max: formatNumber(preview.cohort_max),
          })}
        </li>
      </ul>
      {preview.reason && <p className="font-semibold text-amber-900">{preview.reason}</p>}
      {preview.can_assign && (
        <Button className="self-start" busyLabel={t('Assigning…')} onClick={onAssign}>
          {t('{count, plural, one {Assign # graduate} other {Assign # graduates}}', {
            count: preview.to_assign,
          })}
        </Button>
      )}
      {children}
    </section>
  );
}
