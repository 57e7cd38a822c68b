import {
  type CreateJob,
  CURRENCIES,
  createJobSchema,
  JOB_TYPES,
  NIGERIAN_STATES,
  salaryNumber,
} from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';
import { z } from '@/lib/zod';

const shape = createJobSchema.shape;
const oneOf = (values: readonly string[], message: string) =>
  z.string().refine((value) => values.includes(value), message);

/** "₦150,000" or "150 000" as typed becomes 150000 (the contract's rule, the same on the server). */
export { salaryNumber };

/**
 * The "Create Job Posting" form (spec 001 §5). Every control holds text, as typed; the contract's own field
 * schemas decide what is valid, and toCreateJob turns the text into the numbers the API takes
 * (salary is typed as text and sent as a number).
 */
export const jobFormSchema = z.object({
  title: shape.title,
  field_required: shape.field_required,
  job_type: oneOf(JOB_TYPES, 'Choose full-time or part-time'),
  salary: z
    .string()
    .trim()
    .min(1, 'salary is required')
    .refine((typed) => salaryNumber(typed) !== null, 'Type the monthly salary in figures, e.g. 150000')
    .refine((typed) => {
      const salary = salaryNumber(typed);
      return salary === null || shape.salary.safeParse(salary).success;
    }, 'salary is too large'),
  currency: oneOf(CURRENCIES, 'Choose NGN or USD'),
  experience_years_required: z
    .string()
    .refine(
      (typed) => shape.experience_years_required.safeParse(Number(typed)).success && typed.trim() !== '',
      'Years of experience must be a whole number from 1 to 50',
    ),
  text: shape.text,
  address: z.string().max(200, 'address must be at most 200 characters'),
  state: oneOf(NIGERIAN_STATES, 'Choose the state where the job is'),
  responsibility: shape.responsibility,
  company_overview: shape.company_overview,
});
export type JobFormValues = z.infer<typeof jobFormSchema>;
export type JobField = keyof JobFormValues;

/** What each control (a getter: read in the active language)  of the four steps is called on screen; its messages say the same (issue 9). */
export const JOB_FIELD_LABELS: Record<JobField, string> = {
  get title() {
    return t('Job title');
  },
  get field_required() {
    return t('Field required');
  },
  get job_type() {
    return t('Job type');
  },
  get salary() {
    return t('Salary per month');
  },
  get currency() {
    return t('Currency');
  },
  get experience_years_required() {
    return t('Years of experience');
  },
  get text() {
    return t('Job description');
  },
  get address() {
    return t('Location');
  },
  get state() {
    return t('State');
  },
  get responsibility() {
    return t('Responsibilities');
  },
  get company_overview() {
    return t('Company overview');
  },
};

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  field_required: '',
  job_type: '',
  salary: '',
  currency: 'NGN',
  // Spec 001 §9: experience years default and minimum 1.
  experience_years_required: '1',
  text: '',
  address: '',
  state: '',
  responsibility: '',
  company_overview: '',
};

/** The four steps: their titles and the fields each must have filled before Next (spec 001 §2, §5). */
export const JOB_STEPS = [
  {
    get title() {
      return t('Job title and details');
    },
    fields: ['title', 'field_required', 'job_type', 'salary', 'currency', 'experience_years_required'],
    required: ['title', 'field_required', 'job_type', 'salary', 'currency'],
  },
  {
    get title() {
      return t('Job description and location');
    },
    fields: ['text', 'address', 'state'],
    required: ['text', 'state'],
  },
  {
    get title() {
      return t('Responsibilities');
    },
    fields: ['responsibility'],
    required: ['responsibility'],
  },
  {
    get title() {
      return t('Company overview');
    },
    fields: ['company_overview'],
    required: ['company_overview'],
  },
] as const satisfies readonly { title: string; fields: readonly JobField[]; required: readonly JobField[] }[];

export function stepOf(field: string): number {
  const index = JOB_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? 0 : index;
}

export function toCreateJob(values: JobFormValues): CreateJob {
  return {
    title: values.title.trim(),
    field_required: values.field_required.trim(),
    job_type: values.job_type as CreateJob['job_type'],
    salary: salaryNumber(values.salary) ?? 0,
    currency: values.currency as CreateJob['currency'],
    experience_years_required: Number(values.experience_years_required),
    text: values.text.trim(),
    state: values.state as CreateJob['state'],
    ...(values.address.trim() ? { address: values.address.trim() } : {}),
    responsibility: values.responsibility.trim(),
    company_overview: values.company_overview.trim(),
  };
}

/**
 * The draft survives closing the modal with Save (and a reload) for the rest of the session; sign-out
 * clears sessionStorage, so a draft never outlives the employer's session on a shared phone.
 */
const DRAFT_KEY = 'tvet.jobDraft';

export interface JobDraft {
  values: JobFormValues;
  step: number;
}

export function loadDraft(): JobDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<JobDraft>;
    return {
      values: { ...EMPTY_JOB_FORM, ...draft.values },
      step: Math.min(Math.max(0, draft.step ?? 0), 3),
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: JobDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft is only a convenience.
  }
}

export function clearDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}
