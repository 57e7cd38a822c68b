// First, before anything builds a contract schema: zod's eval probe must be off (see lib/zod.ts).
import '@/lib/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLAIM_STATUS_LABELS,
  type ClaimStatus,
  GRADUATION_YEAR_MIN,
  graduationYearField,
  type LinkedInstitution,
  matricNumberField,
} from '@tvet/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t, tx } from '@/lib/i18n/i18n';
import { z } from '@/lib/zod';
import { useInstitutionProgrammes } from '../../api/get-institution-programmes';
import type { InstitutionLinkChanges } from '../../api/update-institution-link';

/** What the graduate reads about their claim: whether the institution has confirmed them, and what to do. */
export function claimExplanation(status: ClaimStatus, institution: string): string {
  switch (status) {
    case 'confirmed':
      return `${institution} has confirmed you are on its graduation roll.`;
    case 'claimed':
      return `${institution} has not confirmed you yet: it checks your matric number, programme and year against its graduation roll.`;
    case 'disputed':
      return `Another graduate holds this matric number on ${institution}'s roll. Check your matric number; the institution will look into it.`;
    case 'rejected':
      return `${institution} did not confirm you. Check your matric number, programme and graduation year, and save them again.`;
  }
}

const TONES: Record<ClaimStatus, string> = {
  confirmed: 'bg-brand-50 text-brand-900 ring-brand-200',
  claimed: 'bg-amber-50 text-amber-900 ring-amber-300',
  disputed: 'bg-amber-50 text-amber-900 ring-amber-300',
  rejected: 'bg-red-50 text-red-900 ring-red-300',
};

/** The claim's state in words (colour is never the only signal). */
export function ClaimStatusLabel({ status }: { status: ClaimStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ${TONES[status]}`}
    >
      {status === 'confirmed' && <span aria-hidden="true">✓&nbsp;</span>}
      {tx(CLAIM_STATUS_LABELS[status])}
    </span>
  );
}

/** Every control holds text; the contract's field schemas decide what is valid. */
const detailsSchema = z.object({
  matric_number: z.string().refine((value) => !value.trim() || matricNumberField.safeParse(value).success, {
    message: 'matric_number may contain only letters, digits, spaces and / - .',
  }),
  programme_id: z.string(),
  graduation_year: z
    .string()
    .refine(
      (value) => !value || graduationYearField.safeParse(Number(value)).success,
      `graduation_year must be a year from ${GRADUATION_YEAR_MIN} to this year`,
    ),
});
type DetailsValues = z.infer<typeof detailsSchema>;

const thisYear = new Date().getFullYear();
const YEAR_OPTIONS = Array.from({ length: thisYear - GRADUATION_YEAR_MIN + 1 }, (_, index) => {
  const year = String(thisYear - index);
  return { value: year, label: year };
});

/** The body of the PATCH: only what changed; an emptied field is sent as null. */
export function linkChanges(values: DetailsValues, link: LinkedInstitution['link']): InstitutionLinkChanges {
  const changes: InstitutionLinkChanges = {};
  const matric = values.matric_number.trim() || null;
  if (matric !== link.matric_number) changes.matric_number = matric;
  const programme = values.programme_id || null;
  if (programme !== (link.programme_id?._id ?? null)) changes.programme_id = programme;
  const year = values.graduation_year ? Number(values.graduation_year) : null;
  if (year !== link.graduation_year) changes.graduation_year = year;
  return changes;
}

/**
 * The claim one link makes: matric number, programme (from that institution's programmes) and graduation
 * year. It sits inside the education step's own form, so it is a group of controls saved by its own button,
 * not a nested form.
 */
export function LinkDetails({
  institution,
  onSave,
  onCancel,
}: {
  institution: LinkedInstitution;
  onSave: (changes: InstitutionLinkChanges) => Promise<unknown>;
  onCancel: () => void;
}) {
  const groupId = useId();
  const { link } = institution;
  const programmes = useInstitutionProgrammes(institution._id);
  const form = useForm<DetailsValues>({
    defaultValues: {
      matric_number: link.matric_number ?? '',
      programme_id: link.programme_id?._id ?? '',
      graduation_year: link.graduation_year ? String(link.graduation_year) : '',
    },
    resolver: zodResolver(detailsSchema),
  });
  const errors = form.formState.errors;
  const options = (programmes.data ?? []).map((programme) => ({
    value: programme._id,
    label: programme.name,
  }));
  // A programme the institution has since removed still shows until the graduate picks another.
  if (link.programme_id && !options.some((option) => option.value === link.programme_id?._id)) {
    options.unshift({ value: link.programme_id._id, label: link.programme_id.name });
  }
  const save = form.handleSubmit(async (values) => {
    const changes = linkChanges(values, link);
    if (Object.keys(changes).length === 0) {
      onCancel();
      return;
    }
    await onSave(changes);
  });
  const name = institution.user_id.name;

  return (
    <fieldset
      className="flex w-full flex-col gap-3 rounded-lg bg-white p-3 ring-1 ring-gray-200"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
          event.preventDefault();
          void save();
        }
      }}
    >
      <legend className="mb-1 font-semibold">{t('Your studies at {name}', { name })}</legend>
      <TextField
        id={`${groupId}-matric`}
        label={t('Matric number')}
        hint={t('As on your school ID or certificate, e.g. FPI/ND/EE/19/001')}
        autoComplete="off"
        error={errors.matric_number?.message}
        {...form.register('matric_number')}
      />
      <SelectField
        id={`${groupId}-programme`}
        label={t('Programme')}
        hint={
          programmes.isError
            ? `The programmes could not be loaded: ${programmes.error.message}`
            : programmes.data && programmes.data.length === 0
              ? `${name} has not listed its programmes yet; you can add yours later.`
              : undefined
        }
        placeholder={programmes.isPending ? t('Loading programmes…') : t('Choose your programme')}
        options={options}
        {...form.register('programme_id')}
      />
      <SelectField
        id={`${groupId}-year`}
        label={t('Graduation year')}
        placeholder={t('Choose the year')}
        options={YEAR_OPTIONS}
        error={errors.graduation_year?.message}
        {...form.register('graduation_year')}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => save()} busy={form.formState.isSubmitting} busyLabel={t('Saving…')}>
          {t('Save')} <span className="sr-only">{t('your studies at {name}', { name })}</span>
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={form.formState.isSubmitting}>
          {t('Cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
