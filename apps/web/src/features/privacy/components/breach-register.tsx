import { type Breach, createBreachSchema } from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RecordCard } from '@/components/ui/console-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pager } from '@/components/ui/pager';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { t } from '@/lib/i18n/i18n';
import {
  useBreaches,
  useNotifyAffected,
  useRecordBreach,
  useStopNotices,
  useUpdateBreach,
} from '../api/console';
import { clockText, dateTimeText } from '../lib/format';
import { ClockLabel } from './clock-label';

const say = async (call: Promise<{ msg: string }>) => {
  try {
    toast((await call).msg);
  } catch (error) {
    toast(error instanceof Error ? error.message : 'That did not work. Try again.');
  }
};

/** The breach register (NDPA s. 40): newest first, each with its 72-hour clock, true total, paged. */
export function BreachRegister() {
  const [page, setPage] = useState(1);
  const breaches = useBreaches(page);
  return (
    <div className="flex flex-col gap-4">
      <NewBreachForm />
      {breaches.isPending && <LoadingPanel label={t('Loading the breach register…')} />}
      {breaches.isError && (
        <ErrorPanel
          message={t('We could not load the breach register.')}
          detail={breaches.error.message}
          onRetry={() => breaches.refetch()}
        />
      )}
      {breaches.data && (
        <>
          <p className="text-muted">
            {breaches.data.totalDocs} {breaches.data.totalDocs === 1 ? 'breach' : 'breaches'} {t('recorded')}
          </p>
          <ul className="flex flex-col gap-3">
            {breaches.data.docs.map((breach) => (
              <li key={breach._id}>
                <BreachCard breach={breach} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={breaches.data.totalPages}
            onPage={setPage}
            label={t('Breach pages')}
            hideSinglePage
          />
        </>
      )}
    </div>
  );
}

function Clock({ breach }: { breach: Breach }) {
  if (breach.ndpc_notified_at) {
    return (
      <ClockLabel tone="done">
        {t('Commission told {ndpc_notified_at}', { ndpc_notified_at: dateTimeText(breach.ndpc_notified_at) })}
      </ClockLabel>
    );
  }
  return (
    <ClockLabel tone={breach.overdue ? 'late' : 'running'}>
      {t('Commission notice {ndpc_due_at}', { ndpc_due_at: clockText(breach.ndpc_due_at) })}
    </ClockLabel>
  );
}

function BreachCard({ breach }: { breach: Breach }) {
  const update = useUpdateBreach();
  const notify = useNotifyAffected();
  const stop = useStopNotices();
  return (
    <RecordCard>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{breach.title}</h3>
        <Clock breach={breach} />
      </div>
      <p>{breach.description}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">{t('Aware since')}</dt>
        <dd>{dateTimeText(breach.aware_at)}</dd>
        <dt className="font-semibold">{t('Commission notice due')}</dt>
        <dd>{dateTimeText(breach.ndpc_due_at)}</dd>
        <dt className="font-semibold">{t('Data affected')}</dt>
        <dd>{breach.data_kinds.join(', ') || 'not recorded'}</dd>
        <dt className="font-semibold">{t('People affected')}</dt>
        <dd>
          {t('{people_affected} ({affected_accounts} with an account to notify)', {
            people_affected: breach.people_affected,
            affected_accounts: breach.affected_accounts,
          })}
        </dd>
        <dt className="font-semibold">{t('Institutions')}</dt>
        <dd>{breach.institutions.join(', ') || 'none named'}</dd>
        <dt className="font-semibold">{t('People must be told')}</dt>
        <dd>{breach.subjects_must_be_told ? 'Yes' : 'No'}</dd>
        <dt className="font-semibold">{t('Notices')}</dt>
        <dd>
          {breach.notices_stopped_at
            ? t('{queued} of {affected} queued; stopped {stoppedAt}', {
                queued: breach.notices_queued,
                affected: breach.affected_accounts,
                stoppedAt: dateTimeText(breach.notices_stopped_at),
              })
            : t('{queued} of {affected} queued', {
                queued: breach.notices_queued,
                affected: breach.affected_accounts,
              })}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {!breach.ndpc_notified_at && (
          <Button
            variant="secondary"
            onClick={() =>
              say(
                update.mutateAsync({ id: breach._id, body: { ndpc_notified_at: new Date().toISOString() } }),
              )
            }
          >
            {t('Commission told now')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() =>
            say(
              update.mutateAsync({
                id: breach._id,
                body: { subjects_must_be_told: !breach.subjects_must_be_told },
              }),
            )
          }
        >
          {breach.subjects_must_be_told ? 'Mark: people need not be told' : 'Mark: people must be told'}
        </Button>
        {!breach.notices_stopped_at && breach.affected_accounts > 0 && (
          <>
            <Button onClick={() => say(notify.mutateAsync(breach._id))}>{t('Notify affected people')}</Button>
            <Button variant="ghost" onClick={() => say(stop.mutateAsync(breach._id))}>
              {t('Stop further notices')}
            </Button>
          </>
        )}
      </div>
    </RecordCard>
  );
}

const EMPTY = {
  title: '',
  description: '',
  aware_at: '',
  data_kinds: '',
  people_affected: '',
  institutions: '',
  affected_emails: '',
};
const list = (text: string) =>
  text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

function NewBreachForm() {
  const record = useRecordBreach();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [mustTell, setMustTell] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = {
      title: values.title,
      description: values.description,
      aware_at: values.aware_at ? new Date(values.aware_at).toISOString() : '',
      data_kinds: list(values.data_kinds),
      people_affected: values.people_affected === '' ? Number.NaN : Number(values.people_affected),
      institutions: list(values.institutions),
      subjects_must_be_told: mustTell,
      affected_emails: list(values.affected_emails),
    };
    const parsed = createBreachSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const answer = await record.mutateAsync(body);
      toast(answer.msg);
      setValues(EMPTY);
      setMustTell(false);
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast(error instanceof Error ? error.message : 'We could not record the breach.');
    }
  }

  if (!open) {
    return (
      <Button className="self-start" onClick={() => setOpen(true)}>
        {t('Record a breach')}
      </Button>
    );
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl p-4 ring-1 ring-gray-200"
      aria-label={t('Record a breach')}
    >
      <h3 className="text-lg font-semibold">{t('Record a breach')}</h3>
      <TextField
        label={t('What happened (short title)')}
        required
        value={values.title}
        onChange={set('title')}
        error={errors.title}
      />
      <TextareaField
        label={t('Description')}
        required
        rows={3}
        value={values.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextField
        label={t('When did we become aware?')}
        type="datetime-local"
        required
        value={values.aware_at}
        onChange={set('aware_at')}
        error={errors.aware_at}
      />
      <TextField
        label={t('Kinds of data affected')}
        hint={t('Separated by commas: names, phone numbers…')}
        value={values.data_kinds}
        onChange={set('data_kinds')}
        error={errors.data_kinds}
      />
      <TextField
        label={t('Number of people affected')}
        type="number"
        inputMode="numeric"
        min={0}
        required
        value={values.people_affected}
        onChange={set('people_affected')}
        error={errors.people_affected}
      />
      <TextField
        label={t('Institutions affected')}
        hint={t('Separated by commas')}
        value={values.institutions}
        onChange={set('institutions')}
        error={errors.institutions}
      />
      <TextareaField
        label={t('Accounts to notify')}
        hint={t(
          'Their e-mail addresses, one a line or separated by commas (addresses with no account are left out)',
        )}
        rows={3}
        value={values.affected_emails}
        onChange={set('affected_emails')}
        error={errors.affected_emails}
      />
      <label className="flex min-h-12 items-center gap-3">
        <input
          type="checkbox"
          className="size-6"
          checked={mustTell}
          onChange={(event) => setMustTell(event.target.checked)}
        />
        {t('The people affected must be told (high risk to them)')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={record.isPending} busyLabel={t('Recording…')}>
          {t('Record breach')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
