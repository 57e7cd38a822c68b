import { SELF_REGISTERING_TYPES, type SelfRegisteringType } from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths, registerHref } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { USER_TYPE_LABELS } from '@/lib/user-types';

/** Spec 000 §2 lists the choices in this order: graduate, staff, employer, institution. */
const CHOICES: { type: SelfRegisteringType; text: string }[] = [
  { type: 'graduate', text: 'I trained at a technical or vocational institution.' },
  { type: 'staff', text: 'I work at a technical or vocational institution.' },
  { type: 'employer', text: 'My organisation hires or trains technical graduates.' },
  { type: 'institution', text: 'I manage a technical or vocational institution.' },
];
const ERROR_ID = 'account-type-error';

export function ChooseAccountPage() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<SelfRegisteringType | ''>('');
  const [error, setError] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || !(SELF_REGISTERING_TYPES as readonly string[]).includes(chosen)) {
      setError(t('Choose an account type to continue'));
      return;
    }
    navigate(registerHref(chosen));
  }

  return (
    <PublicLayout title={t('Create an account')}>
      <PageHeading title={t('Create an account')}>
        {t('Tell us who you are. Mentor and administrator accounts are set up by an administrator.')}
      </PageHeading>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <fieldset aria-describedby={error ? ERROR_ID : undefined} className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t('I am joining as')}</legend>
          {error && (
            <p id={ERROR_ID} role="alert" className="font-medium text-red-800">
              {error}
            </p>
          )}
          {CHOICES.map(({ type, text }) => (
            <label
              key={type}
              className="flex min-h-16 cursor-pointer items-start gap-3 rounded-xl border-2 border-gray-300 p-4 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={chosen === type}
                onChange={() => {
                  setChosen(type);
                  setError('');
                }}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="flex flex-col">
                <span className="font-semibold">{t(USER_TYPE_LABELS[type])}</span>
                <span className="text-sm text-muted">{t(text)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" block>
          {t('Continue')}
        </Button>
      </form>
      <p className="text-center">
        {t('Already have an account?')} <TextLink to={paths.login}>{t('Sign in')}</TextLink>
      </p>
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { ChooseAccountPage as Page };
