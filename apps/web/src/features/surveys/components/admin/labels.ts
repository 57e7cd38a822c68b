import type { QuestionType, RespondentType, SurveyState, TranslationStatus } from '@tvet/contract';
import { formatDate as formatIntlDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';

/** Who a survey asks, as an administrator reads it. */
export const RESPONDENT_LABELS: Record<RespondentType, string> = {
  get graduate() {
    return t('Graduates');
  },
  get staff() {
    return t('Institution staff');
  },
  get institution() {
    return t('Institutions');
  },
  get employer() {
    return t('Employers');
  },
  get mentor() {
    return t('Mentors');
  },
  get all() {
    return t('Everyone');
  },
};

export const STATE_LABELS: Record<SurveyState, string> = {
  get draft() {
    return t('Draft');
  },
  get published() {
    return t('Published');
  },
  get closed() {
    return t('Closed');
  },
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  get text() {
    return t('Text answer');
  },
  get multiple_choice() {
    return t('Multiple choice');
  },
  get objective() {
    return t('Objective (fixed scale)');
  },
};

// In the chosen language (issue 29), Nigerian English where the phone lacks its locale.
export const formatDate = (iso: string) => formatIntlDate(iso, { dateStyle: 'medium' });
export const formatDateTime = (iso: string) =>
  formatIntlDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** A translation's review status (issue 29): only an approved one is shown to respondents. */
export const TRANSLATION_STATUS_LABELS: Record<TranslationStatus, string> = {
  get draft() {
    return t('Draft');
  },
  get reviewed() {
    return t('Reviewed');
  },
  get approved() {
    return t('Approved');
  },
};
