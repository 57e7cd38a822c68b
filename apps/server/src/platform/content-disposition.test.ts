import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps an ASCII name as it is, in both forms', () => {
    expect(contentDisposition('attachment', 'cv.pdf')).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
  });

  it('gives names in Yoruba or Hausa an ASCII fallback and the exact name in filename*', () => {
    const header = contentDisposition('inline', 'Ọmọ ẹ̀kọ́ ɗalibi.png');
    expect(header).toBe(
      `inline; filename="Omo eko _alibi.png"; filename*=UTF-8''${encodeURIComponent('Ọmọ ẹ̀kọ́ ɗalibi.png')}`,
    );
    // Node refuses header values outside Latin-1; this one is plain ASCII.
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('cannot be broken out of by quotes, semicolons or line breaks', () => {
    const header = contentDisposition('attachment', 'a";\r\nSet-Cookie: x=1;\'(*).pdf');
    expect(header).not.toMatch(/[\r\n]/);
    const [, fallback] = header.match(/filename="([^"]*)"/) ?? [];
    expect(fallback).not.toMatch(/[";\\]/);
    expect(header.split("filename*=UTF-8''")[1]).toMatch(/^[A-Za-z0-9%!#$&+.^_`|~-]+$/);
  });

  it('names an empty title "download"', () => {
    expect(contentDisposition('attachment', '')).toBe(`attachment; filename="download"; filename*=UTF-8''`);
  });
});
