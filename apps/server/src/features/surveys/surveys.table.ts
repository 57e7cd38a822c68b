import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, users } from '../../db/schema';

/** Tracer surveys, authored by administrators; `state` moves draft -> published -> closed (and back to published). */
export const surveys = pgTable(
  'surveys',
  {
    id: id(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    respondentType: text('respondent_type').notNull(),
    state: text('state').notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('surveys_listing_idx').on(t.state, t.respondentType, t.createdAt)],
);

export const surveySections = pgTable(
  'survey_sections',
  {
    id: id(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    order: integer('order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_sections_survey_idx').on(t.surveyId, t.order)],
);

export interface QuestionOption {
  _id: string;
  text: string;
  /** The option's code of the question's outcome indicator (issue 14); absent when not mapped. */
  code?: string;
  /** The option as USSD and text messages show it (issue 27); absent when the text itself fits. */
  short_text?: string;
}

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: id(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => surveySections.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    type: text('type').notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    order: integer('order').notNull(),
    required: boolean('required').notNull().default(true),
    /** The outcome indicator this question feeds (contract outcomes.ts INDICATOR_KEYS), or null. */
    indicator: text('indicator'),
    /** The question as USSD and text messages show it (issue 27); null when the text itself fits. */
    shortText: text('short_text'),
    createdAt: createdAt(),
  },
  (t) => [
    index('survey_questions_survey_idx').on(t.surveyId, t.order),
    // The outcomes feature reads the tagged questions of every survey.
    index('survey_questions_indicator_idx').on(t.indicator).where(sql`${t.indicator} is not null`),
  ],
);

/** One row per person who started a survey: their status and where they stopped. */
export const surveyRespondents = pgTable(
  'survey_respondents',
  {
    id: id(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('ongoing'),
    currentQuestionId: uuid('current_question_id'),
    answered: integer('answered').notNull().default(0),
    /** The language the person last answered in (issue 29: en, ha, yo, ig, pcm); the outcome console groups by it. */
    language: text('language').notNull().default('en'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('survey_respondents_survey_user_key').on(t.surveyId, t.userId),
    index('survey_respondents_user_idx').on(t.userId),
  ],
);

/** One answer per question per person; answering again replaces it, so a retried submission is stored once. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text'),
    optionId: text('option_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The natural key is the primary key: at 100 million answers a random surrogate id would be gigabytes of
    // index that no query reads.
    primaryKey({ name: 'survey_responses_pkey', columns: [t.questionId, t.userId] }),
    index('survey_responses_survey_user_idx').on(t.surveyId, t.userId),
  ],
);

/**
 * A survey's texts in one language (issue 29 part B): `texts` maps a text's key (contract survey-translations.ts
 * `translationKey`) to its translation. Only an `approved` translation is shown to respondents.
 */
export const surveyTranslations = pgTable(
  'survey_translations',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    status: text('status').notNull().default('draft'),
    texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'survey_translations_pkey', columns: [t.surveyId, t.language] })],
);
