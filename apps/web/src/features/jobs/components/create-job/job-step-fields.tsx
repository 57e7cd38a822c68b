import { CURRENCIES, JOB_TYPES, NIGERIAN_STATES } from '@tvet/contract';
import type { UseFormReturn } from 'react-hook-form';
import { asOptions, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { t, tx } from '@/lib/i18n/i18n';
import { JOB_TYPE_LABELS } from '../../lib/format';
import type { JobField, JobFormValues } from '../../lib/job-form';

/** Spec 001 §9: the job creation text areas have 8 rows. */
const TEXTAREA_ROWS = 8;

export const jobFieldId = (field: JobField) => `job-${field}`;

const JOB_TYPE_OPTIONS = JOB_TYPES.map((value) => ({
  value,
  get label() {
    return tx(JOB_TYPE_LABELS[value]);
  },
}));

/** The controls of one step of "Create Job Posting"; errors come from the form (zod schema and server). */
export function JobStepFields({ step, form }: { step: number; form: UseFormReturn<JobFormValues> }) {
  const errors = form.formState.errors;
  const bind = (field: JobField) => ({
    id: jobFieldId(field),
    error: errors[field]?.message,
    ...form.register(field),
  });

  if (step === 0) {
    return (
      <>
        <TextField label={t('Job title')} required autoComplete="off" {...bind('title')} />
        <TextField
          label={t('Field required')}
          hint={t('The trade or field of study, e.g. Welding and fabrication')}
          required
          autoComplete="off"
          {...bind('field_required')}
        />
        <SelectField
          label={t('Job type')}
          required
          placeholder={t('Choose…')}
          options={JOB_TYPE_OPTIONS}
          {...bind('job_type')}
        />
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
          <TextField
            label={t('Salary per month')}
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="150000"
            {...bind('salary')}
          />
          <SelectField label={t('Currency')} required options={asOptions(CURRENCIES)} {...bind('currency')} />
        </div>
        <TextField
          label={t('Years of experience')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          {...bind('experience_years_required')}
        />
      </>
    );
  }
  if (step === 1) {
    return (
      <>
        <TextareaField label={t('Job description')} required rows={TEXTAREA_ROWS} {...bind('text')} />
        <TextField
          label={t('Location')}
          hint={t('Town or street of the workplace (optional)')}
          autoComplete="street-address"
          {...bind('address')}
        />
        <SelectField
          label={t('State')}
          hint={t('Graduates filter jobs by state')}
          placeholder={t('Choose a state')}
          required
          options={asOptions(NIGERIAN_STATES)}
          {...bind('state')}
        />
      </>
    );
  }
  if (step === 2) {
    return (
      <TextareaField
        label={t('Responsibilities')}
        required
        rows={TEXTAREA_ROWS}
        {...bind('responsibility')}
      />
    );
  }
  return (
    <TextareaField
      label={t('Company overview')}
      required
      rows={TEXTAREA_ROWS}
      {...bind('company_overview')}
    />
  );
}
