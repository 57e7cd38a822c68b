import { type ConsentPurpose, type ConsentState, guardianRequestSchema } from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { t } from '@/lib/i18n/i18n';
import { useAskGuardian, useConsents, useSetConsent } from '../api/consents';
import { dateTimeText } from '../lib/format';

/**
 * Settings > Privacy and data: the optional extras (mentoring, job matching, WhatsApp), each with a switch that
 * gives or withdraws consent in one tap, so withdrawing is as easy as giving. Under 18, a guardian confirms
 * first (NDPA s. 31): until then the switches are not offered, only the guardian form.
 */
export function ConsentSettings() {
  const consents = useConsents();
  if (consents.isPending) return <LoadingPanel label={t('Loading your choices…')} />;
  if (consents.isError) {
    return (
      <ErrorPanel
        message={t('We could not load your choices.')}
        detail={consents.error.message}
        onRetry={() => consents.refetch()}
      />
    );
  }
  const state = consents.data;
  return (
    <section aria-labelledby="extras-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="extras-heading" className="text-xl font-bold">
          {t('Optional extras')}
        </h2>
        <p className="text-muted">
          {t(
            'These are optional and rest on your consent. Turn each on or off at any time; we record each choice with the privacy notice you were shown.',
          )}
        </p>
      </div>
      {state.offered ? <Switches state={state} /> : <GuardianForm state={state} />}
      {state.history.length > 0 && (
        <details className="rounded-lg bg-gray-50 p-3">
          <summary className="min-h-12 cursor-pointer content-center font-semibold">
            {t('Your choices so far')}
          </summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {state.history.map((event) => (
              <li key={event._id}>
                {dateTimeText(event.createdAt)}: {event.given ? 'gave' : 'withdrew'} {t('consent to')}{' '}
                {state.purposes.find((p) => p.purpose === event.purpose)?.name ?? event.purpose}{' '}
                {t('(notice version')} {event.notice_version})
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function Switches({ state }: { state: ConsentState }) {
  const setConsent = useSetConsent();
  const [pending, setPending] = useState<ConsentPurpose | null>(null);

  async function flip(purpose: ConsentPurpose, given: boolean) {
    setPending(purpose);
    try {
      const answer = await setConsent.mutateAsync({ purpose, given });
      toast(answer.msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : 'We could not save your choice. Try again.');
    } finally {
      setPending(null);
    }
  }

  return (
    <ul className="flex flex-col gap-3">
      {state.purposes.map((item) => {
        const labelId = `consent-${item.purpose}`;
        return (
          <li
            key={item.purpose}
            className="flex items-start justify-between gap-4 rounded-xl p-4 ring-1 ring-gray-200"
          >
            <div className="flex flex-col gap-1">
              <span id={labelId} className="font-semibold">
                {item.name}
              </span>
              <span className="text-sm text-muted">{item.purpose_text}</span>
              {item.since && (
                <span className="text-sm text-muted">
                  {item.given ? 'On' : 'Off'} {t('since')} {dateTimeText(item.since)}
                </span>
              )}
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={item.given}
              aria-labelledby={labelId}
              aria-busy={pending === item.purpose || undefined}
              onClick={() => pending === null && flip(item.purpose, !item.given)}
              className={`relative inline-flex h-12 w-20 shrink-0 items-center rounded-full px-1 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 ${
                item.given ? 'bg-brand-700' : 'bg-gray-400'
              }`}
            >
              <span
                aria-hidden="true"
                className={`inline-block size-10 rounded-full bg-white shadow transition-transform ${
                  item.given ? 'translate-x-8' : 'translate-x-0'
                }`}
              />
              <span className="sr-only">{item.given ? 'On' : 'Off'}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

type GuardianWay = 'email' | 'phone';

function GuardianForm({ state }: { state: ConsentState }) {
  const ask = useAskGuardian();
  const [values, setValues] = useState({ guardian_name: '', guardian_email: '', guardian_phone: '' });
  const [way, setWay] = useState<GuardianWay>('email');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body =
      way === 'email'
        ? { guardian_name: values.guardian_name, guardian_email: values.guardian_email }
        : { guardian_name: values.guardian_name, guardian_phone: values.guardian_phone };
    const parsed = guardianRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      // The typed text goes, not the parsed one: the server reads the phone the same way the contract did here.
      const answer = await ask.mutateAsync(body);
      toast(answer.msg);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast(error instanceof Error ? error.message : 'We could not send the request. Try again.');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3">
        {t(
          'You are under 18. The law asks a parent or guardian to agree before you use mentoring, job matching or WhatsApp messages. Give us their name and their e-mail address or phone number: we send them a link to confirm.',
        )}
      </p>
      {state.guardian.status === 'pending' && (
        <p role="status">
          {t('We are waiting for')} {state.guardian.name}{' '}
          {t('to confirm. You can send the request again, to them or to someone else.')}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('Ask a guardian')}>
        <TextField
          label={t("Guardian's name")}
          required
          value={values.guardian_name}
          onChange={(event) => setValues((v) => ({ ...v, guardian_name: event.target.value }))}
          error={errors.guardian_name}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t('How should we reach them?')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(
              [
                ['email', t('By e-mail')],
                ['phone', t('By text message')],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="guardian-way"
                  value={value}
                  checked={way === value}
                  onChange={() => setWay(value)}
                  className="h-5 w-5"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {way === 'email' ? (
          <TextField
            label={t("Guardian's e-mail address")}
            type="email"
            required
            value={values.guardian_email}
            onChange={(event) => setValues((v) => ({ ...v, guardian_email: event.target.value }))}
            error={errors.guardian_email}
          />
        ) : (
          <TextField
            label={t("Guardian's phone number")}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            hint={t('A Nigerian mobile number, e.g. 0803 123 4567. We send one text message with the link.')}
            value={values.guardian_phone}
            onChange={(event) => setValues((v) => ({ ...v, guardian_phone: event.target.value }))}
            error={errors.guardian_phone}
          />
        )}
        <Button type="submit" busy={ask.isPending} busyLabel={t('Sending…')} className="self-start">
          {t('Ask my guardian')}
        </Button>
      </form>
    </div>
  );
}
