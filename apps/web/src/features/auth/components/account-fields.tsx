import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@tvet/contract';
import { useWatch } from 'react-hook-form';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrength } from '@/components/ui/password-strength';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import { bind, type RegisterFormApi } from './register-bind';

const STRENGTH_ID = 'register-password-strength';

/** E-mail, username and the new password with its strength meter and confirmation. */
export function AccountFields({ form }: { form: RegisterFormApi }) {
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <>
      <TextField
        label={t('E-mail address')}
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        hint={t('We send a 4-digit code to this address to confirm it.')}
        {...bind(form, 'email')}
      />
      <TextField
        label={t('Username')}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={`${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, dots and underscores.`}
        {...bind(form, 'username')}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t('Password')}
          required
          autoComplete="new-password"
          describedBy={STRENGTH_ID}
          {...bind(form, 'password')}
        />
        <PasswordStrength password={password} id={STRENGTH_ID} />
      </div>
      <PasswordField
        label={t('Confirm password')}
        required
        autoComplete="new-password"
        {...bind(form, 'confirm_password')}
      />
    </>
  );
}
