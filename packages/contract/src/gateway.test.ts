import { describe, expect, it } from 'vitest';
import { channelFit, smsQuestion, ussdScreens } from './channel-fit';
import {
  deliveryStatusOf,
  keywordOf,
  LANGUAGE_KEYWORDS,
  languageKeywordOf,
  normalisePhone,
  SMS_TEMPLATES,
  STOP_KEYWORDS,
  TEMPLATE_SAMPLE_VALUES,
  templateCosts,
  USSD_LANGUAGE_MENU,
  USSD_SCREEN_MAX,
  ussdLanguageOf,
} from './gateway';
import { smsCost, waveCost } from './sms-encoding';

describe('text message encoding and parts', () => {
  it('counts plain English and Pidgin as GSM-7, 160 in one part and 153 a part after', () => {
    const pidgin = 'Abeg, how work dey? You don see work since you finish school? Reply 1 for yes, 2 for no.';
    expect(smsCost(pidgin)).toMatchObject({ encoding: 'GSM-7', units: pidgin.length, segments: 1 });
    expect(smsCost('a'.repeat(160)).segments).toBe(1);
    expect(smsCost('a'.repeat(161)).segments).toBe(2);
    expect(smsCost('a'.repeat(306)).segments).toBe(2);
    expect(smsCost('a'.repeat(307)).segments).toBe(3);
    expect(smsCost('').segments).toBe(0);
  });

  it('counts an extension character as two septets and never splits one across parts', () => {
    expect(smsCost('Price: 5€ [approx]').units).toBe(18 + 3);
    expect(smsCost(`${'a'.repeat(158)}€`)).toMatchObject({ units: 160, segments: 1 });
    expect(smsCost(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
    // 306 septets would be two parts, but the € would straddle the first boundary, so it opens part two: three.
    expect(smsCost(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('makes the whole text UCS-2 for one character outside GSM-7 (Yoruba, Hausa, Igbo, the naira sign)', () => {
    const yoruba = 'Ṣé o ti rí iṣẹ́ lẹ́yìn ẹ̀kọ́ rẹ?';
    const hausa = 'Kin samu aiki bayan kammala karatu? Ƙasa ɗaya';
    const igbo = 'Ị nwetala ọrụ kemgbe ị gụchara akwụkwọ?';
    for (const sample of [yoruba, hausa, igbo, 'Salary: ₦50,000', 'He said “yes”']) {
      const cost = smsCost(sample);
      expect(cost.encoding, sample).toBe('UCS-2');
      expect(cost.units).toBe(cost.text.length);
    }
    expect(smsCost(`${'a'.repeat(69)}ẹ`).segments).toBe(1);
    expect(smsCost(`${'a'.repeat(70)}ẹ`).segments).toBe(2);
    expect(smsCost('ẹ'.repeat(134)).segments).toBe(2);
    expect(smsCost('ẹ'.repeat(135)).segments).toBe(3);
  });

  it('normalises to NFC first: a decomposed é is the GSM-7 é, not two UCS-2 units', () => {
    const decomposed = 'Caf\u0065\u0301';
    expect(decomposed.length).toBe(5);
    expect(smsCost(decomposed)).toMatchObject({ text: 'Café', encoding: 'GSM-7', units: 4 });
  });

  it('costs a wave: parts x recipients x price', () => {
    expect(waveCost('a'.repeat(200), 1000, 4)).toMatchObject({
      segments: 2,
      totalSegments: 2000,
      total: 8000,
    });
  });
});

describe('templates', () => {
  it('costs each template filled with the longest link and code, in the language it is written in', () => {
    const costs = templateCosts([
      { key: 'invitation', language: 'en', text: SMS_TEMPLATES.invitation.en },
      { key: 'invitation', language: 'yo', text: 'Dáhùn: {link} tàbí tẹ {ussd}.' },
    ]);
    expect(costs[0]).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(costs[0]?.text).toContain(TEMPLATE_SAMPLE_VALUES.link);
    expect(costs[1]).toMatchObject({ language: 'yo', encoding: 'UCS-2', units: 76, segments: 2 });
    expect(costs[1]?.text).toBe(
      `Dáhùn: ${TEMPLATE_SAMPLE_VALUES.link} tàbí tẹ ${TEMPLATE_SAMPLE_VALUES.ussd}.`,
    );
    for (const key of ['invitation', 'reminder', 'help'] as const)
      expect(SMS_TEMPLATES[key].en).toMatch(/STOP/);
  });
});

describe('the language line and language words', () => {
  it('picks a language by its place on the USSD line, 1 English to 5 Pidgin, and nothing else', () => {
    expect(USSD_LANGUAGE_MENU).toBe('1 English 2 Hausa 3 Yoruba 4 Igbo 5 Pidgin');
    expect(['1', '2', '3', '4', '5'].map(ussdLanguageOf)).toEqual(['en', 'ha', 'yo', 'ig', 'pcm']);
    for (const input of ['0', '6', '00', '1999', '', ' ', 'a'])
      expect(ussdLanguageOf(input), input).toBeNull();
  });
  it('reads a whole message naming a language, whatever the case or tone marks', () => {
    expect(languageKeywordOf('HAUSA')).toBe('ha');
    expect(languageKeywordOf(' yorùbá! ')).toBe('yo');
    expect(languageKeywordOf('Igbo')).toBe('ig');
    expect(languageKeywordOf('pidgin')).toBe('pcm');
    expect(languageKeywordOf('Naijá')).toBe('pcm');
    expect(languageKeywordOf('English')).toBe('en');
    expect(languageKeywordOf('Gẹ̀ẹ́sì')).toBe('en');
    for (const text of ['I speak Hausa', 'STOP', '1', '']) expect(languageKeywordOf(text), text).toBeNull();
  });
  it('keeps language words and STOP/HELP words apart, so a language never opts anyone out', () => {
    for (const words of Object.values(LANGUAGE_KEYWORDS))
      for (const word of words) expect(keywordOf(word), word).toBeNull();
  });
});

describe('keywords', () => {
  it('reads STOP in English, Hausa, Yoruba, Igbo and Pidgin, whatever the case, tone marks or punctuation', () => {
    for (const words of Object.values(STOP_KEYWORDS))
      for (const word of words) expect(keywordOf(word)).toBe('stop');
    for (const typed of ['stop', ' Stop! ', 'Daina', 'dúró', 'Kwụsị', 'KWỤSỊ.', 'stop am', 'Tsaya'])
      expect(keywordOf(typed), typed).toBe('stop');
    for (const typed of ['help', 'Taimako', 'ìrànlọ́wọ́', 'Enyemaka', 'wetin be dis?'])
      expect(keywordOf(typed)).toBe('help');
    for (const typed of ['1', 'stopped', 'please stop sending me the link about work', ''])
      expect(keywordOf(typed)).toBeNull();
  });
});

describe('phones and delivery reports', () => {
  it('writes Nigerian numbers as +234…', () => {
    expect(normalisePhone('0803 123 4567')).toBe('+2348031234567');
    expect(normalisePhone('2348031234567')).toBe('+2348031234567');
    expect(normalisePhone('+2348031234567')).toBe('+2348031234567');
    expect(normalisePhone('+254711000000')).toBeNull();
    expect(normalisePhone('12345')).toBeNull();
  });
  it("maps Africa's Talking statuses, do-not-disturb rejections apart", () => {
    expect(deliveryStatusOf('Success')).toBe('delivered');
    expect(deliveryStatusOf('Failed', 'DeliveryFailure')).toBe('failed');
    expect(deliveryStatusOf('Rejected', 'UserInBlacklist')).toBe('rejected_dnd');
    expect(deliveryStatusOf('Rejected', 'RejectedByGateway')).toBe('failed');
    expect(deliveryStatusOf('Sent')).toBe('sent');
  });
});

describe('questions on USSD and in a text message', () => {
  const short = {
    text: 'Are you working now?',
    type: 'objective' as const,
    options: [{ text: 'Yes' }, { text: 'No' }],
  };
  const long = {
    text: 'Which of these best describes what you have mainly been doing in the last four weeks, counting any paid work?',
    type: 'multiple_choice' as const,
    options: Array.from({ length: 8 }, (_, i) => ({
      text: `Option number ${i + 1} with a fairly long description`,
    })),
  };

  it('shows a short question on one screen with numbered options and 0 Back', () => {
    expect(ussdScreens(short, false)).toEqual(['Are you working now?\n1 Yes\n2 No']);
    expect(ussdScreens(short, true)).toEqual(['Are you working now?\n1 Yes\n2 No\n0 Back']);
    expect(channelFit(short)).toMatchObject({ ussd: { fits: true, answerable: true }, sms: { fits: true } });
  });

  it('pages a long question with 00 More, every screen within the limit, every option kept in order', () => {
    const screens = ussdScreens(long, false);
    expect(screens.length).toBeGreaterThan(1);
    for (const [index, screen] of screens.entries()) {
      expect(screen.length).toBeLessThanOrEqual(USSD_SCREEN_MAX);
      expect(screen.endsWith('00 More')).toBe(index < screens.length - 1);
      if (index > 0) expect(screen).toMatch(/0 Back/);
    }
    const numbers = screens.join('\n').match(/^\d+ Option/gm);
    expect(numbers).toEqual(long.options.map((_, i) => `${i + 1} Option`));
    expect(channelFit(long).ussd.fits).toBe(false);
  });

  it('uses the short versions where the author wrote them', () => {
    const withShort = {
      ...long,
      short_text: 'Main activity, last 4 weeks?',
      options: long.options.map((o, i) => ({ ...o, short_text: `Opt ${i + 1}` })),
    };
    expect(ussdScreens(withShort, false)).toHaveLength(1);
    expect(smsQuestion(withShort).segments).toBe(1);
  });

  it('skips a free-text question on USSD unless it has a short version, and answers it by text message', () => {
    const text = { text: 'Describe your job', type: 'text' as const, options: [] };
    expect(channelFit(text)).toMatchObject({ ussd: { answerable: false }, sms: { answerable: true } });
    expect(channelFit({ ...text, short_text: 'Your job title?' }).ussd.answerable).toBe(true);
  });
});
