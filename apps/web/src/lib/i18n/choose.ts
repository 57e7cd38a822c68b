import type { Language } from '@tvet/contract';
import { getSession } from '../session';
import { activateLanguage, storedLanguage } from './i18n';

/**
 * A person's choice from a language picker: the interface switches now, the device remembers it, and a
 * signed-in account keeps it on the server too (PATCH /users/{id}/language), so their next sign-in on another
 * phone opens in it. The server's refusal or a dropped connection leaves the device's choice in place.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  const session = getSession();
  if (!session) return;
  try {
    const { saveLanguage } = await import('./save-language');
    await saveLanguage(session._id, language);
  } catch {
    // Kept on this device; the account's copy is updated the next time they choose.
  }
}

/**
 * After sign-in: an account that has chosen a language opens in it (lib/session.ts applies it); an account that
 * has not, signing in on a device where someone chose one (on the sign-in page, say), keeps that choice.
 */
export function keepDeviceLanguage(accountLanguage: Language | null | undefined): void {
  if (accountLanguage) return;
  const session = getSession();
  const stored = storedLanguage();
  if (!session || !stored) return;
  void import('./save-language')
    .then(({ saveLanguage }) => saveLanguage(session._id, stored))
    .catch(() => undefined);
}
