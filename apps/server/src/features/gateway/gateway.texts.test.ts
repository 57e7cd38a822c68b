import {
  CHANNEL_WORDS,
  IDENTITY_TRIES,
  LANGUAGES,
  GATEWAY_MESSAGES as M,
  placeholdersOf,
  SMS_TEMPLATES,
  smsCost,
  smsQuestion,
  TEMPLATE_SAMPLE_VALUES,
  USSD_REPLY_MAX,
  USSD_SCREEN_MAX,
  ussdScreens,
} from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { WHATSAPP_LIMITS, whatsAppProblem } from '../../platform/gateway';
import type { ChannelQuestionRow } from '../surveys';
import { whatsAppQuestion } from './gateway.service';
import {
  fill,
  GATEWAY_TEMPLATES,
  INTERVIEW_TEXTS,
  type InterviewTextKey,
  phoneTemplateCosts,
  say,
  ussdWelcome,
  WHATSAPP_WORDS,
} from './gateway.texts';

/*
 * Every text the gateway sends, in every language, fits its channel (issue 27 with issue 29): a text message at most
 * 160 characters (one GSM-7 part in English and Pidgin; Yoruba and Igbo costed as UCS-2), a USSD reply at most 182
 * with `CON `/`END `, and every translation keeps the English text's placeholders.
 */

/** The longest values a placeholder takes. */
const LONGEST = { left: IDENTITY_TRIES, count: 10, minutes: 30, ...TEMPLATE_SAMPLE_VALUES };
const chars = (text: string) => [...text].length;
const keys = Object.keys(INTERVIEW_TEXTS) as InterviewTextKey[];
/** Sentences a USSD screen ends with (`END …`); the others are text messages only, or a `CON` screen. */
const USSD_ENDINGS: InterviewTextKey[] = [
  'notOnRoll',
  'closed',
  'tooLong',
  'unknownSession',
  'timedOut',
  'outOfRange',
  'identityLocked',
  'nothingToAnswer',
  'alreadyDone',
  'failed',
  'thanks',
];

describe('the interview sentences in five languages', () => {
  it('has every sentence in every language, NFC, with the English placeholders kept', () => {
    for (const key of keys)
      for (const language of LANGUAGES) {
        const text = INTERVIEW_TEXTS[key][language];
        expect(text.trim(), `${key}.${language}`).not.toBe('');
        expect(text.normalize('NFC'), `${key}.${language}`).toBe(text);
        expect(placeholdersOf(text), `${key}.${language}`).toEqual(placeholdersOf(INTERVIEW_TEXTS[key].en));
      }
  });

  it("says in English exactly the contract's words, which the API tests and the simulator read", () => {
    expect(say('identityRetry', 'en', { left: 2 })).toBe(M.identityRetry(2));
    expect(say('identityRetry', 'en', { left: 1 })).toBe(M.identityRetry(1));
    expect(say('identityLocked', 'en')).toBe(M.identityLocked);
    expect(say('smsAnswerChoice', 'en', { count: 3 })).toBe(M.smsAnswerChoice(3));
    for (const key of ['notOnRoll', 'thanks', 'timedOut', 'smsIdentityPrompt'] as const)
      expect(say(key, 'en')).toBe(M[key]);
  });

  it('fits every sentence in one text message of 160 characters, one GSM-7 part in English and Pidgin', () => {
    for (const key of keys)
      for (const language of LANGUAGES) {
        const cost = smsCost(say(key, language, LONGEST));
        expect(chars(cost.text), `${key}.${language}`).toBeLessThanOrEqual(160);
        if (language === 'en' || language === 'pcm')
          expect([cost.encoding, cost.segments], `${key}.${language}`).toEqual(['GSM-7', 1]);
      }
  });

  it('fits every USSD screen in 182 characters with CON or END: the first screen with its language line too', () => {
    for (const language of LANGUAGES) {
      const welcome = `CON ${ussdWelcome(language)}`;
      expect(chars(welcome), language).toBeLessThanOrEqual(USSD_REPLY_MAX);
      expect(welcome.endsWith('\n1 English 2 Hausa 3 Yoruba 4 Igbo 5 Pidgin')).toBe(true);
      for (let left = 1; left <= IDENTITY_TRIES; left += 1)
        expect(chars(`CON ${say('identityRetry', language, { left })}`)).toBeLessThanOrEqual(USSD_REPLY_MAX);
      for (const key of USSD_ENDINGS)
        expect(chars(`END ${say(key, language, LONGEST)}`), `${key}.${language}`).toBeLessThanOrEqual(
          USSD_REPLY_MAX,
        );
      const stop = `END ${fill(GATEWAY_TEMPLATES.stopConfirmation[language])}`;
      expect(chars(stop), language).toBeLessThanOrEqual(USSD_REPLY_MAX);
    }
  });

  it('fills its placeholders, leaves an unknown one as it is, and writes NFC', () => {
    expect(say('identityRetry', 'ha', { left: 2 })).toContain('(saura 2)');
    expect(say('identityLocked', 'yo')).toContain('ìṣẹ́jú 30');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(fill('e\u0301')).toBe('é');
  });
});

describe('HELP and the STOP confirmation in five languages', () => {
  it('fit one text message, keep {ussd}, say how to stop (HELP), and are English where the contract says', () => {
    expect(GATEWAY_TEMPLATES.help.en).toBe(SMS_TEMPLATES.help.en);
    expect(GATEWAY_TEMPLATES.stopConfirmation.en).toBe(SMS_TEMPLATES.stopConfirmation.en);
    for (const language of LANGUAGES) {
      const help = GATEWAY_TEMPLATES.help[language];
      expect(placeholdersOf(help), language).toEqual(['ussd']);
      expect(help, language).toMatch(/STOP/);
      for (const text of [help, GATEWAY_TEMPLATES.stopConfirmation[language]]) {
        const cost = smsCost(fill(text, LONGEST));
        expect(chars(cost.text), text).toBeLessThanOrEqual(160);
        if (language === 'en' || language === 'pcm') expect(cost.encoding, text).toBe('GSM-7');
      }
    }
  });

  it("lists every template in every language with its encoding and parts for the console, the tracer's too", () => {
    const tracer = [{ key: 'invitation' as const, language: 'yo' as const, text: 'Ẹ ku {link}' }];
    const costs = phoneTemplateCosts({
      gateway: { ussdCode: '*347*88#' } as never,
      ports: { interviews: { templates: () => tracer } as never },
    });
    expect(costs).toHaveLength(1 + 2 * LANGUAGES.length);
    expect(costs[0]).toMatchObject({ key: 'invitation', language: 'yo', encoding: 'UCS-2', segments: 1 });
    const help = costs.filter((cost) => cost.key === 'help');
    expect(help.map((cost) => cost.language)).toEqual([...LANGUAGES]);
    expect(help.every((cost) => cost.text.includes('*347*88#'))).toBe(true);
    expect(help.find((cost) => cost.language === 'en')).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(help.find((cost) => cost.language === 'ig')).toMatchObject({ encoding: 'UCS-2' });
  });
});

describe("a question's own words on the channels", () => {
  const long = {
    text: 'Which of these best describes what you have mainly been doing in the last four weeks, counting any paid work?',
    type: 'multiple_choice' as const,
    options: Array.from({ length: 8 }, (_, i) => ({
      text: `Option number ${i + 1} with a long description`,
    })),
  };
  it('pages with Back and More in the language, each screen within the limit', () => {
    for (const language of LANGUAGES) {
      const words = CHANNEL_WORDS[language];
      const screens = ussdScreens(long, true, USSD_SCREEN_MAX, words);
      expect(screens.length).toBeGreaterThan(1);
      for (const [index, screen] of screens.entries()) {
        expect(chars(screen), language).toBeLessThanOrEqual(USSD_SCREEN_MAX);
        expect(screen.endsWith(`00 ${words.more}`)).toBe(index < screens.length - 1);
        expect(screen).toContain(`0 ${words.back}`);
      }
      expect(smsQuestion(long, words).text.endsWith(words.replyNumber)).toBe(true);
      expect(words.replyNumber).toMatch(/STOP/);
      expect(words.replyText).toMatch(/STOP/);
    }
    expect(ussdScreens(long, false, USSD_SCREEN_MAX, CHANNEL_WORDS.ha)[0]).toMatch(/\n00 Kari$/);
  });
});

describe("WhatsApp's own words in five languages", () => {
  /** A choice question whose `count` option titles are each `length` characters long (Yoruba marks included). */
  const question = (count: number, length: number): ChannelQuestionRow => ({
    id: 'q',
    text: 'Ṣé o ń ṣiṣẹ́ báyìí?'.normalize('NFC'),
    short_text: null,
    type: 'objective',
    required: true,
    options: Array.from({ length: count }, (_, i) => ({
      _id: `o${i}`,
      text: `${i}ọ̀`.normalize('NFC').padEnd(length, 'ẹ'),
      short_text: null,
    })),
  });

  it("names the list's button in the graduate's language, NFC, within Meta's 20 characters", () => {
    for (const language of LANGUAGES) {
      const { listButton } = WHATSAPP_WORDS[language];
      expect(listButton.trim(), language).not.toBe('');
      expect(listButton.normalize('NFC'), language).toBe(listButton);
      expect(chars(listButton), language).toBeLessThanOrEqual(WHATSAPP_LIMITS.listButton);
      if (language !== 'en') expect(listButton, language).not.toBe(WHATSAPP_WORDS.en.listButton);
    }
  });

  it("asks with reply buttons (≤3, ≤20) or a list (≤10, ≤24) in every language, each within Meta's limits", () => {
    for (const language of LANGUAGES) {
      const buttons = whatsAppQuestion(
        'q',
        question(WHATSAPP_LIMITS.buttons, WHATSAPP_LIMITS.buttonTitle),
        language,
      );
      expect(buttons.kind, language).toBe('buttons');
      expect(whatsAppProblem(buttons), language).toBeNull();
      const list = whatsAppQuestion('q', question(WHATSAPP_LIMITS.rows, WHATSAPP_LIMITS.rowTitle), language);
      expect(list, language).toMatchObject({ kind: 'list', button: WHATSAPP_WORDS[language].listButton });
      expect(whatsAppProblem(list), language).toBeNull();
      // One character over either limit: the list, then the numbered text message.
      expect(whatsAppQuestion('q', question(2, WHATSAPP_LIMITS.buttonTitle + 1), language).kind).toBe('list');
      expect(whatsAppQuestion('q', question(2, WHATSAPP_LIMITS.rowTitle + 1), language).kind).toBe('text');
      expect(whatsAppQuestion('q', question(WHATSAPP_LIMITS.rows + 1, 5), language).kind).toBe('text');
    }
  });
});
