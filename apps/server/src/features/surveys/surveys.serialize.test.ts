import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../platform/content-disposition';
import { downloadName } from './surveys.serialize';

/** The Content-Disposition of a survey's download, as the export route sends it. */
function attachment(title: string, suffix: string) {
  const { name, asciiName } = downloadName(title, suffix);
  return contentDisposition('attachment', name, asciiName);
}

/** What a browser would read from the header: the ASCII fallback and the decoded UTF-8 name. */
function names(header: string) {
  const ascii = header.match(/^attachment; filename="([^"]*)"; filename\*=UTF-8''([^;\s"]+)$/);
  if (!ascii) throw new Error(`not an attachment header: ${header}`);
  return { ascii: ascii[1], utf8: decodeURIComponent(ascii[2]) };
}

describe('attachment (the CSV download name, issue 9)', () => {
  it('keeps a Latin title as it was: lower case, words joined by dashes', () => {
    expect(names(attachment('Graduate Tracer 2024', '-responses.csv'))).toEqual({
      ascii: 'graduate-tracer-2024-responses.csv',
      utf8: 'graduate-tracer-2024-responses.csv',
    });
  });

  it('spells Hausa hooked letters and Yoruba underdots in ASCII, and keeps them in filename*', () => {
    expect(names(attachment('Ɗaliban Ƙwarewa: Ọmọ Ẹgbẹ́', '.csv'))).toEqual({
      ascii: 'daliban-kwarewa-omo-egbe.csv',
      utf8: 'ɗaliban-ƙwarewa-ọmọ-ẹgbẹ́.csv'.normalize('NFC'),
    });
  });

  it('lets no quote, semicolon or line break of a title into the header', () => {
    const header = attachment('A "quoted"; title\r\nSet-Cookie: x=1', '.csv');
    expect(header).not.toMatch(/[\r\n]/);
    expect(names(header)).toEqual({
      ascii: 'a-quoted-title-set-cookie-x-1.csv',
      utf8: 'a-quoted-title-set-cookie-x-1.csv',
    });
  });

  it("percent-encodes RFC 5987's reserved characters, so every header value is ASCII", () => {
    const header = attachment("Ìbéèrè (ọdún '24)*", '.csv');
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(names(header).utf8).toBe('ìbéèrè-ọdún-24.csv'.normalize('NFC'));
  });

  it("falls back to 'survey' for a title without letters or digits, or none in ASCII", () => {
    expect(names(attachment('— ! —', '.csv'))).toEqual({ ascii: 'survey.csv', utf8: 'survey.csv' });
    expect(names(attachment('調査', '.csv'))).toEqual({ ascii: 'survey.csv', utf8: '調査.csv' });
  });

  it('cuts a long title at 60 letters', () => {
    const { ascii, utf8 } = names(attachment('ẹ'.repeat(100), '.csv'));
    expect(ascii).toBe(`${'e'.repeat(60)}.csv`);
    expect(Array.from(utf8)).toHaveLength(64);
  });
});
