import { isStrongPassword, MESSAGES } from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrength } from '@/components/ui/password-strength';
import { formErrorOf } from '@/lib/show-error';
import { useAction } from '@/lib/use-action';
import { resetPassword } from '../api/reset-password';
import { StartRecoveryAgain } from '../components/start-recovery-again';
import { SuccessPanel } from '../components/success-panel';
import { clearRecovery, getRecovery } from '../lib/pending';

const STRENGTH_ID = 'new-password-strength';
const CONFIRM_ID = 'new-password-confirm';

/** /create-new-password: the button waits for a strong password (spec 000 §5); both entries must match. */
export function CreateNewPasswordPage() {
  const [recovery] = useState(getRecovery);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const [done, setDone] = useState(false);
  const { run, busy } = useAction(resetPassword);
  const title = 'Create a new password';

  if (done) {
    return (
      <PublicLayout title="Password changed">
        <SuccessPanel title="Password changed">
          Your password has been reset. Sign in with your new password.
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
    if (password !== confirm) {
      setMismatch(true);
      setFormError({ message: MESSAGES.passwordsMustMatch });
      return;
    }
    setMismatch(false);
    setFormError(null);
    const outcome = await run({ email, new_password: password, reset_token });
    if (!outcome) return;
    if (outcome.ok) {
      clearRecovery();
      setDone(true);
    } else setFormError(formErrorOf(outcome.error));
  }

  return (
    <PublicLayout title={title}>
      <PageHeading title={title}>Choose a new password for {email}.</PageHeading>
      <FormError error={formError} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <PasswordField
            label="New password"
            name="new_password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            describedBy={STRENGTH_ID}
          />
          <PasswordStrength password={password} id={STRENGTH_ID} />
        </div>
        <PasswordField
          id={CONFIRM_ID}
          label="Confirm new password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={mismatch ? MESSAGES.passwordsMustMatch : undefined}
        />
        <Button type="submit" block disabled={!isStrongPassword(password)} busy={busy} busyLabel="Saving…">
          Reset password
        </Button>
      </form>
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { CreateNewPasswordPage as Page };
