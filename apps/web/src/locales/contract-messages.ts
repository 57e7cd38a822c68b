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

/** The template of a function message, or null when its output is not its parameters put into a sentence. */
export function templateOf(fn: (...args: never[]) => unknown): string | null {
  const names = parameterNames(fn);
  if (!names || names.length === 0) return null;
  let text: unknown;
  try {
    text = (fn as (...args: string[]) => unknown)(...names.map((name) => `{${name}}`));
  } catch {
    return null;
  }
  if (typeof text !== 'string') return null;
  // Every parameter shown once as a whole word (not `{index}1`, not formatted away).
  const whole = names.every(
    (name) => text.split(`{${name}}`).length === 2 && !new RegExp(`\\{${name}\\}[\\w]`).test(text),
  );
  return whole && !/NaN|undefined|\[object/.test(text) ? text : null;
}

export type ContractMessage = { key: string; msgid: string | null };

/** `TABLE.key` → its msgid (null for a function message with no template), for every table of the contract. */
export function contractMessages(): ContractMessage[] {
  const found = new Map<string, ContractMessage>();
  const walk = (value: unknown, key: string) => {
    if (!reachesTheWeb(key)) return;
    if (typeof value === 'string') found.set(key, { key, msgid: value });
    else if (typeof value === 'function')
      found.set(key, { key, msgid: templateOf(value as (...args: never[]) => unknown) });
    else if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) walk(inner, `${key}.${name}`);
  };
  for (const [name, table] of Object.entries(contract)) {
    if (/^(?:[A-Z_]+_)?MESSAGES$|_LABELS$/.test(name)) walk(table, name);
  }
  return [...found.values()];
}
