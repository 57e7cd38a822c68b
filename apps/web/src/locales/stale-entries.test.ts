import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../../build/po';
import { contractMessages } from './contract-messages';
import { everyQuotedText } from './public-sources';

/*
 * Issue 29: a catalogue holds only texts the product shows. When the code changes a text, its old entry stays in
 * the five .po files unless removed, and translators would review and correct sentences nobody sees.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const english = parsePo(readFileSync(path.join(here, 'en.po'), 'utf8'), 'en.po');

describe('the interface catalogues hold no stale entry', () => {
  it('every English msgid is a text of the code or a template of a contract sentence', () => {
    const quoted = everyQuotedText();
    const templates = new Set(contractMessages().map((message) => message.msgid));
    const stale = english
      .map((entry) => entry.msgid)
      .filter((msgid) => !quoted.has(msgid) && !templates.has(msgid));
    expect(stale, 'remove these from the five src/locales/*.po (or use them in the code)').toEqual([]);
    // Parses every source file of the app and the contract: about 2 s, 6 s on a loaded machine. A hang guard.
  }, 60_000);
});
