import { JOB_MESSAGES, type Job } from '@tvet/contract';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';

/** Spec 000 §9 / 001 §9: salary is per month with its currency, e.g. "₦150,000 / month". */
export function formatSalary(salary: number, currency: Job['currency']): string {
  // In the chosen language's figures where the phone has them, else Nigerian English's (issue 29).
  const amount = formatNumber(salary, {
    style: 'currency',
    currency,
    // Salaries are whole amounts (the contract refuses kobo and cents).
    maximumFractionDigits: 0,
  });
  return `${amount} / ${t('month')}`;
}

/** "N/a" where a detail is missing (spec 001 §2 "Applicant detail"). */
export const NOT_AVAILABLE = 'N/a';

export function orNotAvailable(value: string | null | undefined): string {
  return value?.trim() ? value : NOT_AVAILABLE;
}

/** Addresses are stored as street|state|country; people read them with commas. Empty parts are left out. */
export function readableAddress(address: string | null | undefined): string {
  const parts = (address ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : NOT_AVAILABLE;
}

export const JOB_TYPE_LABELS: Record<Job['job_type'], string> = {
  get 'full-time'() {
    return t('Full-time');
  },
  get 'part-time'() {
    return t('Part-time');
  },
};

export function experienceLabel(years: number): string {
  return t('{years, plural, one {# year experience} other {# years experience}}', { years });
}

/**
 * Where the job is: the town or address if given, and the state when the address does not already name it; "State
 * not given" when the employer named no state (issue 22 point 9).
 */
export function jobLocation(job: Pick<Job, 'address' | 'state'>): string {
  if (!job.state)
    return job.address
      ? `${job.address} (${JOB_MESSAGES.stateNotGiven.toLowerCase()})`
      : JOB_MESSAGES.stateNotGiven;
  if (!job.address) return job.state;
  if (job.address.toLowerCase().includes(job.state.toLowerCase())) return job.address;
  return `${job.address}, ${job.state}`;
}
