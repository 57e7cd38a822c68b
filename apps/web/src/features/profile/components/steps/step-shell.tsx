import type { Profile } from '@tvet/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { t } from '@/lib/i18n/i18n';
import type { OnboardingRole } from '../../lib/wizard-plan';
import { failureOf, useNotify } from '../notice';
import type { FormIssue } from '../profile-form';

/** What every wizard sub-step receives from the section it belongs to. */
export interface StepProps {
  role: OnboardingRole;
  profile: Profile;
  /** Prefix for input ids, unique to the sub-step. */
  idPrefix: string;
  /** The sub-step is saved: go on. */
  onDone: () => void;
  onBack?: () => void;
}

/**
 * A sub-step made of file pickers only (profile picture, logo and CAC): its own small form with the error
 * summary and the Back / Save and continue buttons. `save` answers the issues that stop it, if any.
 */
export function FileStepForm({
  save,
  onBack,
  submitLabel = 'Save and continue',
  children,
}: {
  save: () => Promise<FormIssue[]>;
  onBack?: () => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setBusy(true);
    try {
      const issues = await save();
      if (issues.length > 0) setFormError({ message: issues[0]!.message, items: issues });
    } catch (error) {
      setFormError(failureOf(error, notify));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <FormError error={formError} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {children}
        <div className="flex flex-wrap items-center gap-3">
          {onBack && (
            <Button variant="secondary" onClick={onBack}>
              {t('Back')}
            </Button>
          )}
          <Button type="submit" busy={busy} busyLabel={t('Uploading…')}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The ProfileForm props every form sub-step passes through unchanged. */
export function formPropsOf({ role, profile, idPrefix, onDone, onBack }: StepProps) {
  return { role, profile, idPrefix, onSaved: onDone, onBack };
}
