import type { PrivacyOverview } from '@tvet/contract';
import { useEffect, useState } from 'react';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';
import { getPrivacy } from '../api/public';
import { SubjectRequestForm } from '../components/subject-request-form';
import { dateText, periodText } from '../lib/format';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'done'; data: PrivacyOverview };

/**
 * /privacy (public): what the platform processes, why, on which lawful basis, for how long and who receives it,
 * the privacy notice, and a form for people without an account. Plain words; no heavy parts (it is public and
 * read on phones): one fetch, no query library.
 */
export function PrivacyPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on "Try again".
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getPrivacy(controller.signal)
      .then((data) => setLoad({ state: 'done', data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [attempt]);

  return (
    <PublicLayout title={t('Privacy')} wide>
      <div className="flex flex-col gap-6">
        <PageHeading title={t('Privacy: what we do with your data')}>
          {t(
            'The TVET graduate tracer follows what graduates do after their training. This page says, in plain words, what we keep about you, why, for how long, and what you can do about it (Nigeria Data Protection Act 2023).',
          )}
        </PageHeading>
        {load.state === 'loading' && <LoadingPanel label={t('Loading the privacy information…')} />}
        {load.state === 'error' && (
          <ErrorPanel
            message={t('We could not load the privacy information.')}
            detail={load.message}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
        {load.state === 'done' && <Overview data={load.data} />}
        <section aria-labelledby="rights" className="flex flex-col gap-3">
          <h2 id="rights" className="text-xl font-bold">
            {t('Your rights')}
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              {t(
                'See and download what we hold about you, and correct it (Settings, when you have an account).',
              )}
            </li>
            <li>{t('Delete your account: your answers are then kept only as anonymous figures.')}</li>
            <li>
              {t(
                'Object to the study: from Settings, from the stop link in any of our messages, or by replying STOP to a text message. We then stop every contact, also when your institution uploads its roll again.',
              )}
            </li>
            <li>
              {t('Withdraw a consent at any time, as easily as you gave it (Settings, Privacy and data).')}
            </li>
          </ul>
          <p>{t('No account, or need a person to help? Send us a request. We answer within 30 days.')}</p>
          <SubjectRequestForm />
        </section>
      </div>
    </PublicLayout>
  );
}

function Overview({ data }: { data: PrivacyOverview }) {
  return (
    <>
      <section aria-labelledby="notice" className="flex flex-col gap-2">
        <h2 id="notice" className="text-xl font-bold">
          {t('Privacy notice')}
        </h2>
        <p className="text-sm text-muted">
          {t('Version {version}, published {published_at}', {
            version: data.notice.version,
            published_at: dateText(data.notice.published_at),
          })}
        </p>
        {data.notice.text.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="activities" className="flex flex-col gap-3">
        <h2 id="activities" className="text-xl font-bold">
          {t('What we process and why')}
        </h2>
        {data.activities.map((activity) => (
          <article key={activity.key} className="rounded-xl p-4 ring-1 ring-gray-200">
            <h3 className="text-lg font-semibold">{activity.name}</h3>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold">{t('What')}</dt>
              <dd>{activity.data}</dd>
              <dt className="font-semibold">{t('Why')}</dt>
              <dd>{activity.purpose}</dd>
              <dt className="font-semibold">{t('Lawful basis')}</dt>
              <dd>{activity.lawful_basis_label}</dd>
              <dt className="font-semibold">{t('How long')}</dt>
              <dd>{activity.retention}</dd>
              <dt className="font-semibold">{t('Who receives it')}</dt>
              <dd>{activity.recipients}</dd>
            </dl>
          </article>
        ))}
      </section>
      <section aria-labelledby="retention" className="flex flex-col gap-3">
        <h2 id="retention" className="text-xl font-bold">
          {t('How long we keep things')}
        </h2>
        <ul className="flex flex-col gap-2">
          {data.retention_rules.map((rule) => (
            <li key={rule.key} className="rounded-lg bg-gray-50 p-3">
              <span className="font-semibold">{rule.kind}</span>: {periodText(rule.hours)} {t('after')}{' '}
              {rule.from}
              {t(', then')} {rule.then}.
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="breaches" className="flex flex-col gap-2">
        <h2 id="breaches" className="text-xl font-bold">
          {t('If something goes wrong')}
        </h2>
        <p>
          {t(
            'If your data is exposed, we tell the Nigeria Data Protection Commission within 72 hours and tell you when it puts you at risk.',
          )}
        </p>
      </section>
    </>
  );
}

/** The route module's page, for the router's lazy loading. */
export { PrivacyPage as Page };
