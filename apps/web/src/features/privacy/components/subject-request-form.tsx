import {
  type CreateSubjectRequest,
  SUBJECT_REQUEST_KIND_LABELS,
  SUBJECT_REQUEST_KINDS,
  type SubjectRequestKind,
} from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api';
import { t } from '@/lib/i18n/i18n';
import { useAction } from '@/lib/use-action';
import { submitSubjectRequest } from '../api/public';
import { dateText } from '../lib/format';

const REQUIRED = {
  name: 'Enter your name',
  contact: 'Enter an e-mail address or a phone number',
  kind: 'Choose what you ask',
  details: 'Say what you need',
};
const EMPTY = { name: '', contact: '', kind: '', details: '' };
const KIND_OPTIONS = SUBJECT_REQUEST_KINDS.map((kind) => ({
  value: kind,
  label: SUBJECT_REQUEST_KIND_LABELS[kind],
}));

/** A data subject request from anyone, account or not: name, a way to reach them, what they ask. */
export function SubjectRequestForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { run, busy } = useAction(submitSubjectRequest);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // Checked here without the schema library (the page is public and light); the server checks again.
    const body: CreateSubjectRequest = {
      name: values.name.trim(),
      contact: values.contact.trim(),
      kind: values.kind as SubjectRequestKind,
      details: values.details.trim(),
    };
    const missing = Object.fromEntries(
      Object.entries(REQUIRED)
        .filter(([field]) => !body[field as keyof CreateSubjectRequest])
        .map(([field, message]) => [field, message]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const outcome = await run(body);
    if (!outcome) return;
    if (outcome.ok) {
      setDone(`${outcome.value.msg} Answer due by ${dateText(outcome.value.payload.due_at)}.`);
      setValues(EMPTY);
      return;
    }
    const error = outcome.error;
    if (error instanceof ApiError) setErrors(error.fields);
    setFailure(error instanceof Error ? error.message : 'We could not send your request. Try again.');
  }

  if (done) {
    return (
      <p role="status" className="rounded-md border border-brand-200 bg-brand-50 p-3">
        {done}
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('Request about your data')}
    >
      {failure && (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      )}
      <TextField
        label={t('Your name')}
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="name"
      />
      <TextField
        label={t('How can we reach you?')}
        hint={t('An e-mail address or a phone number')}
        required
        value={values.contact}
        onChange={set('contact')}
        error={errors.contact}
      />
      <SelectField
        label={t('What do you ask?')}
        required
        placeholder={t('Choose one')}
        options={KIND_OPTIONS}
        value={values.kind}
        onChange={set('kind')}
        error={errors.kind}
      />
      <TextareaField
        label={t('Details')}
        hint={t('Say who you are on the roll (institution, year) and what you need.')}
        required
        rows={4}
        value={values.details}
        onChange={set('details')}
        error={errors.details}
      />
      <Button type="submit" busy={busy} busyLabel={t('Sending…')} className="self-start">
        {t('Send request')}
      </Button>
    </form>
  );
}
