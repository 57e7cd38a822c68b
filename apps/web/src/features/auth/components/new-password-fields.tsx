import { isStrongPassword, MESSAGES } from '@tvet/contract';
import { useState } from 'react';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrength } from '@/components/ui/password-strength';
import { t, tx } from '@/lib/i18n/i18n';

/** A new password typed twice (setting one from an invitation, resetting a forgotten one). */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  return {
    password,
    confirm,
    mismatch,
    setPassword,
    setConfirm,
    strong: isStrongPassword(password),
    /** Whether both entries are the same; the confirmation says so when they are not. */
    matches() {
      const same = password === confirm;
      setMismatch(!same);
      return same;
    },
  };
}

/** The new password with its strength meter under it, then its confirmation (spec 000 §5). */
export function NewPasswordFields({
  state,
  idPrefix,
  name = 'password',
  label = 'Password',
}: {
  state: ReturnType<typeof useNewPassword>;
  /** Makes the strength meter's and the confirmation's ids unique on the page. */
  idPrefix: string;
  name?: string;
  label?: string;
}) {
  const strengthId = `${idPrefix}-strength`;
  return (
    <>
      <div className="flex flex-col gap-2">
        <PasswordField
          label={label}
          name={name}
          autoComplete="new-password"
          required
          value={state.password}
          onChange={(event) => state.setPassword(event.target.value)}
          describedBy={strengthId}
        />
        <PasswordStrength password={state.password} id={strengthId} />
      </div>
      <PasswordField
        id={`${idPrefix}-confirm`}
        label={t('Confirm {field}', { field: tx(label).toLowerCase() })}
        name="confirm_password"
        autoComplete="new-password"
        required
        value={state.confirm}
        onChange={(event) => state.setConfirm(event.target.value)}
        error={state.mismatch ? MESSAGES.passwordsMustMatch : undefined}
      />
    </>
  );
}
