import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC_DIR, sourceFiles, spokenAttributes } from './source-texts';

/*
 * Issue 29: what a screen reader speaks must be in the reader's language too. A JSX attribute it reads
 * (aria-label, aria-description, title, placeholder, alt…) given an English literal (`aria-label="Close"`) is heard
 * in English in Hausa, Yoruba, Igbo and Pidgin alike, and no catalogue test sees it, since it is not a t() call.
 * This reads every source file once (no browser); the e2e sweep (e2e/languages/every-role-in-hausa.e2e.ts) checks
 * what the pages finally render, data-driven texts included.
 */

/** Literals that are not words of any language, so not translated: a brand, a code, a unit. */
const NOT_WORDS = new Set<string>([]);

/** A text with a word in it: a letter (a number, a bullet mask or an empty alt has none). */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{…\}/g, ''));

describe('spoken attributes', () => {
  it('finds the literals an attribute is given, not those t()/tx() translate nor those compared', () => {
    // Escaped so that the fixture holds the source text `${…}` itself, as a .tsx file does.
    const code = `<><button aria-label="Close" title={t('Close')} />
<input placeholder={state ? 'Choose your LGA' : t('Choose a state first')} />
<img alt={\`Chosen \${label.toLowerCase()}\`} src={src} />
<span aria-label={status === 'error' ? tx(message) : \`Loading \${name}\`}
  aria-description={t("Didn't arrive {name}", { name: \`x\${y}\` })} />
<div className="title=x" alt="" />
<title>{pageTitle(\`\${name}, student\`)}</title><title>{pageTitle(t('Overview'))}</title>
<p title={<b>Don't {'Stop'}</b>} /></>`;
    expect(spokenAttributes(code)).toEqual([
      { attribute: 'aria-label', line: 1, texts: ['Close'] },
      { attribute: 'title', line: 1, texts: [] },
      { attribute: 'placeholder', line: 2, texts: ['Choose your LGA'] },
      { attribute: 'alt', line: 3, texts: ['Chosen {…}'] },
      { attribute: 'aria-label', line: 4, texts: ['Loading {…}'] },
      { attribute: 'aria-description', line: 5, texts: [] },
      { attribute: 'alt', line: 6, texts: [''] },
      { attribute: 'pageTitle', line: 7, texts: ['{…}, student'] },
      { attribute: 'pageTitle', line: 7, texts: [] },
      { attribute: 'title', line: 8, texts: ["Don't", 'Stop'] },
    ]);
    expect(['Close', 'Chosen {…}', 'e.g. 2022'].filter(hasWords)).toHaveLength(3);
    expect(['', '••••', '150000', '{…}%'].filter(hasWords)).toEqual([]);
  });

  it('gives every spoken attribute of the app t() or tx(), never an English literal', () => {
    const found: string[] = [];
    let attributes = 0;
    for (const file of sourceFiles().filter((name) => name.endsWith('.tsx'))) {
      for (const { attribute, line, texts } of spokenAttributes(readFileSync(file, 'utf8'))) {
        attributes += 1;
        for (const text of texts.filter((text) => hasWords(text) && !NOT_WORDS.has(text))) {
          found.push(`${path.relative(SRC_DIR, file)}:${line} ${attribute}: ${text}`);
        }
      }
    }
    // The scan reads the attributes at all (a broken pattern would find none and pass).
    expect(attributes).toBeGreaterThan(100);
    expect(found, "wrap these in t('…') and add them to src/locales/*.po").toEqual([]);
  });
});
