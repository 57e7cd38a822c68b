import { ADMIN_MESSAGES, type AdminSignInChallenge, TOTP_DIGITS, type TotpSetup } from '@tvet/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { t, tx } from '@/lib/i18n/i18n';
import { sessionFrom, setSession } from '@/lib/session';
import { formErrorOf } from '@/lib/show-error';
import { setUpTotp, verifyTotp } from '../api/admin-totp';
import { signInDestination } from '../lib/sign-in-destination';

/**
 * An administrator's second factor, after the password (architecture, "Security decisions"). The first time:
 * the QR code for an authenticator app, the key to type by hand, and the 10 recovery codes to keep (shown once),
 * then the 6-digit code. Later: the code, or one recovery code. Loaded only when an administrator gets here.
 */
function AdminTwoFactor({
  challenge,
  returnTo,
  onRestart,
}: {
  challenge: AdminSignInChallenge;
  returnTo: string | null;
  /** Back to the password step (the challenge expired). */
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [setupError, setSetupError] = useState<FormErrorState | null>(null);
  const [saved, setSaved] = useState(!challenge.setup_required);
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const [busy, setBusy] = useState(false);

  async function loadSetup() {
    setSetupError(null);
    try {
      setSetup(await setUpTotp(challenge.totp_token));
    } catch (error) {
      setSetupError(formErrorOf(error, { aboveForm: true }));
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per challenge
  useEffect(() => {
    if (challenge.setup_required) void loadSetup();
  }, [challenge.totp_token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const text = value.trim();
    const valid = useRecovery
      ? /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(text)
      : new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(text);
    if (!valid) {
      setFieldError(
        useRecovery
          ? 'Enter a recovery code like abcde-12345'
          : `Enter the ${TOTP_DIGITS}-digit code from your app`,
      );
      return;
    }
    setFieldError(undefined);
    setFormError(null);
    setBusy(true);
    try {
      const { session, msg } = await verifyTotp(
        challenge.totp_token,
        useRecovery ? { recovery_code: text } : { code: text },
      );
      if (useRecovery) toast(msg);
      setSession(sessionFrom(session.key, session.user));
      navigate(signInDestination(session.user, returnTo), { replace: true });
    } catch (error) {
      setFormError(formErrorOf(error, { aboveForm: true }));
      setBusy(false);
    }
  }

  if (challenge.setup_required && !setup) {
    return setupError ? (
      <div className="flex flex-col gap-3">
        <FormError error={setupError} />
        <Button onClick={loadSetup}>{t('Try again')}</Button>
        <Button variant="ghost" onClick={onRestart}>
          {t('Sign in again')}
        </Button>
      </div>
    ) : (
      <LoadingPanel label={t('Preparing two-factor sign-in…')} />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-xl font-bold">{t('Two-factor sign-in')}</h2>
      {setup && !saved ? (
        <section aria-labelledby="totp-setup" className="flex flex-col gap-4">
          <p id="totp-setup">{tx(ADMIN_MESSAGES.totpSetupRequired)}</p>
          <img
            src={setup.qr_code}
            alt={t('QR code to scan with your authenticator app')}
            className="size-52 self-center rounded-lg ring-1 ring-gray-200"
          />
          <p className="text-sm">
            {t('Cannot scan it? Type this key into the app:')}{' '}
            <code className="font-mono break-all" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          <div className="flex flex-col gap-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
            <h3 className="font-semibold">{t('Your recovery codes')}</h3>
            <p className="text-sm">
              {t(
                'Each one signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.',
              )}
            </p>
            <ul aria-label={t('Recovery codes')} className="grid grid-cols-2 gap-1 font-mono">
              {setup.recovery_codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
          <Button onClick={() => setSaved(true)}>{t('I have saved my recovery codes')}</Button>
        </section>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p>
            {useRecovery
              ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
              : ADMIN_MESSAGES.totpRequired}
          </p>
          <FormError error={formError} />
          {useRecovery ? (
            <TextField
              key="recovery"
              label={t('Recovery code')}
              autoComplete="off"
              autoCapitalize="none"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError}
              required
            />
          ) : (
            <TextField
              key="code"
              label={t('{digits}-digit code', { digits: TOTP_DIGITS })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP_DIGITS}
              value={value}
              onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
              error={fieldError}
              required
            />
          )}
          <Button type="submit" block busy={busy} busyLabel={t('Checking…')}>
            {t('Verify and sign in')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setUseRecovery((current) => !current);
              setValue('');
              setFieldError(undefined);
              setFormError(null);
            }}
          >
            {useRecovery ? 'Use the code from my app' : 'Use a recovery code instead'}
          </Button>
          {setup && (
            <Button variant="ghost" onClick={() => setSaved(false)}>
              {t('Show the QR code and recovery codes again')}
            </Button>
          )}
          <Button variant="ghost" onClick={onRestart}>
            {t('Sign in again')}
          </Button>
        </form>
      )}
    </div>
  );
}

export { AdminTwoFactor as default };
