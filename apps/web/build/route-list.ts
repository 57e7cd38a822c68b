import { paths } from '../src/config/paths.ts';

/*
 * `app-routes.json` in the build: every route pattern the web app answers (config/paths.ts). The server reads it
 * to answer index.html only for the app's own routes; anything else gets index.html with status 404 (the app
 * draws its 404 page, crawlers see a 404), and a path that looks like a file (`/robots.txt`, `/favicon.ico`)
 * that the build does not hold is a plain 404, never the app's HTML.
 */
export const routeList = {
  name: 'tvet:route-list',
  apply: 'build' as const,
  generateBundle(this: { emitFile: (file: object) => unknown }) {
    const patterns = [...new Set(Object.values(paths))].sort();
    this.emitFile({ type: 'asset', fileName: 'app-routes.json', source: JSON.stringify(patterns) });
  },
};
