/*
 * English is the source language: its messages are the code's own strings, never a catalogue to download. The
 * few with ICU placeholders or plurals ('{count, plural, one {# survey} other {# surveys}}') are compiled here,
 * at first use, into the form Lingui's compiled catalogues use. Lingui's own compiler (@lingui/message-utils
 * with @messageformat/parser) would add several KB to /login's first load; this one covers the ICU the app
 * writes: arguments, number/date/time with a style, plural/selectordinal (with offset and =N) and select, '#',
 * and apostrophe quoting. compile.test.ts checks it gives the same result as Lingui's compiler.
 */

export type Token = string | [string] | [string, string, unknown?];
export type Compiled = Token[];

const cache = new Map<string, Compiled>();

export function compileIcu(message: string): Compiled {
  let compiled = cache.get(message);
  if (!compiled) {
    compiled = new Parser(message).message(false);
    cache.set(message, compiled);
  }
  return compiled;
}

class Parser {
  at = 0;
  constructor(readonly text: string) {}

  /** Text and arguments up to an unmatched '}' or the end; `plural` makes '#' a token of its own. */
  message(plural: boolean): Compiled {
    const out: Compiled = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === '}') break;
      if (char === '{') {
        flush();
        out.push(this.argument());
      } else if (char === '#' && plural) {
        flush();
        out.push('#');
        this.at += 1;
      } else if (char === "'") {
        text += this.quoted(plural);
      } else {
        text += char;
        this.at += 1;
      }
    }
    flush();
    return out;
  }

  /** ICU apostrophes: '' is one apostrophe; '{…}' (or '#' in a plural) is literal up to the next lone one. */
  quoted(plural: boolean): string {
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next !== '{' && next !== '}' && !(plural && next === '#')) {
      this.at += 1;
      return "'";
    }
    let out = '';
    this.at += 1;
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === "'") {
        if (this.text[this.at + 1] === "'") {
          out += "'";
          this.at += 2;
          continue;
        }
        this.at += 1;
        return out;
      }
      out += char;
      this.at += 1;
    }
    return out;
  }

  word(): string {
    this.space();
    const start = this.at;
    while (this.at < this.text.length && !/[\s,{}]/.test(this.text[this.at]!)) this.at += 1;
    return this.text.slice(start, this.at);
  }

  space() {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }

  expect(char: string) {
    this.space();
    if (this.text[this.at] !== char) {
      throw new Error(`ICU message: '${char}' expected at ${this.at} in "${this.text}"`);
    }
    this.at += 1;
  }

  argument(): Token {
    this.expect('{');
    const name = this.word();
    this.space();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return [name];
    }
    this.expect(',');
    const type = this.word();
    this.space();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return [name, type];
    }
    this.expect(',');
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const cases: Record<string, unknown> = {};
      for (;;) {
        this.space();
        if (this.text[this.at] === '}') break;
        let key = this.word();
        if (key.startsWith('offset:')) {
          const value = key.slice('offset:'.length) || this.word();
          cases.offset = Number(value);
          continue;
        }
        if (key.startsWith('=')) key = key.slice(1);
        this.expect('{');
        cases[key] = this.message(type !== 'select');
        this.expect('}');
      }
      this.at += 1;
      return [name, type, cases];
    }
    const style = this.word();
    this.expect('}');
    return [name, type, style];
  }
}
