import {
  CONSENT_PURPOSE_QUESTIONS,
  type ConsentPurpose,
  type TracerBaselineForm,
  type TracerBaselineInput,
} from '@tvet/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import { fetchBaseline, sendBaseline } from '../api/baseline';

type Choice = 'yes' | 'no' | '';

/** The contract's CONSENT_PURPOSE_QUESTIONS in the reader's language (a purpose added later shows its English). */
const PURPOSE_QUESTION: Partial<Record<ConsentPurpose, () => string>> = {
  mentoring: () => t('Be offered a mentor from your trade'),
  job_matching: () => t('Be shown to employers looking for your skills'),
  whatsapp_contact: () => t('Be contacted on WhatsApp'),
};

/**
 * The baseline wave (at graduation, issue 26) on the answer-by-link page: confirm or correct how to reach the
 * graduate, answer the consents to the optional extras and give an alternative contact. Its own small form above
 * the questionnaire; shows nothing for a later wave's link or while it loads (the questionnaire does not wait).
 */
export function BaselineSection({ token }: { token: string }) {
  const [form, setForm] = useState<TracerBaselineForm | null>(null);
  const [fields, setFields] = useState({
    phone: '',
    email: '',
    whatsapp: '',
    altName: '',
    altRelation: '',
    altPhone: '',
    altEmail: '',
  });
  const [consents, setConsents] = useState<Partial<Record<ConsentPurpose, Choice>>>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);

  useEffect(() => {
    fetchBaseline(token)
      .then(setForm)
      .catch(() => setForm(null));
  }, [token]);

  if (!form?.asked) return null;
  const field = (key: keyof typeof fields) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [key]: event.target.value })),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const body: TracerBaselineInput = {
      phone: fields.phone,
      email: fields.email,
      whatsapp: fields.whatsapp,
      consents: Object.fromEntries(
        Object.entries(consents)
          .filter(([, choice]) => choice)
          .map(([purpose, choice]) => [purpose, choice === 'yes']),
      ),
      alternative: {
        name: fields.altName,
        relation: fields.altRelation,
        phone: fields.altPhone,
        email: fields.altEmail,
      },
    } as TracerBaselineInput;
    try {
      setStatus({ kind: 'saved', text: await sendBaseline(token, body) });
    } catch (caught) {
      setStatus({
        kind: 'error',
        text: caught instanceof Error ? caught.message : t('We could not save this. Try again.'),
      });
    }
  }

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-gray-300 p-4"
      aria-labelledby="baseline-title"
      onSubmit={save}
      noValidate
    >
      <h2 id="baseline-title" className="text-lg font-bold">
        {t('How can we reach you?')}
      </h2>
      <p className="text-sm">
        {t('We will ask you again in 1, 3 and 5 years. Contact details change fast: check them now.')}{' '}
        {form.contacts.email || form.contacts.phone
          ? t('Leave a box empty to keep what we have: {contacts}', {
              contacts: [form.contacts.email, form.contacts.phone].filter(Boolean).join(', '),
            })
          : t('Leave a box empty to keep what we have.')}
      </p>
      <TextField label={t('Phone number')} inputMode="tel" autoComplete="tel" {...field('phone')} />
      <TextField label={t('E-mail address')} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t('WhatsApp number (optional)')} inputMode="tel" {...field('whatsapp')} />
      {form.purposes.length > 0 && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold">{t('Optional extras: would you like to…')}</legend>
          {form.purposes.map((purpose) => (
            <div key={purpose} className="flex flex-col gap-1">
              <label htmlFor={`consent-${purpose}`}>
                {PURPOSE_QUESTION[purpose]?.() ?? CONSENT_PURPOSE_QUESTIONS[purpose]}
              </label>
              <select
                id={`consent-${purpose}`}
                className="field-input min-h-12"
                value={consents[purpose] ?? ''}
                onChange={(event) =>
                  setConsents((current) => ({ ...current, [purpose]: event.target.value as Choice }))
                }
              >
                <option value="">{t('Not now')}</option>
                <option value="yes">{t('Yes, I agree')}</option>
                <option value="no">{t('No')}</option>
              </select>
            </div>
          ))}
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">
          {t('Someone who will know how to reach you (optional)')}
        </legend>
        <TextField label={t('Their name')} autoComplete="off" {...field('altName')} />
        <TextField
          label={t('Who they are to you (e.g. aunt, friend)')}
          autoComplete="off"
          {...field('altRelation')}
        />
        <TextField
          label={t('Their phone number')}
          inputMode="tel"
          autoComplete="off"
          {...field('altPhone')}
        />
        <TextField label={t('Their e-mail address')} type="email" autoComplete="off" {...field('altEmail')} />
      </fieldset>
      {status && (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={status.kind === 'error' ? 'font-semibold text-red-800' : 'font-semibold'}
        >
          {status.text}
        </p>
      )}
      <Button type="submit" variant="secondary" block busyLabel={t('Saving…')}>
        {form.confirmed ? t('Update my contact details') : t('Confirm my contact details')}
      </Button>
    </form>
  );
}
