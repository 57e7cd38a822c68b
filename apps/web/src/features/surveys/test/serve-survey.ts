import { SURVEY_MESSAGES, type SurveyDetail, type SurveyQuestion } from '@tvet/contract';
import { envelope, type Handler, serve } from '@/test/serve';
import { aQuestion, aSection, SURVEY_ID } from './fixtures';

/** The last path segment of a request (a section's or question's id). */
export const lastSegment = (url: URL) =>
  decodeURIComponent(url.pathname.replace(/\/$/, '').split('/').at(-1)!);
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

/** A gate the server's answers to changes wait behind, to see the page while a request is on its way. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const withOptionIds = (options: { text: string; code?: string | null }[]) =>
  options.map((option, index) => ({ _id: `o${index}`, ...option }));

/**
 * The builder's API over one survey kept in memory, as the server keeps it: every change is seen by the next
 * GET, so a test sees whether the page reloads and shows it. `handlers` replace any of these; with `held`, every
 * change (not the GET) waits for it before answering.
 */
export function serveSurvey(
  initial: SurveyDetail,
  handlers: Record<string, Handler> = {},
  held?: Promise<void>,
) {
  const survey = structuredClone(initial);
  let created = 0;
  const change =
    (handler: Handler): Handler =>
    async (url, init) => {
      if (held) await held;
      return handler(url, init);
    };
  const question = (url: URL) => survey.questions.find((candidate) => candidate._id === lastSegment(url))!;
  const changes: Record<string, Handler> = {
    [`PATCH /surveys/${SURVEY_ID}`]: (_url, init) => {
      Object.assign(survey, bodyOf(init));
      return envelope(200, SURVEY_MESSAGES.updated, survey);
    },
    [`POST /surveys/${SURVEY_ID}/sections`]: (_url, init) => {
      created += 1;
      const section = aSection(`section-new-${created}`, bodyOf(init).title, survey.sections.length + 1);
      survey.sections.push(section);
      return envelope(201, SURVEY_MESSAGES.sectionCreated, section);
    },
    [`PATCH /surveys/${SURVEY_ID}/sections/:sectionId`]: (url, init) => {
      const section = survey.sections.find((candidate) => candidate._id === lastSegment(url))!;
      Object.assign(section, bodyOf(init));
      // The server populates each question's section with its current title.
      for (const each of survey.questions) {
        if (each.section_id._id === section._id) each.section_id.title = section.title;
      }
      return envelope(200, SURVEY_MESSAGES.sectionUpdated, section);
    },
    [`POST /surveys/${SURVEY_ID}/questions`]: (_url, init) => {
      created += 1;
      const { section_id, options, ...fields } = bodyOf(init);
      const section = survey.sections.find((candidate) => candidate._id === section_id)!;
      const added: SurveyQuestion = {
        ...aQuestion(`question-new-${created}`, section, fields.order),
        ...fields,
        options: withOptionIds(options),
      };
      survey.questions.push(added);
      return envelope(201, SURVEY_MESSAGES.questionCreated, added);
    },
    [`PATCH /surveys/${SURVEY_ID}/questions/:questionId`]: (url, init) => {
      const changed = question(url);
      const { options, ...fields } = bodyOf(init);
      Object.assign(changed, fields);
      if (options) changed.options = withOptionIds(options);
      return envelope(200, SURVEY_MESSAGES.questionUpdated, changed);
    },
    [`DELETE /surveys/${SURVEY_ID}/questions/:questionId`]: (url) => {
      survey.questions = survey.questions.filter((candidate) => candidate._id !== lastSegment(url));
      return envelope(200, SURVEY_MESSAGES.questionDeleted);
    },
    ...handlers,
  };
  return serve({
    [`GET /surveys/${SURVEY_ID}`]: () =>
      envelope(200, SURVEY_MESSAGES.loaded, {
        ...survey,
        question_count: survey.questions.length,
        questions: [...survey.questions].sort((a, b) => a.order - b.order),
      }),
    // The translations panel (issue 29): none started, unless a test serves its own.
    [`GET /surveys/${SURVEY_ID}/translations`]: () =>
      envelope(200, 'Translations loaded successfully', {
        sources: [{ key: 'title', type: 'survey', name: 'title', en: survey.title, max: 2000 }],
        translations: (['ha', 'yo', 'ig', 'pcm'] as const).map((language) => ({
          language,
          status: null,
          texts: {},
          updatedAt: null,
        })),
      }),
    ...Object.fromEntries(Object.entries(changes).map(([key, handler]) => [key, change(handler)])),
    ...Object.fromEntries(Object.entries(handlers).filter(([key]) => key.startsWith('GET '))),
  });
}
