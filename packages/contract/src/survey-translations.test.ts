import { describe, expect, it } from 'vitest';
import { CHANNEL_SHORT_OPTION_MAX, CHANNEL_SHORT_QUESTION_MAX } from './limits';
import {
  droppedPluralBranches,
  phoneQuestionIn,
  pluralsOf,
  TRANSLATION_TEXT_MAX,
  translatedTextProblem,
  translationKey,
  translationTextMax,
} from './survey-translations';

describe("a survey translation's plurals (issue 29)", () => {
  const english = 'You have {count, plural, =0 {no job} one {# job} other {# jobs}} in {state}';

  it('reads each plural with its branches, nested braces included', () => {
    expect(pluralsOf(english)).toEqual([{ argument: 'count', branches: ['=0', 'one', 'other'] }]);
    expect(pluralsOf('{n, plural, offset:1 one {{name} and # other} other {#}}')).toEqual([
      { argument: 'n', branches: ['one', 'other'] },
    ]);
    expect(pluralsOf('No plural, {name}')).toEqual([]);
  });

  it("needs the language's CLDR categories and the English =N branches", () => {
    const hausa = 'Kana da {count, plural, =0 {babu aiki} one {aiki #} other {ayyuka #}} a {state}';
    expect(droppedPluralBranches(english, hausa, 'ha')).toBeNull();
    expect(
      droppedPluralBranches(english, 'O ní {count, plural, =0 {iṣẹ́ kankan} other {iṣẹ́ #}}', 'yo'),
    ).toBeNull();
    expect(droppedPluralBranches(english, 'Kana da {count, plural, =0 {babu} other {ayyuka #}}', 'ha')).toBe(
      "the plural branch 'one' of {count}",
    );
    expect(droppedPluralBranches(english, 'I nwere {count, plural, other {ọrụ #}}', 'ig')).toBe(
      "the plural branch '=0' of {count}",
    );
    expect(droppedPluralBranches(english, 'You get some jobs', 'pcm')).toBe('the plural of {count}');
  });
});

describe("a translation's short versions for the phone channels (issue 29 with 27)", () => {
  const shortQ = translationKey.shortQuestion('q1');
  const shortO = translationKey.shortOption('q1', 'o1');

  it("holds a short version to the English short version's limit, by key, and other texts to the general one", () => {
    expect(shortQ).toBe('short:question:q1');
    expect(shortO).toBe('short:option:q1:o1');
    expect(translationTextMax(shortQ)).toBe(CHANNEL_SHORT_QUESTION_MAX);
    expect(translationTextMax(shortO)).toBe(CHANNEL_SHORT_OPTION_MAX);
    expect(translationTextMax(translationKey.question('q1'))).toBe(TRANSLATION_TEXT_MAX);
    expect(translationTextMax('title')).toBe(TRANSLATION_TEXT_MAX);
  });

  it('refuses a short version one character over its limit, naming the key and the limit; at the limit it passes', () => {
    const source = { key: shortO, en: 'Yes, full time' };
    expect(translatedTextProblem(source, 'a'.repeat(CHANNEL_SHORT_OPTION_MAX), 'ha')).toBeNull();
    expect(translatedTextProblem(source, 'a'.repeat(CHANNEL_SHORT_OPTION_MAX + 1), 'ha')).toBe(
      `texts.${shortO} has 31 characters: a short version has at most 30, as in English, to fit a USSD screen and a text message.`,
    );
    const question = { key: shortQ, en: 'Working now?' };
    expect(translatedTextProblem(question, 'ẹ'.repeat(CHANNEL_SHORT_QUESTION_MAX), 'yo')).toBeNull();
    expect(translatedTextProblem(question, 'ẹ'.repeat(CHANNEL_SHORT_QUESTION_MAX + 1), 'yo')).toMatch(
      /^texts\.short:question:q1 has 101 characters: a short version has at most 100/,
    );
    // The same text as a full question's translation is within its limit.
    expect(
      translatedTextProblem({ key: 'question:q1', en: 'Working now?' }, 'a'.repeat(101), 'ha'),
    ).toBeNull();
  });

  it('holds a short version to the placeholder and plural rules of its English short version', () => {
    expect(translatedTextProblem({ key: shortQ, en: 'Job, {name}?' }, 'Aiki?', 'ha')).toBe(
      `texts.${shortQ} drops the placeholder {name}: keep it as in English.`,
    );
    const plural = { key: shortQ, en: '{n, plural, one {# job} other {# jobs}}?' };
    expect(translatedTextProblem(plural, '{n, plural, other {ayyuka #}}?', 'ha')).toMatch(/'one' of \{n\}/);
    expect(translatedTextProblem(plural, '{n, plural, other {iṣẹ́ #}}?', 'yo')).toBeNull();
  });
});

describe('how a question reads on the phone channels in a language (decision 0037, amended)', () => {
  const long =
    'Ka na aiki yanzu, ko da albashi ko a kan kanka, ko kana neman aiki, ko kana karatu a wata makaranta a yau?';
  const question = {
    _id: 'q1',
    text: 'Are you working now, for a wage or for yourself, looking for work, or studying somewhere?',
    short_text: 'Working now?',
    options: [
      { _id: 'o1', text: 'Yes, for a wage or salary with an employer', short_text: 'Yes, for a wage' },
      { _id: 'o2', text: 'No', short_text: null },
    ],
  };

  it('reads English where there is no translation', () => {
    expect(phoneQuestionIn(question, null)).toBe(question);
    expect(phoneQuestionIn(question, {})).toEqual(question);
  });

  it("uses the translation's short version first", () => {
    const read = phoneQuestionIn(question, {
      [translationKey.question('q1')]: long,
      [translationKey.shortQuestion('q1')]: 'Kana aiki?',
      [translationKey.shortOption('q1', 'o1')]: 'Ee, albashi',
    });
    expect(read.text).toBe(long);
    expect(read.short_text).toBe('Kana aiki?');
    expect(read.options[0]).toEqual({
      _id: 'o1',
      text: question.options[0]?.text,
      short_text: 'Ee, albashi',
    });
  });

  it('falls back to the English short version where the translated text is too long for one, else the translated text', () => {
    const read = phoneQuestionIn(question, {
      [translationKey.question('q1')]: long,
      [translationKey.option('q1', 'o1')]: 'Ee, albashi',
      [translationKey.option('q1', 'o2')]: "A'a",
    });
    expect(long.length).toBeGreaterThan(CHANNEL_SHORT_QUESTION_MAX);
    expect(read.short_text).toBe('Working now?');
    // Short enough to be a short version itself: the translated text.
    expect(read.options[0]?.short_text).toBe('Ee, albashi');
    // No English short version: none in the language either, so what USSD can ask does not change.
    expect(read.options[1]).toEqual({ _id: 'o2', text: "A'a", short_text: null });
    expect(read.options.map((option) => option._id)).toEqual(['o1', 'o2']);
  });
});
