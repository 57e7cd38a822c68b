import type { Database } from '../../db/client';
import {
  findSurvey,
  listQuestions,
  listSections,
  type QuestionRow,
  type SurveyRow,
} from './surveys.repository';

/**
 * A questionnaire as answering needs it: the survey, its sections and questions in order, and the figures every
 * submission used to count again (questions, required questions).
 */
export interface SurveyStructure {
  survey: SurveyRow;
  sections: Awaited<ReturnType<typeof listSections>>;
  /** In answering order, each with its section's id and title. */
  questions: Awaited<ReturnType<typeof listQuestions>>;
  sectionIds: ReadonlySet<string>;
  questionById: ReadonlyMap<string, QuestionRow>;
  questionCount: number;
  requiredIds: readonly string[];
}

/** Enough for every survey a platform runs at once; the least recently used goes first. */
const MAX_SURVEYS = 500;

/**
 * Survey structures by id, so that a submission reads no questionnaire from the database (a tracer campaign sends
 * thousands of answers a minute to one survey).
 *
 * Why no other node needs telling: sections and questions change only while a survey is a draft (the authoring
 * service refuses edits after publishing, and a published survey never returns to draft), and drafts are never
 * kept here. What can change on a published or closed survey is its title, text and state: this node forgets the
 * entry on every edit it makes; the state is never trusted from here for a write (the submission statement checks
 * `state = 'published'` itself, so a survey closed on another node takes no more answers at once); and an entry
 * older than `maxAgeMs` is read again, which bounds how long another node's new title can show here.
 */
export function createStructureCache(db: Database, options: { maxAgeMs?: number; now?: () => number } = {}) {
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; structure: SurveyStructure }>();
  /** Reads in flight, so a burst of first submissions to one survey reads it once. */
  const loading = new Map<string, Promise<SurveyStructure | null>>();
  /** Bumped by `forget`, so a read that started before an edit is not kept after it. */
  let generation = 0;

  async function load(surveyId: string): Promise<SurveyStructure | null> {
    const survey = await findSurvey(db, surveyId);
    if (!survey) return null;
    const [sections, questions] = await Promise.all([
      listSections(db, surveyId),
      listQuestions(db, surveyId),
    ]);
    return {
      survey,
      sections,
      questions,
      sectionIds: new Set(sections.map((section) => section.id)),
      questionById: new Map(questions.map((row) => [row.question.id, row.question])),
      questionCount: questions.length,
      requiredIds: questions.filter((row) => row.question.required).map((row) => row.question.id),
    };
  }

  return {
    /** The survey's structure, or null when there is no such survey. A draft is read from the database each time. */
    async get(surveyId: string): Promise<SurveyStructure | null> {
      const kept = entries.get(surveyId);
      if (kept && now() - kept.at < maxAgeMs) {
        // Most recently used last.
        entries.delete(surveyId);
        entries.set(surveyId, kept);
        return kept.structure;
      }
      const pending = loading.get(surveyId);
      if (pending) return pending;
      const startedAt = generation;
      const reading: Promise<SurveyStructure | null> = load(surveyId).finally(() => {
        if (loading.get(surveyId) === reading) loading.delete(surveyId);
      });
      loading.set(surveyId, reading);
      const structure = await reading;
      entries.delete(surveyId);
      if (structure && structure.survey.state !== 'draft' && startedAt === generation) {
        entries.set(surveyId, { at: now(), structure });
        if (entries.size > MAX_SURVEYS) entries.delete(entries.keys().next().value as string);
      }
      return structure;
    },

    /** After any edit of the survey, its sections or questions on this node. */
    forget(surveyId: string) {
      generation++;
      entries.delete(surveyId);
      loading.delete(surveyId);
    },

    /** How many surveys are kept (tests). */
    get size() {
      return entries.size;
    },
  };
}
export type StructureCache = ReturnType<typeof createStructureCache>;
