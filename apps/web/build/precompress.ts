import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes a .br and a .gz copy of every text asset after the build, at the strongest settings, so the server sends
 * precompressed files (@fastify/static `preCompressed`) instead of compressing on every request of a slow phone.
 */
export const precompress = {
  name: 'tvet:precompress',
  apply: 'build' as const,
  async writeBundle(options: { dir?: string }) {
    const dir = options.dir;
    if (!dir) return;
    const files = await readdir(dir, { recursive: true });
    for (const file of files) {
      if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file) || file.includes('.vite')) continue;
      const full = path.join(dir, file);
      const bytes = await readFile(full);
      if (bytes.length < 1024) continue;
      await writeFile(
        `${full}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${full}.gz`, gzipSync(bytes, { level: 9 }));
    }
  },
};
