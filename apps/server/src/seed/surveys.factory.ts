import { randomUUID } from 'node:crypto';
import type { IndicatorKey, QuestionType, RespondentType, SurveyState } from '@tvet/contract';
import type { Database } from '../db/client';
import { surveyQuestions, surveySections, surveys } from '../features/surveys/surveys.table';

export interface QuestionSpec {
  text: string;
  type: QuestionType;
  /** Option texts; `{ text, code }` maps an option to a code of the question's indicator (issue 14). */
  options?: (string | { text: string; code?: string; shortText?: string })[];
  required?: boolean;
  /** The outcome indicator the question feeds. */
  indicator?: IndicatorKey;
  /** The version USSD and text messages show (issue 27). */
  shortText?: string;
}

export interface SurveySpec {
  title: string;
  text: string;
  respondentType: RespondentType;
  state?: SurveyState;
  sections: { title: string; questions: QuestionSpec[] }[];
}

/** Writes a whole questionnaire at once: for the demo seed, the API tests, the benchmarks and e2e. */
export async function createSurvey(db: Database, spec: SurveySpec) {
  return db.transaction(async (tx) => {
    const state = spec.state ?? 'published';
    const [survey] = await tx
      .insert(surveys)
      .values({
        title: spec.title,
        text: spec.text,
        respondentType: spec.respondentType,
        state,
        publishedAt: state === 'draft' ? null : new Date(),
      })
      .returning();
    let order = 0;
    const sections = [];
    for (const [index, sectionSpec] of spec.sections.entries()) {
      const [section] = await tx
        .insert(surveySections)
        .values({ surveyId: survey.id, title: sectionSpec.title, order: index + 1 })
        .returning();
      const questions = [];
      for (const question of sectionSpec.questions) {
        order += 1;
        const [row] = await tx
          .insert(surveyQuestions)
          .values({
            surveyId: survey.id,
            sectionId: section.id,
            text: question.text,
            type: question.type,
            options: (question.options ?? []).map((option) =>
              typeof option === 'string'
                ? { _id: randomUUID(), text: option }
                : {
                    _id: randomUUID(),
                    text: option.text,
                    ...(option.code ? { code: option.code } : {}),
                    ...(option.shortText ? { short_text: option.shortText } : {}),
                  },
            ),
            order,
            required: question.required ?? true,
            indicator: question.indicator ?? null,
            shortText: question.shortText ?? null,
          })
          .returning();
        questions.push(row);
      }
      sections.push({ section, questions });
    }
    return { survey, sections };
  });
}
