import {
  type SourceText,
  SURVEY_LANGUAGE_NAMES,
  type SurveyTranslations,
  TRANSLATION_LANGUAGES,
  TRANSLATION_STATUSES,
  type TranslationLanguage,
  type TranslationStatus,
} from '@tvet/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { LoadingPanel } from '@/components/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { formErrorOf } from '@/lib/show-error';
import {
  useDownloadTranslations,
  useSaveTranslation,
  useSurveyTranslations,
  useUploadTranslations,
} from '../../api/translations';
import { TRANSLATION_STATUS_LABELS } from './labels';

/**
 * The survey's texts in Hausa, Yoruba, Igbo and Nigerian Pidgin (issue 29): one tab per language with its review
 * status; only an approved translation is shown to respondents, English text by text otherwise. The sheet
 * (XLSForm-style, one column per language) goes out to translators and comes back in here.
 */
export function TranslationsPanel({ surveyId }: { surveyId: string }) {
  const query = useSurveyTranslations(surveyId);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {t('Translations')}
      </h2>
      <p className="text-muted">
        {t(
          'Respondents see a language only once its translation is approved; any text left empty shows in English. Option codes are the same in every language, so the outcome figures count answers in any language together.',
        )}
      </p>
      {query.isSuccess ? (
        <Languages surveyId={surveyId} data={query.data} />
      ) : query.isError ? (
        <ErrorPanel message={query.error.message} onRetry={() => query.refetch()} />
      ) : (
        <LoadingPanel label={t('Loading the translations…')} />
      )}
    </section>
  );
}

function Languages({ surveyId, data }: { surveyId: string; data: SurveyTranslations }) {
  const [language, setLanguage] = useState<TranslationLanguage>('ha');
  return (
    <>
      <SheetControls surveyId={surveyId} />
      <Tabs value={language} onValueChange={(value) => setLanguage(value as TranslationLanguage)}>
        <TabList aria-label={t('Language')}>
          {TRANSLATION_LANGUAGES.map((code) => {
            const status = data.translations.find((row) => row.language === code)?.status;
            return (
              <Tab
                key={code}
                value={code}
                layout="flex min-h-12 shrink-0 flex-col items-start justify-center px-3"
              >
                <span>{SURVEY_LANGUAGE_NAMES[code]}</span>
                <span className="text-xs font-normal">
                  {status ? TRANSLATION_STATUS_LABELS[status] : t('Not started')}
                </span>
              </Tab>
            );
          })}
        </TabList>
        {TRANSLATION_LANGUAGES.map((code) => {
          const translation = data.translations.find((row) => row.language === code);
          return (
            <TabPanel key={code} value={code} className="pt-4">
              <LanguageForm
                // A fresh form when the server's copy changes (a save, an uploaded sheet).
                key={`${code}:${translation?.updatedAt ?? ''}`}
                surveyId={surveyId}
                language={code}
                sources={data.sources}
                status={translation?.status ?? null}
                texts={translation?.texts ?? {}}
              />
            </TabPanel>
          );
        })}
      </Tabs>
    </>
  );
}

function LanguageForm(props: {
  surveyId: string;
  language: TranslationLanguage;
  sources: SourceText[];
  status: TranslationStatus | null;
  texts: Record<string, string>;
}) {
  const save = useSaveTranslation(props.surveyId);
  const [texts, setTexts] = useState(props.texts);
  const [status, setStatus] = useState<TranslationStatus>(props.status ?? 'draft');
  const [error, setError] = useState<FormErrorState | null>(null);
  const name = SURVEY_LANGUAGE_NAMES[props.language];
  const statusId = useId();
  return (
    <form
      noValidate
      lang={props.language}
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        try {
          toast(await save.mutateAsync({ language: props.language, status, texts }));
        } catch (cause) {
          setError(formErrorOf(cause));
        }
      }}
    >
      <FormError error={error} />
      <div className="flex flex-col gap-1" lang="en">
        <label htmlFor={statusId} className="font-medium">
          {t('Status of the {name} translation', { name })}
        </label>
        <select
          id={statusId}
          className="min-h-12 rounded-lg border border-gray-300 bg-white px-3 sm:max-w-xs"
          value={status}
          onChange={(event) => setStatus(event.target.value as TranslationStatus)}
        >
          {TRANSLATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {TRANSLATION_STATUS_LABELS[value]}
              {value === 'approved' ? ': shown to respondents' : ': not shown yet'}
            </option>
          ))}
        </select>
      </div>
      <ol className="flex flex-col gap-4">
        {props.sources.map((source) => {
          const id = `${props.language}-${source.key}`;
          // A short version is what USSD and text messages show: counted as the server counts it.
          const short = source.type.endsWith('-short');
          const value = texts[source.key] ?? '';
          const length = value.normalize('NFC').trim().length;
          const over = length > source.max;
          return (
            <li
              key={source.key}
              className={`flex flex-col gap-1${short ? ' border-l-4 border-brand-50 pl-3' : ''}`}
            >
              <label htmlFor={id} lang="en" className="flex flex-col">
                <span className="text-xs uppercase tracking-wide text-muted">
                  {source.type} · {source.name}
                </span>
                {short && (
                  <span className="text-sm text-muted">{t('Short version for USSD and text messages')}</span>
                )}
                <span className="font-medium break-words">{source.en}</span>
              </label>
              <textarea
                id={id}
                rows={source.en.length > 80 ? 3 : source.en.length > 28 ? 2 : 1}
                className="min-h-12 rounded-lg border border-gray-300 px-3 py-2"
                placeholder={t('{language} (empty: English)', { language: name })}
                value={value}
                aria-describedby={short ? `${id}-count` : undefined}
                aria-invalid={over || undefined}
                onChange={(event) => setTexts({ ...texts, [source.key]: event.target.value })}
              />
              {short && (
                <p
                  id={`${id}-count`}
                  className={over ? 'text-sm font-semibold text-red-800' : 'text-sm text-muted'}
                >
                  {t('{count} of {max} characters', { count: length, max: source.max })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <Button type="submit" busy={save.isPending} busyLabel={t('Saving…')} className="self-start">
        {t('Save {name}', { name })}
      </Button>
    </form>
  );
}

function SheetControls({ surveyId }: { surveyId: string }) {
  const download = useDownloadTranslations(surveyId);
  const upload = useUploadTranslations(surveyId);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<FormErrorState | null>(null);
  const inputId = useId();
  return (
    <div className="flex flex-col gap-2">
      <FormError error={error} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          onClick={async () => {
            setError(null);
            try {
              await download.mutateAsync();
            } catch (cause) {
              setError(formErrorOf(cause));
            }
          }}
        >
          {t('Download sheet for translators')}
        </Button>
        <label htmlFor={inputId} className="btn btn-ghost cursor-pointer">
          {upload.isPending ? t('Checking the sheet…') : t('Upload translated sheet')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setError(null);
            try {
              toast(await upload.mutateAsync(file));
            } catch (cause) {
              setError(formErrorOf(cause));
            } finally {
              if (input.current) input.current.value = '';
            }
          }}
        />
      </div>
    </div>
  );
}
