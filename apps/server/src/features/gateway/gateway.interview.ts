import {
  answerableOn,
  CHANNEL_WORDS,
  type ChannelMode,
  IDENTITY_LOCK_MINUTES,
  IDENTITY_TRIES,
  isLanguage,
  keywordOf,
  type Language,
  NAV_BACK,
  NAV_MORE,
  normalisePhone,
  smsQuestion,
  USSD_REPLY_MAX,
  USSD_SCREEN_MAX,
  USSD_SESSION_SECONDS,
  type UssdCallback,
  ussdLanguageOf,
  ussdScreens,
} from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import type { ChannelAnswer, InterviewCase, InterviewPort } from '../../platform/ports';
import { type ChannelQuestionRow, channelQuestionnaire } from '../surveys';
import {
  type InterviewChanges,
  type InterviewRow,
  interviewInSession,
  saveInterview,
  upsertInterview,
} from './gateway.repository';
import type { DraftAnswer } from './gateway.table';
import { fill, GATEWAY_TEMPLATES, say, ussdWelcome } from './gateway.texts';

/*
 * The interview engine (issue 27): a survey answered on USSD or by text message, rendered from the same survey
 * definition as the web form (contract channel-fit.ts), one question a screen. The caller is matched to a tracer
 * case by phone number and confirms who they are (year of birth or the last 4 characters of the matric number),
 * with IDENTITY_TRIES tries; the state lives in gateway_interviews (phone + study), so a session that times out
 * resumes at the same question. The engine reaches the tracer only through the `interviews` port.
 */

/** Typed answers longer than this are refused (a USSD input holds ~160 characters; a text message reply 300). */
const TEXT_ANSWER_MAX = { ussd: 160, sms: 300, whatsapp: 300 } as const;

type Outcome = { end: true; text: string } | { end: false };

export interface ChannelReply {
  text: string;
  /** The question on screen, for channels that can show buttons (WhatsApp). */
  question?: ChannelQuestionRow;
  /** The language the question is asked in, for the channel's own words around it (WhatsApp's list button). */
  language?: Language;
}

export function createInterviewEngine(deps: Deps, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const port = (): InterviewPort | undefined => deps.ports.interviews;

  /** The questionnaire in the interview's language: its approved translation, English text by text otherwise. */
  const questionnaires = async (surveyId: string, language: Language) =>
    channelQuestionnaire(deps.db, surveyId, language);
  /** The interview's language: the case's when the interview was last reached, or one picked in this session. */
  const languageOf = (row: InterviewRow): Language => (isLanguage(row.language) ? row.language : 'en');

  /** The first question at or after `from` that can be answered on the channel; -1 when none is left. */
  function nextAnswerable(questions: ChannelQuestionRow[], from: number, channel: 'ussd' | 'sms') {
    for (let index = Math.max(0, from); index < questions.length; index += 1)
      if (answerableOn(questions[index] as ChannelQuestionRow, channel)) return index;
    return -1;
  }
  function previousAnswerable(questions: ChannelQuestionRow[], before: number, channel: 'ussd' | 'sms') {
    for (let index = before - 1; index >= 0; index -= 1)
      if (answerableOn(questions[index] as ChannelQuestionRow, channel)) return index;
    return -1;
  }

  /** Stores the answers through the tracer, marks the interview complete and says thank you. */
  async function finish(row: InterviewRow, questions: ChannelQuestionRow[], mode: ChannelMode) {
    const channel = mode === 'ussd' ? 'ussd' : 'sms';
    const answers: ChannelAnswer[] = Object.entries(row.answers).map(([questionId, answer]) =>
      'optionId' in answer ? { questionId, optionId: answer.optionId } : { questionId, text: answer.text },
    );
    const skipped = questions.filter((q) => !answerableOn(q, channel)).map((q) => q.id);
    const language = languageOf(row);
    await port()?.saveAnswers(row.caseRef, answers, mode, { complete: true, skipped, language });
    row.status = 'complete';
    await saveInterview(deps.db, row.id, { status: 'complete', answers: row.answers });
    return say('thanks', language);
  }

  /** Reads one answer to the question on screen; moves the interview on or says the input is wrong. */
  function answer(
    row: InterviewRow,
    question: ChannelQuestionRow,
    input: string,
    mode: ChannelMode,
  ): 'answered' | 'invalid' {
    const value = input.trim();
    if (question.type === 'text') {
      if (!value || value.length > TEXT_ANSWER_MAX[mode]) return 'invalid';
      row.answers = { ...row.answers, [question.id]: { text: value } satisfies DraftAnswer };
      return 'answered';
    }
    if (!/^\d{1,2}$/.test(value)) return 'invalid';
    const option = question.options[Number(value) - 1];
    if (!option) return 'invalid';
    row.answers = { ...row.answers, [question.id]: { optionId: option._id } };
    return 'answered';
  }

  /** The question on screen for this row, moved past questions the channel cannot ask. */
  function current(row: InterviewRow, questions: ChannelQuestionRow[], channel: 'ussd' | 'sms') {
    const index = nextAnswerable(questions, row.position, channel);
    if (index !== row.position) {
      row.position = index === -1 ? questions.length : index;
      row.page = 0;
    }
    return index === -1 ? null : (questions[index] as ChannelQuestionRow);
  }

  const lockedNow = (row: InterviewRow) => row.lockedUntil !== null && row.lockedUntil > now();

  /** One identity answer: confirmed, another try, or locked for a while. */
  async function confirm(row: InterviewRow, input: string, confirmedIn: string): Promise<Outcome | 'retry'> {
    if (lockedNow(row)) return { end: true, text: say('identityLocked', languageOf(row)) };
    const ok = (await port()?.checkIdentity(row.caseRef, input.trim())) ?? false;
    if (ok) {
      row.confirmedIn = confirmedIn;
      row.identityTries = 0;
      return { end: false };
    }
    row.identityTries += 1;
    if (row.identityTries >= IDENTITY_TRIES) {
      row.identityTries = 0;
      row.lockedUntil = new Date(now().getTime() + IDENTITY_LOCK_MINUTES * 60_000);
      return { end: true, text: say('identityLocked', languageOf(row)) };
    }
    return 'retry';
  }

  const stateOf = (row: InterviewRow): InterviewChanges => ({
    position: row.position,
    page: row.page,
    answers: row.answers,
    inputsRead: row.inputsRead,
    confirmedIn: row.confirmedIn,
    identityTries: row.identityTries,
    lockedUntil: row.lockedUntil,
    status: row.status,
    language: row.language,
  });

  const end = (text: string) => `END ${text}`;
  /** `CON` + the screen; a screen that could not fit (it never should) ends the session with a sentence instead. */
  const con = (text: string, language: Language) => {
    const reply = `CON ${text}`;
    return [...reply].length <= USSD_REPLY_MAX ? reply : end(say('nothingToAnswer', language));
  };

  /**
   * The interview of this phone in the case's study, in the case's language: the graduate's latest choice, which
   * includes one picked in this interview (the tracer keeps it, dated) and one made in Settings since.
   */
  async function interviewOf(phone: string, kase: InterviewCase, mode: string, changes: InterviewChanges) {
    const row = await upsertInterview(deps.db, keyOf(phone, kase, mode), changes);
    if (row.language !== kase.language) {
      row.language = kase.language;
      await saveInterview(deps.db, row.id, { language: row.language });
    }
    return row;
  }

  /** The graduate picked a language: this interview speaks it, and the tracer keeps it for later waves. */
  async function choose(row: InterviewRow, language: Language) {
    row.language = language;
    await port()?.chooseLanguage(row.caseRef, language);
  }

  async function startUssd(phone: string, input: UssdCallback): Promise<string> {
    const kase = await port()?.findCaseForPhone(phone);
    if (!kase) return end(say('notOnRoll', 'en'));
    const row = await interviewOf(phone, kase, 'ussd', {
      sessionId: input.sessionId,
      sessionStartedAt: now(),
      inputsRead: 0,
      page: 0,
    });
    const language = languageOf(row);
    if (row.status === 'complete') return end(say('alreadyDone', language));
    if (lockedNow(row)) return end(say('identityLocked', language));
    return con(ussdWelcome(language), language);
  }

  /** The inputs of this request not read yet: networks that send every input so far, and those that send one. */
  function newInputs(row: InterviewRow, text: string): string[] {
    const parts = text.split('*');
    if (parts.length > row.inputsRead) return parts.slice(row.inputsRead);
    return [parts[parts.length - 1] ?? ''];
  }

  /** One USSD request (Africa's Talking's shape): the reply, `CON …` or `END …`, at most 182 characters. */
  async function ussd(input: UssdCallback): Promise<string> {
    const phone = normalisePhone(input.phoneNumber);
    if (!phone) return end(say('notOnRoll', 'en'));
    if (!port()) return end(say('closed', 'en'));
    if (input.text === '') return startUssd(phone, input);

    const row = await interviewInSession(deps.db, phone, input.sessionId);
    // No interview in this session: said in the case's language when the phone is on a roll.
    if (!row?.sessionStartedAt)
      return end(say('unknownSession', (await port()?.findCaseForPhone(phone))?.language ?? 'en'));
    if (now().getTime() - row.sessionStartedAt.getTime() > USSD_SESSION_SECONDS * 1000)
      return end(say('timedOut', languageOf(row)));
    if (row.status === 'complete') return end(say('alreadyDone', languageOf(row)));

    let questions = await questionnaires(row.surveyId, languageOf(row));
    const screensOf = (question: ChannelQuestionRow) =>
      ussdScreens(
        question,
        previousAnswerable(questions, row.position, 'ussd') !== -1,
        USSD_SCREEN_MAX,
        CHANNEL_WORDS[languageOf(row)],
      );
    let screen: string | null = null;
    let ended: string | null = null;
    for (const value of newInputs(row, input.text)) {
      row.inputsRead += 1;
      screen = null;
      // STOP typed on the USSD screen (any of the five languages) opts out, as it does by text message.
      if (keywordOf(value) === 'stop') {
        await port()?.optOut({ caseRef: row.caseRef }, 'ussd');
        ended = fill(GATEWAY_TEMPLATES.stopConfirmation[languageOf(row)]);
        break;
      }
      if (row.confirmedIn !== input.sessionId) {
        // One digit on the first screen picks a language (an identity answer is 4 characters): no try is spent.
        const picked = ussdLanguageOf(value);
        if (picked) {
          await choose(row, picked);
          questions = await questionnaires(row.surveyId, picked);
          screen = ussdWelcome(picked);
          continue;
        }
        const outcome = await confirm(row, value, input.sessionId);
        if (outcome === 'retry')
          screen = say('identityRetry', languageOf(row), { left: IDENTITY_TRIES - row.identityTries });
        else if (outcome.end) ended = outcome.text;
        if (ended) break;
        continue;
      }
      const question = current(row, questions, 'ussd');
      if (!question) {
        ended = await finish(row, questions, 'ussd');
        break;
      }
      const screens = screensOf(question);
      if (value === NAV_MORE && row.page < screens.length - 1) row.page += 1;
      else if (value === NAV_BACK && row.page > 0) row.page -= 1;
      else if (value === NAV_BACK && previousAnswerable(questions, row.position, 'ussd') !== -1) {
        row.position = previousAnswerable(questions, row.position, 'ussd');
        row.page = 0;
      } else if (answer(row, question, value, 'ussd') === 'answered') {
        row.position += 1;
        row.page = 0;
        if (nextAnswerable(questions, row.position, 'ussd') === -1) {
          ended = await finish(row, questions, 'ussd');
          break;
        }
      } else {
        ended = say('outOfRange', languageOf(row));
        break;
      }
    }
    if (!ended && !screen) {
      const question = current(row, questions, 'ussd');
      if (!question)
        ended = questions.length
          ? await finish(row, questions, 'ussd')
          : say('nothingToAnswer', languageOf(row));
      else {
        const screens = screensOf(question);
        screen = screens[Math.min(row.page, screens.length - 1)] ?? '';
      }
    }
    // A session that ended takes no more requests: the next one must dial again.
    await saveInterview(deps.db, row.id, { ...stateOf(row), ...(ended ? { sessionId: null } : {}) });
    return ended ? end(ended) : con(screen ?? '', languageOf(row));
  }

  /** The question on screen (or the identity prompt) as a text message in the interview's language. */
  function prompt(row: InterviewRow, questions: ChannelQuestionRow[]): ChannelReply | null {
    const language = languageOf(row);
    if (row.confirmedIn !== 'message')
      return { text: say(lockedNow(row) ? 'identityLocked' : 'smsIdentityPrompt', language) };
    const next = current(row, questions, 'sms');
    return next ? { text: smsQuestion(next, CHANNEL_WORDS[language]).text, question: next, language } : null;
  }

  /**
   * One inbound text (or WhatsApp) message that is not STOP or HELP: the reply to send back. The first message
   * asks who is writing; each message after answers the question on screen.
   */
  async function message(mode: 'sms' | 'whatsapp', phone: string, text: string): Promise<ChannelReply> {
    const kase = await port()?.findCaseForPhone(phone);
    if (!kase) return { text: say('notOnRoll', 'en') };
    const row = await interviewOf(phone, kase, mode, {});
    const language = languageOf(row);
    if (row.status === 'complete') return { text: say('alreadyDone', language) };
    const questions = await questionnaires(row.surveyId, language);
    let notice = '';
    if (row.confirmedIn !== 'message') {
      // Only something shaped like an answer (4 letters or digits) costs a try: a greeting does not.
      if (!/^[\p{L}\p{N}]{4}$/u.test(text.trim())) {
        await saveInterview(deps.db, row.id, stateOf(row));
        return prompt(row, questions) as ChannelReply;
      }
      const outcome = await confirm(row, text, 'message');
      await saveInterview(deps.db, row.id, stateOf(row));
      if (outcome === 'retry')
        return { text: say('identityRetry', language, { left: IDENTITY_TRIES - row.identityTries }) };
      if (outcome.end) return { text: outcome.text };
    } else {
      const question = current(row, questions, 'sms');
      if (question) {
        if (answer(row, question, text, mode) === 'answered') row.position += 1;
        else
          notice =
            question.type === 'text'
              ? say('smsAnswerText', language)
              : say('smsAnswerChoice', language, { count: question.options.length });
      }
    }
    const next = prompt(row, questions);
    if (!next) {
      const done = questions.length ? await finish(row, questions, mode) : say('nothingToAnswer', language);
      return { text: done };
    }
    await saveInterview(deps.db, row.id, stateOf(row));
    return notice ? { ...next, text: `${notice}\n${next.text}` } : next;
  }

  /**
   * A message that names a language (HAUSA, YORUBA, IGBO, PIDGIN, ENGLISH): the interview speaks it from now on and
   * the tracer keeps it for later waves; the reply says so and sends the question on screen again in it.
   */
  async function switchLanguage(
    mode: 'sms' | 'whatsapp',
    phone: string,
    language: Language,
  ): Promise<ChannelReply> {
    const kase = await port()?.findCaseForPhone(phone);
    if (!kase) return { text: say('notOnRoll', language) };
    const row = await interviewOf(phone, kase, mode, {});
    await choose(row, language);
    await saveInterview(deps.db, row.id, { language });
    const done = say('languageSet', language);
    if (row.status === 'complete') return { text: done };
    const next = prompt(row, await questionnaires(row.surveyId, language));
    return next ? { ...next, text: `${done}\n${next.text}` } : { text: done };
  }

  /** The language of the interview a USSD session is in; English when it is in none. */
  async function sessionLanguage(input: UssdCallback): Promise<Language> {
    const phone = normalisePhone(input.phoneNumber);
    const row = phone ? await interviewInSession(deps.db, phone, input.sessionId) : null;
    return row ? languageOf(row) : 'en';
  }

  return { ussd, message, switchLanguage, sessionLanguage };
}

const keyOf = (phone: string, kase: InterviewCase, channel: string) => ({
  phone,
  studyRef: kase.studyRef,
  caseRef: kase.caseRef,
  surveyId: kase.surveyId,
  channel,
});
