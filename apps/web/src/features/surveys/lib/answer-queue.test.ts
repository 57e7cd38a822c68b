import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { setSession } from '@/lib/session';
import { envelope, offline, type Server, serve } from '@/test/serve';
import { flushCurrentUser, saveAndSend } from './answer-queue';
import { draftsOf, type QueuedAnswer, queuedAnswers } from './answer-store';

const ACCOUNT = 'account-1';
const SURVEY = 'survey-1';

const answer = (questionId: string, order: number, extra: Partial<QueuedAnswer> = {}): QueuedAnswer => ({
  surveyId: SURVEY,
  questionId,
  sectionId: 'section-1',
  order,
  completes: false,
  savedAt: Date.now(),
  text: '',
  optionId: `option-${questionId}`,
  ...extra,
});

const submitted = {
  survey_status: 'ongoing',
  progress: 33,
  current_question_id: 'q1',
  answered: 1,
  question_count: 3,
};

const SUBMIT = 'POST /surveys/survey-1/sections/section-1/submit';

/** Every answer the fake server received, in order. */
function bodies(server: Server) {
  return server.requests.map((request) => request.body.responses[0]);
}

describe('answer queue', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession({
      user_id: 'profile-1',
      _id: ACCOUNT,
      token: 'token',
      user_type: 'graduate',
      email: 'ada@example.ng',
    });
  });
  afterEach(() => localStorage.clear());

  it('sends an answer and forgets it once the server has it', async () => {
    const fetchMock = serve({ [SUBMIT]: () => envelope(200, 'Answers saved successfully', submitted) });
    const outcome = await saveAndSend(ACCOUNT, answer('q1', 1));
    expect(outcome.kind).toBe('sent');
    expect(queuedAnswers(ACCOUNT)).toEqual([]);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/v1/surveys/survey-1/sections/section-1/submit',
    );
    // A choice carries no text; the account id, not the profile id, answers.
    expect(bodies(fetchMock)).toEqual([
      { question_id: 'q1', user_id: ACCOUNT, text: null, optionId: 'option-q1', is_completed: false },
    ]);
  });

  it('sends the language the answer was given in, even when it leaves the phone after a switch (issue 29)', async () => {
    const sent = serve({ [SUBMIT]: () => envelope(200, 'Answers saved successfully', submitted) });
    await saveAndSend(ACCOUNT, answer('q1', 1));
    expect(sent.requests[0]!.body.language).toBe('en');

    serve({ [SUBMIT]: offline });
    await activateLanguage('yo');
    await saveAndSend(ACCOUNT, answer('q2', 2));
    await activateLanguage('en');
    const later = serve({ [SUBMIT]: () => envelope(200, 'Answers saved successfully', submitted) });
    await flushCurrentUser();
    expect(later.requests.map((request) => request.body.language)).toEqual(['yo']);
  });

  it('keeps the answer on the phone without a connection, and sends it when asked again', async () => {
    serve({ [SUBMIT]: offline });
    expect((await saveAndSend(ACCOUNT, answer('q1', 1))).kind).toBe('kept');
    expect(queuedAnswers(ACCOUNT).map((queued) => queued.questionId)).toEqual(['q1']);

    const fetchMock = serve({ [SUBMIT]: () => envelope(200, 'Answers saved successfully', submitted) });
    await flushCurrentUser();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(queuedAnswers(ACCOUNT)).toEqual([]);
  });

  it('sends waiting answers in answering order, the completing one last', async () => {
    serve({ [SUBMIT]: offline });
    await saveAndSend(ACCOUNT, answer('q3', 3, { completes: true }));
    await saveAndSend(ACCOUNT, answer('q1', 1));
    await saveAndSend(ACCOUNT, answer('q2', 2, { text: 'Welder', optionId: null }));

    const fetchMock = serve({ [SUBMIT]: () => envelope(200, 'ok', submitted) });
    await flushCurrentUser();
    expect(bodies(fetchMock).map((body) => [body.question_id, body.text, body.is_completed])).toEqual([
      ['q1', null, false],
      ['q2', 'Welder', false],
      ['q3', null, true],
    ]);
  });

  it('stops at the first answer that cannot go, so later ones never overtake it', async () => {
    serve({ [SUBMIT]: offline });
    await saveAndSend(ACCOUNT, answer('q1', 1));
    await saveAndSend(ACCOUNT, answer('q2', 2));
    const fetchMock = serve({
      [SUBMIT]: () => envelope(500, 'Something went wrong on our side. Please try again.'),
    });
    await flushCurrentUser();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(queuedAnswers(ACCOUNT)).toHaveLength(2);
  });

  it('turns an answer the server refuses back into a draft, so it is corrected rather than resent', async () => {
    serve({ [SUBMIT]: () => envelope(409, 'This survey is not open for answers.') });
    const outcome = await saveAndSend(ACCOUNT, answer('q1', 1));
    expect(outcome.kind).toBe('refused');
    expect(queuedAnswers(ACCOUNT)).toEqual([]);
    expect(draftsOf(ACCOUNT, SURVEY)).toEqual({ q1: { text: '', optionId: 'option-q1' } });
  });

  it('marks answers as held only when sending failed: offline for a failed request, server for a 5xx', async () => {
    let failure: () => Promise<Response> = async () => {
      throw new TypeError('Failed to fetch');
    };
    serve({ [SUBMIT]: () => failure() });
    await saveAndSend(ACCOUNT, answer('q1', 1));
    await saveAndSend(ACCOUNT, answer('q2', 2));
    expect(queuedAnswers(ACCOUNT).map((queued) => queued.held)).toEqual(['offline', 'offline']);

    failure = async () => envelope(503, 'The service is busy. Please try again shortly.');
    await flushCurrentUser();
    expect(queuedAnswers(ACCOUNT).map((queued) => queued.held)).toEqual(['server', 'server']);
  });

  it("never sends another account's answers", async () => {
    serve({ [SUBMIT]: offline });
    await saveAndSend('someone-else', answer('q1', 1));
    const fetchMock = serve({ [SUBMIT]: () => envelope(200, 'ok', submitted) });
    await flushCurrentUser();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queuedAnswers('someone-else')).toHaveLength(1);
  });
});
