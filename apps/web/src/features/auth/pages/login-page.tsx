import { type AdminSignInChallenge, USER_TYPES, type UserType } from '@tvet/contract';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { RETURN_PARAM } from '@/lib/return-to';
import { formErrorOf } from '@/lib/show-error';
import { useAction } from '@/lib/use-action';
import { useQueryParam } from '@/lib/use-query-param';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { clearSignInPrefill, getSignInPrefill } from '../lib/pending';
import { signIn } from '../lib/sign-in';

// Administrators only: the second factor's screen is its own chunk, never part of /login's first load.
const AdminTwoFactor = lazy(() => import('../components/admin-two-factor'));

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));

type LoginField = 'userType' | 'email' | 'password';
const FIELD_IDS: Record<LoginField, string> = {
  userType: 'login-user-type',
  email: 'login-email',
  password: 'login-password',
};

/** Spec 000 §5: user type, e-mail and password are required. The server judges the rest. */
function validate(values: Record<LoginField, string>): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  if (!values.userType) errors.userType = t('Choose your account type');
  if (!values.email) errors.email = t('Enter your e-mail address');
  else if (!/^\S+@\S+\.\S+$/.test(values.email))
    errors.email = t('Enter an e-mail address like name@example.com');
  if (!values.password) errors.password = t('Enter your password');
  return errors;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const [challenge, setChallenge] = useState<AdminSignInChallenge | null>(null);
  const { run, busy } = useAction(signIn);
  // A shared link opened while signed out: sign-in returns there (checked to be a page of this site).
  const returnTo = useQueryParam(RETURN_PARAM);
  // Just verified (issue 22.16): the account type and e-mail they registered with are filled in.
  const [prefill] = useState(getSignInPrefill);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      userType: String(data.get('userType') ?? ''),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = validate(values);
    setErrors(found);
    const items = (Object.keys(found) as LoginField[]).map((field) => ({
      fieldId: FIELD_IDS[field],
      message: found[field]!,
    }));
    if (items.length) {
      setFormError({ message: t('Please fill in the fields below to sign in.'), items });
      return;
    }
    setFormError(null);
    const outcome = await run({ ...values, userType: values.userType as UserType, returnTo });
    if (!outcome) return;
    if (outcome.ok) {
      clearSignInPrefill();
      if (typeof outcome.value === 'string') navigate(outcome.value, { replace: true });
      else setChallenge(outcome.value.challenge);
    }
    // Every refusal stays above the form until the next try (issue 9): the server's one msg for a wrong
    // password, e-mail or account type names what to check.
    else setFormError(formErrorOf(outcome.error, { aboveForm: true }));
  }

  const preselected = useQueryParam('type') ?? prefill?.userType ?? '';
  if (challenge) {
    return (
      <PublicLayout title={t('Sign in')}>
        <Suspense fallback={<p role="status">{t('Loading…')}</p>}>
          <AdminTwoFactor challenge={challenge} returnTo={returnTo} onRestart={() => setChallenge(null)} />
        </Suspense>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={t('Sign in')}>
      <PageHeading title={t('Sign in')}>{t('Welcome back. Sign in to continue to your portal.')}</PageHeading>
      <FormError error={formError} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <SelectField
          id={FIELD_IDS.userType}
          name="userType"
          label={t('Account type')}
          required
          placeholder={t('Choose your account type')}
          options={TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          defaultValue={(USER_TYPES as readonly string[]).includes(preselected) ? preselected : ''}
          error={errors.userType}
        />
        <TextField
          id={FIELD_IDS.email}
          name="email"
          type="email"
          label={t('E-mail address')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          required
          defaultValue={prefill?.email}
          error={errors.email}
        />
        <PasswordField
          id={FIELD_IDS.password}
          name="password"
          label={t('Password')}
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <p className="-mt-1">
          <TextLink to={paths.resetPassword}>{t('Forgot password?')}</TextLink>
        </p>
        <Button type="submit" block busy={busy} busyLabel={t('Signing in…')}>
          {t('Sign in')}
        </Button>
      </form>
      <p className="text-center">
        {t('New here?')} <TextLink to={paths.home}>{t('Create an account')}</TextLink>
      </p>
    </PublicLayout>
  );
}
