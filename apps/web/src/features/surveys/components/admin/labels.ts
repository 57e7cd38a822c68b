import type { QuestionType, RespondentType, SurveyState } from '@tvet/contract';
import { formatDate as formatIntlDate } from '@/lib/i18n/format';

/** Who a survey asks, as an administrator reads it. */
export const RESPONDENT_LABELS: Record<RespondentType, string> = {
  graduate: 'Graduates',
  staff: 'Institution staff',
  institution: 'Institutions',
  employer: 'Employers',
  mentor: 'Mentors',
  all: 'Everyone',
};

export const STATE_LABELS: Record<SurveyState, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Text answer',
  multiple_choice: 'Multiple choice',
  objective: 'Objective (fixed scale)',
};

// In the chosen language (issue 29), Nigerian English where the phone lacks its locale.
export const formatDate = (iso: string) => formatIntlDate(iso, { dateStyle: 'medium' });
export const formatDateTime = (iso: string) =>
  formatIntlDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
