import * as contract from '@tvet/contract';

/*
 * Every sentence the contract defines (issue 29): SERVER_MESSAGES, MESSAGES, each feature's *_MESSAGES table and
 * the label tables (*_LABELS: a job type, an account type, a claim's status), as the catalogues' msgids. The server
 * sends its sentences as `msg` and the web shows them and the labels through tx(), which translates a text the
 * active catalogue holds. A sentence built by a function is its template: the function called with `{name}` for
 * each parameter (`Too many attempts. Try again in {seconds} seconds.`), which tx() matches against the filled-in
 * sentence. Used by contract-messages.test.ts only (never bundled).
 */

/**
 * Sentences that never reach the web app, so its catalogues leave them out: e-mails (the server sends them in
 * English to an address, not to a screen) and what the SMS/USSD channel says to a phone (GATEWAY_MESSAGES, except
 * the answers its API routes give the administrator's console).
 */
export function reachesTheWeb(key: string): boolean {
  if (/Mail|Subject|invitationSubject/.test(key)) return false;
  if (!key.startsWith('GATEWAY_MESSAGES.')) return true;
  return /\.(forged|unsigned|received|duplicate|simulatorFakeOnly|templatesLoaded|outboxLoaded|simulated)$/.test(
    key,
  );
}

/** The parameter names of a function's source: `(seconds) =>`, `seconds =>`, `function (a, b)`. */
function parameterNames(fn: (...args: never[]) => unknown): string[] | null {
  const source = fn.toString();
  const arrow = /^(?:async\s*)?(?:\(([^)]*)\)|([A-Za-z_$][\w$]*))\s*=>/.exec(source);
  const classic = /^(?:function\s*[\w$]*|[\w$]+)\s*\(([^)]*)\)\s*\{/.exec(source);
  const list = arrow ? (arrow[1] ?? arrow[2] ?? '') : classic?.[1];
  if (list === undefined) return null;
  const names = list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return names.every((name) => /^[A-Za-z_$][\w$]*$/.test(name)) ? names : null;
}

type Call = (values: (string | number)[]) => string | null;

function caller(fn: (...args: never[]) => unknown): Call {
  return (values) => {
    try {
      const text = (fn as (...args: (string | number)[]) => unknown)(...values);
      return typeof text === 'string' && !/NaN|undefined|\[object/.test(text) ? text : null;
    } catch {
      return null;
    }
  };
}

/** Every one of `names` shown once as a whole word (not `{index}1`, not formatted away). */
function showsEach(text: string, names: string[]): boolean {
  return names.every(
    (name) => text.split(`{${name}}`).length === 2 && !new RegExp(`\\{${name}\\}\\w`).test(text),
  );
}

/**
 * A sentence as ICU text: its own `{name}`s stay placeholders, the chosen one becomes `#`, and the rest is quoted
 * where ICU would read it (an apostrophe before a brace, '#', another apostrophe). Null when the sentence holds a
 * brace of its own.
 */
function icuText(text: string, names: string[], hash: string | null): string | null {
  const parts = text.split(/(\{\w+\})/);
  const out: string[] = [];
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      const name = part.slice(1, -1);
      if (!names.includes(name)) return null;
      out.push(name === hash ? '#' : part);
    } else if (/[{}]/.test(part)) {
      return null;
    } else {
      out.push(part.replace(/'(?=[{}#']|$)/g, "''").replace(/#/g, "'#'"));
    }
  }
  return out.join('');
}

/**
 * The parameters whose value `value` changes the sentence beyond the number in the placeholder's place
 * (`${count} mentee${count === 1 ? '' : 's'}`, `count === 1 ? 'New programme added' : …`).
 */
function choosers(call: Call, names: string[], template: string, value: number): string[] {
  return names.filter((name) => {
    const text = call(names.map((other) => (other === name ? value : `{${other}}`)));
    return text !== null && text !== template.split(`{${name}}`).join(String(value));
  });
}

/**
 * The catalogue's msgids of a function message, or null when its output is not its parameters put into a
 * sentence (a list joined, a value computed). A plain one is the function called with `{name}` for each parameter
 * (`Too many attempts. Try again in {seconds} seconds.`). A count that chooses the words gives an ICU plural of the
 * whole sentence (nested when several do), its `one` branch the sentence for 1, its `other` the sentence with
 * `#`: `{count, plural, one {Remove the 1 mentee} other {Remove all # mentees}}`. A count the sentence never
 * shows only picks one of two sentences (`Remove` / `Remove all`): each is a msgid of its own.
 */
export function msgidsOf(fn: (...args: never[]) => unknown): string[] | null {
  const names = parameterNames(fn);
  if (!names || names.length === 0) return null;
  const call = caller(fn);
  const template = call(names.map((name) => `{${name}}`));
  if (template === null) return null;
  const chosen = choosers(call, names, template, 1);
  // A sentence of its own for 0 ('No mentee yet') would need an '=0' branch: not derived, so listed as no template.
  if (choosers(call, names, template, 0).length > 0) return null;
  if (chosen.length === 0) return showsEach(template, names) ? [template] : null;
  if (chosen.length === 1 && !template.includes(`{${chosen[0]}}`)) {
    const rest = names.filter((name) => name !== chosen[0]);
    const one = call(names.map((name) => (name === chosen[0] ? 1 : `{${name}}`)));
    return one !== null && showsEach(one, rest) && showsEach(template, rest) ? [template, one] : null;
  }
  // The `#` of a branch is its innermost plural's count; an outer one keeps its `{name}`.
  const build = (depth: number, ones: Set<string>): string | null => {
    if (depth === chosen.length) {
      const text = call(names.map((name) => (ones.has(name) ? 1 : `{${name}}`)));
      const shown = names.filter((name) => !ones.has(name));
      if (text === null || !showsEach(text, shown)) return null;
      const inner = chosen.at(-1)!;
      return icuText(text, shown, ones.has(inner) ? null : inner);
    }
    const name = chosen[depth]!;
    const one = build(depth + 1, new Set([...ones, name]));
    const other = build(depth + 1, ones);
    return one === null || other === null ? null : `{${name}, plural, one {${one}} other {${other}}}`;
  };
  const plural = build(0, new Set());
  return plural === null ? null : [plural];
}

/** The one msgid of a function message (null for none, or for a choice of two sentences). */
export function templateOf(fn: (...args: never[]) => unknown): string | null {
  const msgids = msgidsOf(fn);
  return msgids?.length === 1 ? msgids[0]! : null;
}

export type ContractMessage = { key: string; msgid: string | null };

/** `TABLE.key` → its msgid (null for a function message with no template), for every table of the contract. */
export function contractMessages(): ContractMessage[] {
  const found = new Map<string, ContractMessage>();
  const walk = (value: unknown, key: string) => {
    if (!reachesTheWeb(key)) return;
    if (typeof value === 'string') found.set(key, { key, msgid: value });
    else if (typeof value === 'function') {
      const msgids = msgidsOf(value as (...args: never[]) => unknown);
      if (!msgids) found.set(key, { key, msgid: null });
      // A choice of sentences: the second is the one for 1.
      else
        for (const [index, msgid] of msgids.entries())
          found.set(index ? `${key}(1)` : key, { key: index ? `${key}(1)` : key, msgid });
    } else if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) walk(inner, `${key}.${name}`);
  };
  for (const [name, table] of Object.entries(contract)) {
    if (/^(?:[A-Z_]+_)?MESSAGES$|_LABELS$/.test(name)) walk(table, name);
  }
  return [...found.values()];
}
