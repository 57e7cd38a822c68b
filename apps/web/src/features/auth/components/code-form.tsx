import { MESSAGES, OTP_DIGITS } from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { OtpInput } from '@/components/ui/otp-input';
import { ApiError } from '@/lib/api';
import { t } from '@/lib/i18n/i18n';
import { formErrorOf } from '@/lib/show-error';
import { useAction } from '@/lib/use-action';
import { ResendCountdown } from './resend-countdown';

interface CodeFormProps {
  /** Checks the code with the server; resolves when it was right. */
  onSubmit: (otp: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  onDone: () => void;
  submitLabel: string;
  busyLabel: string;
}

/** A 4-digit code with its countdown and resend (spec 000 §4, §5: digits only, exactly 4). */
export function CodeForm({ onSubmit, onResend, onDone, submitLabel, busyLabel }: CodeFormProps) {
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const { run, busy } = useAction(onSubmit);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!new RegExp(`^\\d{${OTP_DIGITS}}$`).test(otp)) {
      setFieldError(`Enter the ${OTP_DIGITS}-digit code from the e-mail`);
      return;
    }
    setFieldError('');
    const outcome = await run(otp);
    if (!outcome) return;
    if (outcome.ok) return onDone();
    const { error } = outcome;
    // A wrong code belongs next to the code box; other refusals (expired, too many tries) above the form.
    if (error instanceof ApiError && error.message === MESSAGES.invalidOtp)
      setFieldError(MESSAGES.invalidOtp);
    else setFormError(formErrorOf(error));
  }

  return (
    <>
      <FormError error={formError} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <OtpInput
          value={otp}
          onChange={setOtp}
          error={fieldError}
          hint={t('Check your inbox and spam folder.')}
        />
        <ResendCountdown onResend={onResend} />
        <Button type="submit" block busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
