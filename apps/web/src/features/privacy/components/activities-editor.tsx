import {
  CONSENT_PURPOSES,
  LAWFUL_BASES,
  LAWFUL_BASIS_LABELS,
  type LawfulBasis,
  type ProcessingActivity,
} from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RecordCard } from '@/components/ui/console-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SelectField } from '@/components/ui/select-field';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { t } from '@/lib/i18n/i18n';
import { usePrivacyOverview, usePublishNotice, useUpdateActivity } from '../api/console';
import { dateText } from '../lib/format';

const BASIS_OPTIONS = LAWFUL_BASES.map((basis) => ({
  value: basis,
  get label() {
    return LAWFUL_BASIS_LABELS[basis];
  },
}));
const FIELDS = [
  ['name', 'Name'],
  ['data', 'What is processed'],
  ['purpose', 'Purpose'],
  ['retention', 'How long it is kept'],
  ['recipients', 'Who receives it'],
] as const;

/** The record of processing activities, editable (each change audit logged), and the notice's versions. */
export function ActivitiesEditor() {
  const overview = usePrivacyOverview();
  if (overview.isPending) return <LoadingPanel label={t('Loading the record…')} />;
  if (overview.isError) {
    return (
      <ErrorPanel
        message={t('We could not load the record.')}
        detail={overview.error.message}
        onRetry={() => overview.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        {t(
          'The public privacy page shows this record as it is here. Optional extras keep consent as their lawful basis.',
        )}
      </p>
      <ul className="flex flex-col gap-3">
        {overview.data.activities.map((activity) => (
          <li key={activity.key}>
            <ActivityCard activity={activity} />
          </li>
        ))}
      </ul>
      <NoticeEditor
        version={overview.data.notice.version}
        published={overview.data.notice.published_at}
        text={overview.data.notice.text}
      />
    </div>
  );
}

function ActivityCard({ activity }: { activity: ProcessingActivity }) {
  const update = useUpdateActivity();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(activity);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const consentOnly = (CONSENT_PURPOSES as readonly string[]).includes(activity.key);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = Object.fromEntries(
      [...FIELDS.map(([field]) => field), 'lawful_basis' as const]
        .filter((field) => values[field] !== activity[field])
        .map((field) => [field, values[field]]),
    );
    try {
      toast((await update.mutateAsync({ key: activity.key, body })).msg);
      setEditing(false);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast(error instanceof Error ? error.message : 'We could not save the change.');
    }
  }

  if (!editing) {
    return (
      <RecordCard>
        <h3 className="text-lg font-semibold">{activity.name}</h3>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">{t('Lawful basis')}</dt>
          <dd>{activity.lawful_basis_label}</dd>
          {FIELDS.slice(1).map(([field, label]) => (
            <div key={field} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{activity[field]}</dd>
            </div>
          ))}
        </dl>
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            setValues(activity);
            setEditing(true);
          }}
        >
          {t('Edit {name}', { name: activity.name })}
        </Button>
      </RecordCard>
    );
  }
  return (
    <RecordCard>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3"
        aria-label={t('Edit {name}', { name: activity.name })}
      >
        {FIELDS.map(([field, label]) => (
          <TextareaField
            key={field}
            label={label}
            rows={field === 'name' ? 1 : 3}
            value={values[field]}
            onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
            error={errors[field]}
          />
        ))}
        <SelectField
          label={t('Lawful basis')}
          options={BASIS_OPTIONS}
          disabled={consentOnly}
          hint={consentOnly ? 'An optional extra rests on consent.' : undefined}
          value={values.lawful_basis}
          onChange={(event) => setValues((v) => ({ ...v, lawful_basis: event.target.value as LawfulBasis }))}
          error={errors.lawful_basis}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={update.isPending} busyLabel={t('Saving…')}>
            {t('Save')}
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            {t('Cancel')}
          </Button>
        </div>
      </form>
    </RecordCard>
  );
}

function NoticeEditor({ version, published, text }: { version: number; published: string; text: string }) {
  const publish = usePublishNotice();
  const [draft, setDraft] = useState(text);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      toast((await publish.mutateAsync(draft)).msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : 'We could not publish the notice.');
    }
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-gray-200"
      aria-label={t('Privacy notice')}
    >
      <h3 className="text-lg font-semibold">{t('Privacy notice')}</h3>
      <p className="text-sm text-muted">
        {t(
          'Version {version}, published {published}. Publishing makes a new version: sign-ups and consents record the version shown from then on.',
          { version, published: dateText(published) },
        )}
      </p>
      <TextareaField
        label={t('Notice text')}
        rows={10}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button
        type="submit"
        className="self-start"
        busy={publish.isPending}
        busyLabel={t('Publishing…')}
        disabled={draft.trim() === text.trim()}
      >
        {t('Publish as version {version}', { version: version + 1 })}
      </Button>
    </form>
  );
}
