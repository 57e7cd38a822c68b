import { MESSAGES } from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { t } from '@/lib/i18n/i18n';
import { formErrorOf } from '@/lib/show-error';
import { useAction } from '@/lib/use-action';
import { resetPassword } from '../api/reset-password';
import { NewPasswordFields, useNewPassword } from '../components/new-password-fields';
import { StartRecoveryAgain } from '../components/start-recovery-again';
import { SuccessPanel } from '../components/success-panel';
import { clearRecovery, getRecovery } from '../lib/pending';

/** /create-new-password: the button waits for a strong password (spec 000 §5); both entries must match. */
export function CreateNewPasswordPage() {
  const [recovery] = useState(getRecovery);
  const newPassword = useNewPassword();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const [done, setDone] = useState(false);
  const { run, busy } = useAction(resetPassword);
  const title = 'Create a new password';

  if (done) {
    return (
      <PublicLayout title={t('Password changed')}>
        <SuccessPanel title={t('Password changed')}>
          {t('Your password has been reset. Sign in with your new password.')}
        </SuccessPanel>
      </PublicLayout>
    );
  }
  if (!recovery?.reset_token) {
    return (
      <PublicLayout title={title}>
        <StartRecoveryAgain title={title} />
      </PublicLayout>
    );
  }
  const { email, reset_token } = recovery;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!newPassword.matches()) {
      setFormError({ message: MESSAGES.passwordsMustMatch });
      return;
    }
    setFormError(null);
    const outcome = await run({ email, new_password: newPassword.password, reset_token });
    if (!outcome) return;
    if (outcome.ok) {
      clearRecovery();
      setDone(true);
    } else setFormError(formErrorOf(outcome.error));
  }

  return (
    <PublicLayout title={title}>
      <PageHeading title={title}>{t('Choose a new password for {email}.', { email })}</PageHeading>
      <FormError error={formError} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <NewPasswordFields
          state={newPassword}
          idPrefix="new-password"
          name="new_password"
          label={t('New password')}
        />
        <Button type="submit" block disabled={!newPassword.strong} busy={busy} busyLabel={t('Saving…')}>
          {t('Reset password')}
        </Button>
      </form>
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { CreateNewPasswordPage as Page };
