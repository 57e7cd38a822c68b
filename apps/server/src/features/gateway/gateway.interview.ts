import {
  answerableOn,
  type ChannelMode,
  GATEWAY_MESSAGES,
  IDENTITY_LOCK_MINUTES,
  IDENTITY_TRIES,
  keywordOf,
  NAV_BACK,
  NAV_MORE,
  normalisePhone,
  SMS_TEMPLATES,
  smsQuestion,
  USSD_REPLY_MAX,
  USSD_SESSION_SECONDS,
  type UssdCallback,
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
}

export function createInterviewEngine(deps: Deps, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const port = (): InterviewPort | undefined => deps.ports.interviews;

  const questionnaires = async (surveyId: string) => channelQuestionnaire(deps.db, surveyId);

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
    await port()?.saveAnswers(row.caseRef, answers, mode, { complete: true, skipped });
    row.status = 'complete';
    await saveInterview(deps.db, row.id, { status: 'complete', answers: row.answers });
    return GATEWAY_MESSAGES.thanks;
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
    if (lockedNow(row)) return { end: true, text: GATEWAY_MESSAGES.identityLocked };
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
      return { end: true, text: GATEWAY_MESSAGES.identityLocked };
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
  });

  const end = (text: string) => `END ${text}`;
  /** `CON` + the screen; a screen that could not fit (it never should) ends the session with a sentence instead. */
  const con = (text: string) => {
    const reply = `CON ${text}`;
    return [...reply].length <= USSD_REPLY_MAX ? reply : end(GATEWAY_MESSAGES.nothingToAnswer);
  };

  async function startUssd(phone: string, input: UssdCallback): Promise<string> {
    const kase = await port()?.findCaseForPhone(phone);
    if (!kase) return end(GATEWAY_MESSAGES.notOnRoll);
    const row = await upsertInterview(deps.db, keyOf(phone, kase, 'ussd'), {
      sessionId: input.sessionId,
      sessionStartedAt: now(),
      inputsRead: 0,
      page: 0,
    });
    if (row.status === 'complete') return end(GATEWAY_MESSAGES.alreadyDone);
    if (lockedNow(row)) return end(GATEWAY_MESSAGES.identityLocked);
    return con(GATEWAY_MESSAGES.identityPrompt);
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
    if (!phone) return end(GATEWAY_MESSAGES.notOnRoll);
    if (!port()) return end(GATEWAY_MESSAGES.closed);
    if (input.text === '') return startUssd(phone, input);

    const row = await interviewInSession(deps.db, phone, input.sessionId);
    if (!row?.sessionStartedAt) return end(GATEWAY_MESSAGES.unknownSession);
    if (now().getTime() - row.sessionStartedAt.getTime() > USSD_SESSION_SECONDS * 1000)
      return end(GATEWAY_MESSAGES.timedOut);
    if (row.status === 'complete') return end(GATEWAY_MESSAGES.alreadyDone);

    const questions = await questionnaires(row.surveyId);
    let screen: string | null = null;
    let ended: string | null = null;
    for (const value of newInputs(row, input.text)) {
      row.inputsRead += 1;
      screen = null;
      // STOP typed on the USSD screen (any of the five languages) opts out, as it does by text message.
      if (keywordOf(value) === 'stop') {
        await port()?.optOut({ caseRef: row.caseRef }, 'ussd');
        ended = SMS_TEMPLATES.stopConfirmation.en;
        break;
      }
      if (row.confirmedIn !== input.sessionId) {
        const outcome = await confirm(row, value, input.sessionId);
        if (outcome === 'retry') screen = GATEWAY_MESSAGES.identityRetry(IDENTITY_TRIES - row.identityTries);
        else if (outcome.end) ended = outcome.text;
        if (ended) break;
        continue;
      }
      const question = current(row, questions, 'ussd');
      if (!question) {
        ended = await finish(row, questions, 'ussd');
        break;
      }
      const screens = ussdScreens(question, previousAnswerable(questions, row.position, 'ussd') !== -1);
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
        ended = GATEWAY_MESSAGES.outOfRange;
        break;
      }
    }
    if (!ended && !screen) {
      const question = current(row, questions, 'ussd');
      if (!question)
        ended = questions.length ? await finish(row, questions, 'ussd') : GATEWAY_MESSAGES.nothingToAnswer;
      else {
        const screens = ussdScreens(question, previousAnswerable(questions, row.position, 'ussd') !== -1);
        screen = screens[Math.min(row.page, screens.length - 1)] ?? '';
      }
    }
    // A session that ended takes no more requests: the next one must dial again.
    await saveInterview(deps.db, row.id, { ...stateOf(row), ...(ended ? { sessionId: null } : {}) });
    return ended ? end(ended) : con(screen ?? '');
  }

  /**
   * One inbound text (or WhatsApp) message that is not STOP or HELP: the reply to send back. The first message
   * asks who is writing; each message after answers the question on screen.
   */
  async function message(mode: 'sms' | 'whatsapp', phone: string, text: string): Promise<ChannelReply> {
    const kase = await port()?.findCaseForPhone(phone);
    if (!kase) return { text: GATEWAY_MESSAGES.notOnRoll };
    const row = await upsertInterview(deps.db, keyOf(phone, kase, mode), {});
    if (row.status === 'complete') return { text: GATEWAY_MESSAGES.alreadyDone };
    const questions = await questionnaires(row.surveyId);
    let notice = '';
    if (row.confirmedIn !== 'message') {
      // Only something shaped like an answer (4 letters or digits) costs a try: a greeting does not.
      if (!/^[\p{L}\p{N}]{4}$/u.test(text.trim())) {
        await saveInterview(deps.db, row.id, stateOf(row));
        return {
          text: lockedNow(row) ? GATEWAY_MESSAGES.identityLocked : GATEWAY_MESSAGES.smsIdentityPrompt,
        };
      }
      const outcome = await confirm(row, text, 'message');
      await saveInterview(deps.db, row.id, stateOf(row));
      if (outcome === 'retry')
        return { text: GATEWAY_MESSAGES.identityRetry(IDENTITY_TRIES - row.identityTries) };
      if (outcome.end) return { text: outcome.text };
    } else {
      const question = current(row, questions, 'sms');
      if (question) {
        if (answer(row, question, text, mode) === 'answered') row.position += 1;
        else
          notice =
            question.type === 'text'
              ? GATEWAY_MESSAGES.smsAnswerText
              : GATEWAY_MESSAGES.smsAnswerChoice(question.options.length);
      }
    }
    const next = current(row, questions, 'sms');
    if (!next) {
      const done = questions.length ? await finish(row, questions, mode) : GATEWAY_MESSAGES.nothingToAnswer;
      return { text: done };
    }
    await saveInterview(deps.db, row.id, stateOf(row));
    const body = smsQuestion(next).text;
    return { text: notice ? `${notice}\n${body}` : body, question: next };
  }

  return { ussd, message };
}

const keyOf = (phone: string, kase: InterviewCase, channel: string) => ({
  phone,
  studyRef: kase.studyRef,
  caseRef: kase.caseRef,
  surveyId: kase.surveyId,
  channel,
});
