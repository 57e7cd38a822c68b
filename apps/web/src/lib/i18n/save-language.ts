import { accountOperations, type Language } from '@tvet/contract';
import { call } from '../call';

/**
 * The account's copy of the language choice. choose.ts loads this module only when a signed-in person's choice
 * is saved: the contract's operations bring zod and every schema (about 32 KB gzip), which /login's first load,
 * where the picker lives, must not carry (bench/bundle-size.mjs). Signed in, those modules are loaded already.
 */
export async function saveLanguage(userId: string, language: Language): Promise<void> {
  await call(accountOperations.setLanguage, { params: { id: userId }, body: { language } });
}
