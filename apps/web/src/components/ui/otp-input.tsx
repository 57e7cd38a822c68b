import { OTP_DIGITS } from '@tvet/contract';
import { Field } from './field';

/** Keeps digits only, so "Your code is 4821" pasted from a mail becomes 4821. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_DIGITS);
}

/**
 * One input for the whole code (not four boxes): it reads as one field to screen readers, pastes in one go
 * and lets the phone offer the code from the SMS or mail (autocomplete one-time-code).
 */
export function OtpInput({
  value,
  onChange,
  error,
  label = `${OTP_DIGITS}-digit code`,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  hint?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error} required>
      {(control) => (
        <input
          {...control}
          name="otp"
          value={value}
          onChange={(event) => onChange(onlyDigits(event.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          aria-required
          className="min-h-14 w-52 rounded-lg border border-gray-500 bg-white px-4 text-center font-mono text-3xl tracking-[0.5em] aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
          placeholder="••••"
        />
      )}
    </Field>
  );
}
