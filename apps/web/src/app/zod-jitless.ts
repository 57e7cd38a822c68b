/*
 * Zod's object schemas probe for `new Function` (to compile a faster parser) when they are built; the server's
 * Content-Security-Policy forbids eval, so on every page that loads the contract's schemas the browser logged
 * a CSP violation for the probe. `jitless` switches the probe off, but it must be set before the first schema
 * exists, and the schemas arrive in whichever lazy chunk the bundler puts them in, before any page's own code
 * runs. Zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod on the page)
 * and reads `jitless` from there, so the entry sets it here, before any chunk that holds zod can load: every
 * page has it, and zod itself stays out of the first load of /login. lib/zod.ts sets the same through
 * z.config() for code that runs outside this entry (tests). zod-jitless.test.ts fails if zod stops reading it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Add to the object rather than replace it: a zod already loaded keeps a reference to the one it found.
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
