import { USSD_SCREEN_MAX } from './gateway';
import type { Language } from './languages';
import { type SmsCost, smsCost } from './sms-encoding';
import type { QuestionType } from './survey-rules';

/*
 * How one survey question reads on a USSD screen and in a text message (issue 27), from the same definition the
 * web form shows: the server's interview engine renders with these functions, and the survey builder previews
 * with them, so what the author sees is what the phone shows.
 */

export interface ChannelOption {
  text: string;
  /** The author's short version for USSD and text messages, when the full text is too long. */
  short_text?: string | null;
}
export interface ChannelQuestion {
  text: string;
  short_text?: string | null;
  type: QuestionType;
  options: readonly ChannelOption[];
}

export const NAV_BACK = '0';
export const NAV_MORE = '00';

/**
 * The channel's own words around a question, in the language the graduate reads (the server keeps the five
 * languages in gateway.texts.ts); English by default, as the survey builder previews.
 */
export interface ChannelWords {
  back: string;
  more: string;
  typeAnswer: string;
  replyNumber: string;
  replyText: string;
}
export const ENGLISH_CHANNEL_WORDS: ChannelWords = {
  back: 'Back',
  more: 'More',
  typeAnswer: 'Type your answer',
  replyNumber: 'Reply with the number. STOP to opt out',
  replyText: 'Reply with your answer. STOP to opt out',
};

/**
 * The words around a question on USSD and in a text message, per language: the server's interview engine says
 * them and the survey builder previews a translation with them (decision 0037). Non-English words are drafts.
 */
export const CHANNEL_WORDS: Record<Language, ChannelWords> = {
  en: ENGLISH_CHANNEL_WORDS,
  ha: {
    back: 'Koma',
    more: 'Kari',
    typeAnswer: 'Rubuta amsarka',
    replyNumber: 'Tura lambar amsa. STOP don dainawa',
    replyText: 'Tura amsarka. STOP don dainawa',
  },
  yo: {
    back: 'Padà',
    more: 'Síwájú',
    typeAnswer: 'Kọ ìdáhùn rẹ',
    replyNumber: 'Fi nọ́mbà dáhùn. STOP láti dúró',
    replyText: 'Kọ ìdáhùn rẹ ránṣẹ́. STOP láti dúró',
  },
  ig: {
    back: 'Laghachi',
    more: 'Ọzọ',
    typeAnswer: 'Dee azịza gị',
    replyNumber: 'Zaa na nọmba. STOP ka ị kwụsị',
    replyText: 'Zitere azịza gị. STOP ka ị kwụsị',
  },
  pcm: {
    back: 'Back',
    more: 'More',
    typeAnswer: 'Type your answer',
    replyNumber: 'Reply with the number. STOP make we stop',
    replyText: 'Reply with your answer. STOP make we stop',
  },
};

const shown = (item: { text: string; short_text?: string | null }) =>
  (item.short_text?.trim() || item.text).normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * Whether the question can be answered on the channel. A free-text question is skipped on USSD unless its author
 * wrote a short version (typing a paragraph on a keypad inside a 180-second session is not an answer anyone can
 * give); every question can be answered by text message. A choice question without options cannot be answered
 * anywhere but on the web.
 */
export function answerableOn(question: ChannelQuestion, channel: 'ussd' | 'sms'): boolean {
  if (question.type !== 'text') return question.options.length > 0;
  return channel === 'sms' || Boolean(question.short_text?.trim());
}

/** Cuts `line` at spaces into pieces of at most `max` characters (a word longer than `max` is cut). */
function wrap(line: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max);
    if (cut <= 0) cut = max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * The question as USSD screens (bodies without `CON `), each at most USSD_SCREEN_MAX characters: the question,
 * then its numbered options, then `0 Back` (on every screen but the very first of the interview) and `00 More`
 * (when another screen follows). `canGoBack`: whether `0` on the first screen goes to an earlier question.
 */
export function ussdScreens(
  question: ChannelQuestion,
  canGoBack: boolean,
  max = USSD_SCREEN_MAX,
  words: ChannelWords = ENGLISH_CHANNEL_WORDS,
): string[] {
  const backLine = `${NAV_BACK} ${words.back}`;
  const moreLine = `${NAV_MORE} ${words.more}`;
  const options = question.type === 'text' ? [] : question.options.map((o, i) => `${i + 1} ${shown(o)}`);
  const lines = [shown(question), ...options];
  if (question.type === 'text') lines.push(words.typeAnswer);
  // The navigation lines take room on every screen; reserve both so a page never overflows.
  const room = max - ([...backLine].length + [...moreLine].length + 2);
  const pieces = lines.flatMap((line) => wrap(line, room - 1));
  const pages: string[][] = [[]];
  let used = 0;
  for (const piece of pieces) {
    const extra = piece.length + (used === 0 ? 0 : 1);
    if (used > 0 && used + extra > room) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1]?.push(piece);
    used += used === 0 ? piece.length : piece.length + 1;
  }
  return pages.map((page, index) => {
    const nav: string[] = [];
    if (index > 0 || canGoBack) nav.push(backLine);
    if (index < pages.length - 1) nav.push(moreLine);
    return [...page, ...nav].join('\n');
  });
}

/** The question as one text message: the question, the numbered options, and how to answer or stop. */
export function smsQuestion(question: ChannelQuestion, words: ChannelWords = ENGLISH_CHANNEL_WORDS): SmsCost {
  const options = question.type === 'text' ? [] : question.options.map((o, i) => `${i + 1} ${shown(o)}`);
  const how = question.type === 'text' ? words.replyText : words.replyNumber;
  return smsCost([shown(question), ...options, how].join('\n'));
}

export interface ChannelFit {
  ussd: { answerable: boolean; screens: string[]; fits: boolean };
  sms: SmsCost & { answerable: boolean; fits: boolean };
}

/**
 * What the builder shows beside a question: its screens and message, and whether each fits in one; `words` in the
 * language previewed.
 */
export function channelFit(
  question: ChannelQuestion,
  words: ChannelWords = ENGLISH_CHANNEL_WORDS,
): ChannelFit {
  const screens = ussdScreens(question, true, USSD_SCREEN_MAX, words);
  const sms = smsQuestion(question, words);
  return {
    ussd: { answerable: answerableOn(question, 'ussd'), screens, fits: screens.length === 1 },
    sms: { ...sms, answerable: answerableOn(question, 'sms'), fits: sms.segments <= 1 },
  };
}
