import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The service worker's list of files, split in two (issue 30: a visitor to /login on metered data must not
 * download the whole build). Entries marked `shell` are the public shell, kept on the phone when the worker
 * installs: every file that is not a JavaScript chunk of assets/ (index.html, the offline page and its script, the
 * stylesheet, the icons, the manifest), the chunks index.html loads (its script and modulepreload links), and the chunk that registers
 * the worker (lib/pwa.ts, which every page loads once interactive) with what it imports. Every other chunk (the
 * signed-in pages, the public pages beyond /login, the language catalogues) is kept by the worker only after a
 * sign-in, and not at all on Save-Data (sw/signed-in-code.ts). Reads the build's index.html and .vite/chunks.json
 * (vite.config.ts), which Workbox runs this after.
 */

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
  shell?: boolean;
}

interface ChunkRecord {
  file: string;
  imports: string[];
  modules: Record<string, number>;
}

/** The module whose chunk every page loads once interactive: the service worker's registration. */
const REGISTRATION_MODULE = 'apps/web/src/lib/pwa.ts';

export function publicShellFiles(indexHtml: string, chunks: ChunkRecord[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const linked = [...indexHtml.matchAll(/\s(?:src|href)="\/?([^"?#:]+)"/g)].map((match) => match[1]!);
  const registration = chunks.find((chunk) => REGISTRATION_MODULE in chunk.modules);
  if (!registration) {
    throw new Error(
      `tvet:precache-split found no chunk holding ${REGISTRATION_MODULE}: update REGISTRATION_MODULE in ` +
        'apps/web/build/precache-split.ts, or a visitor offline would miss the registration code.',
    );
  }
  const shell = new Set<string>();
  const visit = (file: string) => {
    if (shell.has(file)) return;
    shell.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const file of [...linked, registration.file]) visit(file);
  return shell;
}

/** Workbox's `manifestTransforms` step: marks the public shell's entries (`shell: true`). */
export function markPublicShell(outDir: string) {
  return async (entries: ManifestEntry[]) => {
    const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const chunks = JSON.parse(readFileSync(path.join(outDir, '.vite/chunks.json'), 'utf8')) as ChunkRecord[];
    const shell = publicShellFiles(indexHtml, chunks);
    const manifest = entries.map((entry) => ({
      ...entry,
      shell: !/^assets\/.*\.js$/.test(entry.url) || shell.has(entry.url),
    }));
    const shellScripts = manifest.filter((entry) => entry.shell && entry.url.endsWith('.js')).length;
    if (shellScripts < 2) {
      throw new Error(
        `tvet:precache-split marked ${shellScripts} scripts as the public shell: index.html no longer names its ` +
          'chunks the way apps/web/build/precache-split.ts reads them.',
      );
    }
    return { manifest, warnings: [] };
  };
}
