import {
  CHANNEL_WORDS,
  type ChannelFit,
  type ChannelOption,
  type ChannelQuestion,
  channelFit,
  phoneQuestionIn,
  SMS_PART_UNITS,
  SURVEY_LANGUAGE_NAMES,
  SURVEY_LANGUAGES,
  type SurveyLanguage,
  USSD_SCREEN_MAX,
} from '@tvet/contract';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { t } from '@/lib/i18n/i18n';
import { useSurveyTranslations } from '../../api/translations';
import { TRANSLATION_STATUS_LABELS } from './labels';

/** A saved question: its ids name its texts in the survey's translations. */
type SavedQuestion = ChannelQuestion & { _id: string; options: readonly (ChannelOption & { _id: string })[] };
const isSaved = (question: ChannelQuestion): question is SavedQuestion =>
  '_id' in question && typeof question._id === 'string';

function fitLines(fit: ChannelFit) {
  const ussd = !fit.ussd.answerable
    ? { ok: false, text: t('Skipped on USSD (a free-text answer needs a short version to be asked there)') }
    : fit.ussd.fits
      ? { ok: true, text: t('USSD: fits one screen') }
      : {
          ok: false,
          text: t('USSD: {count} screens (00 More); a short version would fit one', {
            count: fit.ussd.screens.length,
          }),
        };
  const sms = fit.sms.fits
    ? { ok: true, text: t('Text message: {encoding}, 1 part', { encoding: fit.sms.encoding }) }
    : {
        ok: false,
        text: t('Text message: {encoding}, {count} parts; a short version costs less', {
          encoding: fit.sms.encoding,
          count: fit.sms.segments,
        }),
      };
  return [ussd, sms];
}

function FitLines({ fit }: { fit: ChannelFit }) {
  const [ussd, sms] = fitLines(fit) as [{ ok: boolean; text: string }, { ok: boolean; text: string }];
  const line = (part: { ok: boolean; text: string }) => (
    <span className={part.ok ? 'text-muted' : 'font-semibold text-amber-800'}>
      {part.ok ? '' : '⚠ '}
      {part.text}
    </span>
  );
  return (
    <>
      {line(ussd)}
      {' · '}
      {line(sms)}
    </>
  );
}

/**
 * How a question reads on USSD and in a text message (issue 27), rendered by the same contract functions the
 * server's interview engine uses, with a warning where it does not fit in one screen or one message part. A saved
 * question of a survey can be previewed in each of its translations (issue 29), with the channel's words in that
 * language and the texts the engine would choose (the contract's phoneQuestionIn).
 */
export function ChannelPreview({ question, surveyId }: { question: ChannelQuestion; surveyId?: string }) {
  // The screens are drawn only while open: a long survey's builder would otherwise repeat every question thrice.
  const [open, setOpen] = useState(false);
  const fit = channelFit(question);
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-12 cursor-pointer py-3">
        <FitLines fit={fit} />
      </summary>
      {open &&
        (surveyId && isSaved(question) ? (
          <InLanguage surveyId={surveyId} question={question} />
        ) : (
          <Screens fit={fit} language="en" />
        ))}
    </details>
  );
}

function InLanguage({ surveyId, question }: { surveyId: string; question: SavedQuestion }) {
  const query = useSurveyTranslations(surveyId);
  const [language, setLanguage] = useState<SurveyLanguage>('en');
  const translation = query.data?.translations.find((row) => row.language === language);
  const shown = translation ? phoneQuestionIn(question, translation.texts) : question;
  const fit = channelFit(shown, CHANNEL_WORDS[language]);
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t('Language of the preview')}
        className="sm:max-w-xs"
        value={language}
        disabled={!query.isSuccess}
        onChange={(event) => setLanguage(event.target.value as SurveyLanguage)}
        options={SURVEY_LANGUAGES.map((code) => {
          const status = query.data?.translations.find((row) => row.language === code)?.status;
          return {
            value: code,
            label:
              code === 'en'
                ? SURVEY_LANGUAGE_NAMES.en
                : `${SURVEY_LANGUAGE_NAMES[code]} · ${status ? TRANSLATION_STATUS_LABELS[status] : t('Not started')}`,
          };
        })}
      />
      {language !== 'en' && (
        <>
          {translation?.status !== 'approved' && (
            <p className="font-semibold text-amber-800">
              {t('Graduates read English here until this translation is approved.')}
            </p>
          )}
          <p>
            <FitLines fit={fit} />
          </p>
        </>
      )}
      <Screens fit={fit} language={language} />
    </div>
  );
}

function Screens({ fit, language }: { fit: ChannelFit; language: SurveyLanguage }) {
  // A monospace face draws Yoruba's and Igbo's combining tone marks beside their letter, not on it.
  const face = language === 'en' ? 'font-mono' : 'font-sans';
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <figure className="flex min-w-0 flex-col gap-2">
        <figcaption className="font-semibold">{t('On USSD')}</figcaption>
        {fit.ussd.screens.map((screen, index) => (
          // Screens are pages of one question: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the screens never reorder.
          <div key={index} className="flex flex-col gap-1">
            <pre
              lang={language}
              className={`whitespace-pre-wrap break-words rounded bg-[#d7e4c0] p-2 text-xs text-gray-900 ${face}`}
            >
              {screen}
            </pre>
            <p className="text-xs text-muted">
              {t('Screen {place}: {count} of {max} characters', {
                place: index + 1,
                count: screen.length,
                max: USSD_SCREEN_MAX,
              })}
            </p>
          </div>
        ))}
      </figure>
      <figure className="flex min-w-0 flex-col gap-2">
        <figcaption className="font-semibold">{t('In a text message')}</figcaption>
        <pre
          lang={language}
          className={`whitespace-pre-wrap break-words rounded bg-gray-100 p-2 text-xs text-gray-900 ${face}`}
        >
          {fit.sms.text}
        </pre>
        <p className="text-xs text-muted">
          {t(
            '{encoding}: {units} units, one part holds {max}; {count, plural, one {# part} other {# parts}}',
            {
              encoding: fit.sms.encoding,
              units: fit.sms.units,
              max: SMS_PART_UNITS[fit.sms.encoding].single,
              count: fit.sms.segments,
            },
          )}
        </p>
      </figure>
    </div>
  );
}
