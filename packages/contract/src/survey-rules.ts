import { USER_TYPES } from './roles';

/** Survey enumerations, limits, messages and progress rules: plain values, cheap for the web app to import. */
export const RESPONDENT_TYPES = ['graduate', 'staff', 'institution', 'employer', 'mentor', 'all'] as const;
export type RespondentType = (typeof RESPONDENT_TYPES)[number];
/** Who can be asked: every role but the administrators who author surveys. */
export const SURVEYED_TYPES = USER_TYPES.filter((type) => type !== 'admin');
export const SURVEY_STATES = ['draft', 'published', 'closed'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];
/** text: free text; multiple_choice: one option from a list; objective: one option from a short fixed set (yes/no, a scale). */
export const QUESTION_TYPES = ['text', 'multiple_choice', 'objective'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** A respondent's progress; anything but these two reads as "not started" (spec 000 §3). */
export const SURVEY_STATUSES = ['ongoing', 'completed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
/** The `?status=` filter of the survey list, one per list tab; 'not-started' is a survey without progress. */
export const SURVEY_STATUS_FILTERS = ['not-started', 'ongoing', 'completed'] as const;
export type SurveyStatusFilter = (typeof SURVEY_STATUS_FILTERS)[number];

export const SURVEY_TEXT_MAX = 2000;
export const ANSWER_TEXT_MAX = 5000;
export const QUESTION_OPTIONS_MAX = 30;
export const SUBMIT_RESPONSES_MAX = 200;
/** Surveys per page of the administrators' survey list (the web asks for this many; it reads well on a phone). */
export const ADMIN_SURVEY_PAGE_SIZE = 20;
/** Respondent rows per page of the administrators' responses table. */
export const SURVEY_RESPONSES_PAGE_SIZE = 20;
/** A person's respondent records per page (`/surveys/respondents/{id}`). */
export const RESPONDENT_RECORDS_PAGE_SIZE = 100;

export const SURVEY_MESSAGES = {
  created: 'Survey created successfully',
  updated: 'Survey updated successfully',
  sectionCreated: 'Section created successfully',
  sectionUpdated: 'Section updated successfully',
  sectionDeleted: 'Section deleted successfully',
  questionCreated: 'Question created successfully',
  questionUpdated: 'Question updated successfully',
  questionDeleted: 'Question deleted successfully',
  answersSaved: 'Answers saved successfully',
  completed: 'Survey Completed!',
  loaded: 'Surveys loaded',
  notFound: 'No survey with this id.',
  sectionNotFound: 'No section with this id in this survey.',
  questionNotFound: 'No question with this id in this survey.',
  notOpen: 'This survey is not open for answers.',
  notForYou: 'This survey is not addressed to your account type.',
  locked:
    'This survey is published: its sections and questions can no longer change. Close it and author a new one.',
  emptyPublish: 'Add at least one question before publishing this survey.',
  closedEdit: 'This survey is closed. Reopen it by publishing it again.',
  optionsNeeded: 'A multiple-choice or objective question needs at least two options.',
  optionsNotAllowed: 'A text question has no options.',
  questionNotInSection: (questionId: string) =>
    `Question ${questionId} is not in this section of this survey.`,
  optionNotInQuestion: (questionId: string) =>
    `The chosen option is not one of the options of question ${questionId}.`,
  answerRequired: (questionId: string) => `Question ${questionId} needs an answer.`,
  notYourAnswer: 'You can only submit your own answers.',
  incomplete: (left: number) => `Answer every required question before submitting: ${left} left.`,
} as const;

/** Progress percent from answered questions, capped at 100 (spec 000 §3, §2). */
export function surveyProgress(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((answered / total) * 100));
}

/** Which list tab a survey belongs to (spec 000 §2: all, in progress, completed). */
export function surveyTab(status: string | null | undefined): 'not-started' | 'in-progress' | 'completed' {
  if (status === 'completed') return 'completed';
  if (status === 'ongoing') return 'in-progress';
  return 'not-started';
}
