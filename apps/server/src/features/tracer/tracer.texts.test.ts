import { fillTemplate, LANGUAGES, placeholdersOf, SMS_TEMPLATES, smsCost } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../platform/deps';
import { phoneMessage, TRACER_TEMPLATES, tracerTemplates } from './tracer.texts';

/*
 * The tracer's invitations and reminders in five languages (issue 27 with issue 29): each fits one text message of
 * 160 characters with the longest link and code, keeps {link} and {ussd}, says how to stop, and is costed in the
 * encoding its language needs: GSM-7 in English, Hausa and Pidgin, UCS-2 for Yoruba's and Igbo's marks.
 */

const deps = {
  config: { publicUrl: 'https://tvet-tracer.ng' },
  gateway: { ussdCode: '*347*88*100#' },
} as unknown as Pick<Deps, 'config' | 'gateway'>;
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('invitation and reminder in five languages', () => {
  it('fit 160 characters with the longest link and code, keep the placeholders and STOP, NFC', () => {
    for (const key of ['invitation', 'reminder'] as const) {
      expect(TRACER_TEMPLATES[key].en).toBe(SMS_TEMPLATES[key].en);
      for (const language of LANGUAGES) {
        const text = TRACER_TEMPLATES[key][language];
        expect(placeholdersOf(text), `${key}.${language}`).toEqual(['link', 'ussd']);
        expect(text, `${key}.${language}`).toMatch(/STOP/);
        expect(text.normalize('NFC')).toBe(text);
        const cost = smsCost(fillTemplate(text, {}));
        expect([...cost.text].length, `${key}.${language}`).toBeLessThanOrEqual(160);
        const gsm = language === 'en' || language === 'ha' || language === 'pcm';
        expect(cost.encoding, `${key}.${language}`).toBe(gsm ? 'GSM-7' : 'UCS-2');
        if (gsm) expect(cost.segments).toBe(1);
      }
    }
    expect(tracerTemplates()).toHaveLength(2 * LANGUAGES.length);
  });

  it("builds the case's text in its language, costed by its parts; WhatsApp's template names the language", () => {
    const yoruba = phoneMessage(deps, 'sms', '0803 123 4567', 'reminder', TOKEN, 400, 'yo');
    expect(yoruba).toMatchObject({ channel: 'sms', to: '+2348031234567', encoding: 'UCS-2', segments: 3 });
    expect(yoruba?.text).toBe(
      fillTemplate(TRACER_TEMPLATES.reminder.yo, {
        link: `https://tvet-tracer.ng/a/${TOKEN}`,
        ussd: '*347*88*100#',
      }),
    );
    expect(yoruba?.cost).toBe(3 * 400);
    const english = phoneMessage(deps, 'sms', '08031234567', 'invitation', TOKEN, 400);
    expect(english).toMatchObject({ encoding: 'GSM-7', segments: 1, cost: 400 });
    expect(english?.text.startsWith('TVET Tracer: how is work')).toBe(true);
    const whatsapp = phoneMessage(deps, 'whatsapp', '08031234567', 'invitation', TOKEN, 250, 'ha');
    expect(whatsapp?.whatsapp).toMatchObject({ kind: 'template', name: 'tracer_invitation', language: 'ha' });
    expect(phoneMessage(deps, 'sms', null, 'invitation', TOKEN, 400, 'ig')).toBeNull();
  });
});
