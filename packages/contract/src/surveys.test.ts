import { describe, expect, it } from 'vitest';
import { paged, pageLabel } from './api';
import { MAX_PAGE_SIZE, SURVEY_PAGE_SIZE } from './limits';
import { MESSAGES, SERVER_MESSAGES } from './messages';
import {
  ANSWER_TEXT_MAX,
  createQuestionSchema,
  QUESTION_OPTIONS_MAX,
  respondentRecordsQuerySchema,
  SUBMIT_RESPONSES_MAX,
  SURVEY_MESSAGES,
  SURVEY_RESPONSES_PAGE_SIZE,
  SURVEY_STATUS_FILTERS,
  submitResponsesSchema,
  surveyListQuerySchema,
  surveyListSchema,
  surveyProgress,
  surveyResponsesQuerySchema,
  surveyResponsesSchema,
  surveyTab,
} from './surveys';

const SECTION = '0b6c5d1e-8f2a-4c3b-9d7e-1a2b3c4d5e6f';
const USER = '7f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const QUESTION = '3c2b1a09-8e7d-4c6b-9a58-473625140f1e';

describe('surveyProgress', () => {
  it('is 0 for a survey without questions', () => {
    expect(surveyProgress(0, 0)).toBe(0);
    expect(surveyProgress(3, 0)).toBe(0);
    expect(surveyProgress(1, -2)).toBe(0);
  });

  it('rounds to a whole percent', () => {
    expect(surveyProgress(0, 3)).toBe(0);
    expect(surveyProgress(1, 3)).toBe(33);
    expect(surveyProgress(2, 3)).toBe(67);
    expect(surveyProgress(1, 8)).toBe(13);
    expect(surveyProgress(3, 3)).toBe(100);
  });

  it('is capped at 100', () => {
    expect(surveyProgress(5, 3)).toBe(100);
    expect(surveyProgress(1000, 1)).toBe(100);
  });
});

describe('surveyTab', () => {
  it('sorts a survey into the list tab its status names', () => {
    expect(surveyTab('completed')).toBe('completed');
    expect(surveyTab('ongoing')).toBe('in-progress');
  });

  it('reads anything else as not started (spec 000 §3)', () => {
    for (const status of [null, undefined, '', 'started', 'Completed', 'closed']) {
      expect(surveyTab(status)).toBe('not-started');
    }
  });
});

describe('createQuestionSchema', () => {
  const minimal = { section_id: SECTION, text: 'Job title?', type: 'text', order: 1 };

  it('defaults to a required, untagged question without options', () => {
    expect(createQuestionSchema.parse(minimal)).toEqual({
      ...minimal,
      required: true,
      options: [],
      indicator: null,
    });
  });

  it('keeps what the author sends', () => {
    const parsed = createQuestionSchema.parse({
      ...minimal,
      type: 'objective',
      required: false,
      options: [{ text: 'Yes' }, { text: 'No' }],
    });
    expect(parsed.required).toBe(false);
    expect(parsed.options).toEqual([{ text: 'Yes' }, { text: 'No' }]);
  });

  it('refuses unknown fields, bad types, a zero order and too many options', () => {
    expect(createQuestionSchema.safeParse({ ...minimal, colour: 'red' }).success).toBe(false);
    expect(createQuestionSchema.safeParse({ ...minimal, type: 'essay' }).success).toBe(false);
    expect(createQuestionSchema.safeParse({ ...minimal, order: 0 }).success).toBe(false);
    expect(createQuestionSchema.safeParse({ ...minimal, section_id: 'section-1' }).success).toBe(false);
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Option ${i}` }));
    expect(
      createQuestionSchema.safeParse({ ...minimal, options: options(QUESTION_OPTIONS_MAX) }).success,
    ).toBe(true);
    expect(
      createQuestionSchema.safeParse({ ...minimal, options: options(QUESTION_OPTIONS_MAX + 1) }).success,
    ).toBe(false);
  });
});

describe('submitResponsesSchema', () => {
  const response = {
    question_id: QUESTION,
    user_id: USER,
    text: 'Welder',
    optionId: null,
    is_completed: false,
  };
  const many = (n: number) => ({ responses: Array.from({ length: n }, () => response) });

  it('takes between 1 and the maximum number of answers', () => {
    expect(submitResponsesSchema.safeParse(many(0)).success).toBe(false);
    expect(submitResponsesSchema.safeParse(many(1)).success).toBe(true);
    expect(submitResponsesSchema.safeParse(many(SUBMIT_RESPONSES_MAX)).success).toBe(true);
    expect(submitResponsesSchema.safeParse(many(SUBMIT_RESPONSES_MAX + 1)).success).toBe(false);
  });

  it('limits the answer text', () => {
    const sized = (n: number) => ({ responses: [{ ...response, text: 'a'.repeat(n) }] });
    expect(submitResponsesSchema.safeParse(sized(ANSWER_TEXT_MAX)).success).toBe(true);
    expect(submitResponsesSchema.safeParse(sized(ANSWER_TEXT_MAX + 1)).success).toBe(false);
  });

  it('refuses unknown fields, malformed ids and a long optionId', () => {
    const one = (patch: object) => ({ responses: [{ ...response, ...patch }] });
    expect(submitResponsesSchema.safeParse(one({ score: 3 })).success).toBe(false);
    expect(submitResponsesSchema.safeParse(one({ user_id: 'me' })).success).toBe(false);
    expect(submitResponsesSchema.safeParse(one({ question_id: '1' })).success).toBe(false);
    expect(submitResponsesSchema.safeParse(one({ optionId: 'x'.repeat(65) })).success).toBe(false);
    expect(submitResponsesSchema.safeParse({ responses: [response], extra: true }).success).toBe(false);
  });

  it('accepts the spec’s shape with null text or option', () => {
    const parsed = submitResponsesSchema.parse({
      responses: [{ ...response, text: null, optionId: 'opt-1' }],
    });
    expect(parsed.responses[0]).toMatchObject({ text: null, optionId: 'opt-1' });
  });
});

describe('survey list paging', () => {
  it('defaults to 12 per page and caps the spec’s limit=9999', () => {
    expect(surveyListQuerySchema.parse({})).toMatchObject({ limit: SURVEY_PAGE_SIZE, page: 1 });
    expect(surveyListQuerySchema.parse({ limit: '9999' }).limit).toBe(MAX_PAGE_SIZE);
    expect(surveyListQuerySchema.parse({ respondent_type: ['graduate', 'all'] }).respondent_type).toEqual([
      'graduate',
      'all',
    ]);
    expect(surveyListQuerySchema.safeParse({ respondent_type: 'admin' }).success).toBe(false);
  });

  it('takes one list tab as ?status= and refuses any other word, naming the field', () => {
    for (const status of SURVEY_STATUS_FILTERS)
      expect(surveyListQuerySchema.parse({ status }).status).toBe(status);
    const paused = surveyListQuerySchema.safeParse({ status: 'paused' });
    expect(paused.success).toBe(false);
    expect(paused.error?.issues[0].message).toBe('status must be one of: not-started, ongoing, completed');
  });

  it('pages the responses table by 20 and a person’s records by 100, both capped', () => {
    expect(surveyResponsesQuerySchema.parse({})).toEqual({ limit: SURVEY_RESPONSES_PAGE_SIZE, page: 1 });
    expect(SURVEY_RESPONSES_PAGE_SIZE).toBe(20);
    expect(respondentRecordsQuerySchema.parse({}).limit).toBe(100);
    expect(respondentRecordsQuerySchema.parse({ limit: '9999' }).limit).toBe(MAX_PAGE_SIZE);
  });

  it("labels 13 surveys at 12 a page as 'Page 1 of 2' and 'Page 2 of 2'", () => {
    const first = paged(Array(12).fill(null), 13, 1, SURVEY_PAGE_SIZE);
    expect(pageLabel(first.page, first.totalPages)).toBe('Page 1 of 2');
    const second = paged([null], 13, 2, SURVEY_PAGE_SIZE);
    expect(pageLabel(second.page, second.totalPages)).toBe('Page 2 of 2');
    const none = paged([], 0, 1, SURVEY_PAGE_SIZE);
    expect(pageLabel(none.page, none.totalPages)).toBe('Page 1 of 1');
  });
});

describe('survey messages', () => {
  it('say how many required questions are left', () => {
    expect(SURVEY_MESSAGES.incomplete(2)).toBe('Answer every required question before submitting: 2 left.');
    expect(SURVEY_MESSAGES.completed).toBe('Survey Completed!');
  });

  it('live once: no survey sentence is repeated in the product-wide tables', () => {
    const elsewhere = new Set<unknown>([...Object.values(MESSAGES), ...Object.values(SERVER_MESSAGES)]);
    const repeated = Object.entries(SURVEY_MESSAGES).filter(([, text]) => elsewhere.has(text));
    expect(repeated).toEqual([]);
  });
});

describe('response shapes the web app reads', () => {
  const survey = {
    _id: 's1',
    title: 'Tracer',
    text: 'About your work',
    respondent_type: 'graduate',
    state: 'published',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    publishedAt: null,
    question_count: 3,
    survey_status: null,
    question_id: null,
    progress: 0,
  };
  const page = paged([survey], 1, 1, SURVEY_PAGE_SIZE);

  it('a respondent’s list carries the tab counts; an administrator’s has none', () => {
    const counts = { all: 1, ongoing: 0, completed: 0 };
    expect(surveyListSchema.parse({ ...page, counts }).counts).toEqual(counts);
    expect(surveyListSchema.parse(page).counts).toBeUndefined();
    expect(
      surveyListSchema.safeParse({ ...page, docs: [{ ...survey, survey_status: 'paused' }] }).success,
    ).toBe(false);
  });

  it('the responses table carries the questions beside the rows', () => {
    const row = {
      _id: 'r1',
      user_id: { _id: USER, name: 'Ada', email: 'ada@x.ng', user_type: 'graduate' },
      status: 'completed',
      updatedAt: '2024-01-01T00:00:00.000Z',
      answers: { [QUESTION]: 'Employed' },
    };
    const parsed = surveyResponsesSchema.parse({ ...paged([row], 1, 1, 20), questions: [] });
    expect(parsed.docs[0].answers[QUESTION]).toBe('Employed');
    expect(surveyResponsesSchema.safeParse(paged([row], 1, 1, 20)).success).toBe(false);
  });
});
