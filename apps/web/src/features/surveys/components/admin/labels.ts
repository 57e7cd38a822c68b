import type { QuestionType, RespondentType, SurveyState } from '@tvet/contract';

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

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
