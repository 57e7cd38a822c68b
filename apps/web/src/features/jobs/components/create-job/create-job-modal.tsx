// First, before anything builds a contract schema: zod's eval probe must be off before the first schema exists,
// or the Content-Security-Policy reports a violation (see lib/zod.ts).
import '@/lib/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { Job } from '@tvet/contract';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { Icon } from '@/components/ui/icon';
import { labelled, withLabels } from '@/lib/field-messages';
import { t, tx } from '@/lib/i18n/i18n';
import { fieldErrorsOf, formErrorOf } from '@/lib/show-error';
import { useCreateJob } from '../../api/create-job';
import {
  clearDraft,
  EMPTY_JOB_FORM,
  JOB_FIELD_LABELS,
  JOB_STEPS,
  type JobField,
  type JobFormValues,
  jobFormSchema,
  loadDraft,
  saveDraft,
  stepOf,
  toCreateJob,
} from '../../lib/job-form';
import { JOB_TEXTS } from '../../lib/texts';
import { JobCreatedDialog } from './job-created-dialog';
import { JobStepFields, jobFieldId } from './job-step-fields';
import { StepFooter } from './step-footer';
import { StepProgress } from './step-progress';

const HEADER_BUTTON =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50';

/**
 * "Create Job Posting" (spec 001 §2, §4, §5): four steps, Next disabled until the step's fields are filled,
 * Back on steps 2 to 4, "Finsh" submits. The header's Save keeps the draft for later and closes; its close
 * button discards the draft and closes. Escape and a tap outside keep the draft too, so nothing typed on a
 * phone is lost by accident.
 */
export function CreateJobModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  /** After Dismiss on the success dialog, with the new job. */
  onCreated: (job: Job) => void;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        {open && <CreateJobContent onClose={onClose} onCreated={onCreated} />}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function CreateJobContent({ onClose, onCreated }: { onClose: () => void; onCreated: (job: Job) => void }) {
  const [draft] = useState(loadDraft);
  const [step, setStep] = useState(draft?.step ?? 0);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const [created, setCreated] = useState<Job | null>(null);
  const mutation = useCreateJob();
  const form = useForm<JobFormValues>({
    defaultValues: draft?.values ?? EMPTY_JOB_FORM,
    resolver: withLabels(zodResolver(jobFormSchema), JOB_FIELD_LABELS),
    shouldFocusError: false,
  });
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const current = JOB_STEPS[step]!;
  const values = useWatch({ control: form.control });
  const stepFilled = current.required.every((field) => String(values[field] ?? '').trim() !== '');

  // A new step: the reader starts at its heading (the modal itself opens there too).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  function keepDraftAndClose() {
    saveDraft({ values: form.getValues(), step });
    onClose();
  }

  function discardAndClose() {
    clearDraft();
    onClose();
  }

  async function next() {
    const valid = await form.trigger([...current.fields], { shouldFocus: true });
    if (valid) setStep(step + 1);
  }

  function showStepOf(fields: string[]) {
    const first = fields[0];
    if (first === undefined) return;
    setStep(stepOf(first));
    // After the step's controls are on screen.
    requestAnimationFrame(() => document.getElementById(jobFieldId(first as JobField))?.focus());
  }

  function onInvalid(errors: FieldErrors<JobFormValues>) {
    showStepOf(Object.keys(errors));
  }

  async function onValid(values: JobFormValues) {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync(toCreateJob(values));
      clearDraft();
      setCreated(answer.payload);
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([field]) => field in EMPTY_JOB_FORM);
      for (const [field, message] of fields) {
        form.setError(field as JobField, { message: labelled(message, JOB_FIELD_LABELS[field as JobField]) });
      }
      // The form is in a modal dialog: a toast would sit on the page behind it, hidden from screen readers.
      setFormError(formErrorOf(error, { aboveForm: true }));
      showStepOf(fields.map(([field]) => field));
    }
  }

  return (
    <RadixDialog.Content
      aria-describedby={undefined}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        stepHeading.current?.focus();
      }}
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        keepDraftAndClose();
      }}
      onPointerDownOutside={(event) => {
        event.preventDefault();
        keepDraftAndClose();
      }}
      // Under the success dialog the finished form is hidden: the dialog then stands alone over the page.
      className={`${created ? 'invisible' : ''} fixed inset-0 z-50 flex flex-col bg-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:shadow-xl`}
    >
      <header className="flex items-center gap-1 border-b border-gray-200 py-1 pr-1 pl-4">
        <RadixDialog.Title className="flex-1 text-lg font-bold">{tx(JOB_TEXTS.modalTitle)}</RadixDialog.Title>
        <button type="button" onClick={keepDraftAndClose} className={HEADER_BUTTON}>
          {t('Save')}
        </button>
        <button type="button" onClick={discardAndClose} className={HEADER_BUTTON}>
          <Icon name="close" className="size-6" />
          <span className="sr-only">{t('Close without saving')}</span>
        </button>
      </header>
      <form
        noValidate
        onSubmit={(event) => {
          // Enter in a field of steps 1 to 3 means Next, not "submit the whole job".
          if (step < JOB_STEPS.length - 1) {
            event.preventDefault();
            if (stepFilled) void next();
            return;
          }
          void form.handleSubmit(onValid, onInvalid)(event);
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex flex-1 flex-col gap-4 overflow-y-auto p-4 sm:p-6">
          <StepProgress step={step} headingRef={stepHeading} />
          <FormError error={formError} />
          {/* A step's own fields, never the previous step's: steps 3 and 4 each hold one text box in the same place,
              and a reused box keeps the other step's text. */}
          <JobStepFields key={step} step={step} form={form} />
        </div>
        <StepFooter
          step={step}
          stepCount={JOB_STEPS.length}
          canContinue={stepFilled}
          busy={mutation.isPending}
          onBack={() => setStep(step - 1)}
          onNext={next}
          finishLabel={JOB_TEXTS.finish}
        />
      </form>
      <JobCreatedDialog
        open={created !== null}
        onDismiss={() => {
          const job = created;
          setCreated(null);
          onClose();
          if (job) onCreated(job);
        }}
      />
    </RadixDialog.Content>
  );
}
