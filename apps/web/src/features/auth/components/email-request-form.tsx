import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import { formErrorOf } from '@/lib/show-error';
import { useAction } from '@/lib/use-action';

/** An e-mail address and one button that stays disabled while the address is empty (spec 000 §5). */
export function EmailRequestForm({
  onSubmit,
  onDone,
  submitLabel,
  busyLabel,
  initialEmail = '',
}: {
  onSubmit: (email: string) => Promise<unknown>;
  onDone: (email: string) => void;
  submitLabel: string;
  busyLabel: string;
  initialEmail?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const { run, busy } = useAction(onSubmit);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    setFormError(null);
    const outcome = await run(address);
    if (!outcome) return;
    if (outcome.ok) onDone(address);
    else setFormError(formErrorOf(outcome.error));
  }

  return (
    <>
      <FormError error={formError} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label={t('E-mail address')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" block disabled={!email.trim()} busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
