import { i18n, type Messages } from '@lingui/core';
import { isLanguage, type Language } from '@tvet/contract';
import { useSyncExternalStore } from 'react';
import { type CalendarNames, calendarNamesOf } from './calendar-names';
import { compileIcu } from './compile';
import { type Template, templatesOf, valuesOf } from './templates';

/*
 * The interface's language (issue 29, docs/decisions/0027-lingui-runtime-without-macros.md). Lingui's runtime
 * (@lingui/core) holds the active language's catalogue; messages are looked up by their English text, which is
 * the source: `t('Sign in')` is 'Sign in' in English and 'Shiga' once the Hausa catalogue is loaded. English needs
 * no catalogue, so /login's first load in English carries none; every other language's catalogue
 * (src/locales/<code>.po, compiled at build time by build/po.ts) is two chunks, downloaded only when that
 * language is chosen: the public pages' part at once, the signed-in pages' part with the signed-in shell.
 */

/** The device's choice; the account's (server) wins when someone signs in. */
export const LANGUAGE_KEY = 'tvet.language';

/** Locales for Intl (dates, numbers, plural rules), the language's own first, Nigerian English after it. */
export const INTL_LOCALES: Record<Language, string[]> = {
  en: ['en-NG', 'en'],
  ha: ['ha-NG', 'ha', 'en-NG'],
  yo: ['yo-NG', 'yo', 'en-NG'],
  ig: ['ig-NG', 'ig', 'en-NG'],
  pcm: ['pcm-NG', 'pcm', 'en-NG'],
};

type Part = () => Promise<{ messages: Messages }>;
/*
 * Each language's catalogue comes in two parts (build/po.ts): the public pages' messages, loaded with the choice
 * (the first paint of /login waits for them), and the signed-in pages', loaded with the signed-in shell
 * (loadSignedInMessages), so a phone on /login downloads only what the public pages say.
 */
const PUBLIC_PARTS: Record<Exclude<Language, 'en'>, Part> = {
  ha: () => import('../../locales/ha.po?part=public'),
  yo: () => import('../../locales/yo.po?part=public'),
  ig: () => import('../../locales/ig.po?part=public'),
  pcm: () => import('../../locales/pcm.po?part=public'),
};
const PUBLIC_PAGE_PARTS: Record<Exclude<Language, 'en'>, Part> = {
  ha: () => import('../../locales/ha.po?part=public-pages'),
  yo: () => import('../../locales/yo.po?part=public-pages'),
  ig: () => import('../../locales/ig.po?part=public-pages'),
  pcm: () => import('../../locales/pcm.po?part=public-pages'),
};
const SIGNED_IN_PARTS: Record<Exclude<Language, 'en'>, Part> = {
  ha: () => import('../../locales/ha.po?part=signed-in'),
  yo: () => import('../../locales/yo.po?part=signed-in'),
  ig: () => import('../../locales/ig.po?part=signed-in'),
  pcm: () => import('../../locales/pcm.po?part=signed-in'),
};

i18n.setMessagesCompiler(compileIcu);
i18n.load('en', {});
i18n.activate('en', INTL_LOCALES.en);

/** The message in the active language (its English text when the catalogue has none), placeholders filled. */
export function t(message: string, values?: Record<string, unknown>): string {
  return i18n._(message, values);
}

/**
 * Text that reaches a shared component (a toast, a dialog, a field's label or error, a button) from anywhere:
 * the server's msg, a page's literal. Translated when the active catalogue has it, otherwise shown as it is,
 * never parsed as ICU (a person's name may hold a '{').
 */
export function tx<T extends string | undefined | null>(text: T): T {
  if (!text || i18n.locale === 'en') return text;
  if (Object.hasOwn(i18n.messages, text)) return i18n._(text) as T;
  // A sentence the server filled in ('Too many attempts. Try again in 30 seconds.', 'Broadcast sent successfully
  // to 1 mentee') matches its template, or a branch of its plural; the translation fills in the values.
  for (const template of templates()) {
    const values = valuesOf(template, text);
    if (values) return i18n._(template.id, values) as T;
  }
  return text;
}

let cachedTemplates: Template[] | null = null;
i18n.on('change', () => {
  cachedTemplates = null;
});

/** The active catalogue's templates (src/lib/i18n/templates.ts), made once each time the catalogue changes. */
function templates(): Template[] {
  cachedTemplates ??= templatesOf(Object.keys(i18n.messages));
  return cachedTemplates;
}

export function currentLanguage(): Language {
  const locale = i18n.locale;
  return isLanguage(locale) ? locale : 'en';
}

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** The first of the browser's languages the app speaks ('ha-NG' → 'ha'), else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The language someone chose on this device, if they chose one. */
export function storedLanguage(): Language | null {
  const stored = storage()?.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/**
 * Opens the app in the language chosen on this device, else the browser's, which is followed but not kept: a
 * browser's default is no choice, and a kept one is saved to the account at sign-in (choose.ts), dated, where it
 * would outrank a language the graduate chose earlier on a phone (decision 0037). English needs no catalogue.
 */
export async function openInitialLanguage(languages?: readonly string[]): Promise<void> {
  const language = storedLanguage() ?? browserLanguage(languages);
  if (language !== 'en') await activateLanguage(language, false);
}

const loaded = new Set<string>();
let pending: Language | null = null;
/** Set once another public page or the signed-in shell is wanted: every language chosen then loads that part too. */
let publicPages = false;
let signedIn = false;

type PartName = 'public' | 'public-pages' | 'signed-in';
const PARTS: Record<PartName, Record<Exclude<Language, 'en'>, Part>> = {
  public: PUBLIC_PARTS,
  'public-pages': PUBLIC_PAGE_PARTS,
  'signed-in': SIGNED_IN_PARTS,
};

const calendarNames = new Map<Language, CalendarNames>();

/** The language's month and weekday names, once loaded (only where the browser lacks its locale). */
export function calendarNamesFor(language: Language): CalendarNames | undefined {
  return calendarNames.get(language);
}

/** Loads CLDR's month and weekday names of the language when this browser's Intl lacks its locale. */
async function loadCalendarNames(language: Language): Promise<void> {
  if (language === 'en' || calendarNames.has(language)) return;
  const own = INTL_LOCALES[language].filter((locale) => locale.split('-')[0] === language);
  if (Intl.DateTimeFormat.supportedLocalesOf(own).length > 0) return;
  // Without them (offline before they were kept) dates keep the English month names; the language still opens.
  const names = await calendarNamesOf(language).catch(() => null);
  if (names) calendarNames.set(language, names);
}

async function loadPart(language: Language, part: PartName): Promise<void> {
  if (language === 'en' || loaded.has(`${language}:${part}`)) return;
  const { messages } = await PARTS[part][language]();
  i18n.load(language, messages);
  loaded.add(`${language}:${part}`);
}

/**
 * Loads the language's catalogue (once: its public part, and its signed-in part once the shell is wanted), makes
 * it active and sets `<html lang>`. `remember` keeps the choice on this device. A catalogue that fails to
 * download leaves the current language in place and rejects.
 */
export async function activateLanguage(language: Language, remember = true): Promise<void> {
  pending = language;
  await Promise.all([
    loadPart(language, 'public'),
    loadCalendarNames(language),
    publicPages || signedIn ? loadPart(language, 'public-pages') : null,
    signedIn ? loadPart(language, 'signed-in') : null,
  ]);
  // A later choice made while this catalogue downloaded wins.
  if (pending !== language) return;
  i18n.activate(language, INTL_LOCALES[language]);
  document.documentElement.lang = language;
  if (remember) storage()?.setItem(LANGUAGE_KEY, language);
}

/**
 * The signed-in pages' messages in the active language (and in every language chosen later). The signed-in
 * shell's chunk waits for it (app/protected-gate.tsx), so its first paint is already translated; a catalogue
 * that fails to download leaves those pages in English rather than blank.
 */
export async function loadSignedInMessages(): Promise<void> {
  signedIn = true;
  const language = pending ?? currentLanguage();
  // Shared controls the signed-in pages also show are in the public pages' part.
  await Promise.all([loadPart(language, 'public-pages'), loadPart(language, 'signed-in')]).catch(
    () => undefined,
  );
}

/** The other public pages' messages (sign-up, recovery, /privacy, /a/{token}): their chunks wait for them. */
export async function loadPublicPageMessages(): Promise<void> {
  publicPages = true;
  await loadPart(pending ?? currentLanguage(), 'public-pages').catch(() => undefined);
}

function subscribe(listener: () => void) {
  return i18n.on('change', listener);
}

/** The active language; a component that calls it re-renders when the language changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
