import type pg from 'pg';
import type { Database } from '../../apps/server/src/db/client';
import { explainAll, recordingDatabase } from './explain';
import { table, whole } from './report';

export interface Search {
  label: string;
  q: string;
}

/**
 * The console's text searches (accounts, audit log) planned as the repository sends them: for each search, the page
 * of 20 and the total through a recording database, each `EXPLAIN ANALYZE`d; printed as one table with the indexes,
 * then again after dropping them. What differs between searches is the table, the indexes and the two statements.
 */
export async function planSearchesWithAndWithout(options: {
  sql: pg.Client;
  url: string;
  table: string;
  indexes: readonly string[];
  /** The title of the first table: which indexes these are. */
  indexesTitle: string;
  searches: readonly Search[];
  /** Sends the page and then the total of one search; answers the total. */
  search: (db: Database, q: string) => Promise<number>;
}) {
  const recording = recordingDatabase(options.url);
  async function plans(title: string) {
    const rows: (string | number)[][] = [
      ['search', 'matches', 'page: ms', 'total: ms', `how the total reads ${options.table}`],
    ];
    const full: string[] = [];
    for (const search of options.searches) {
      recording.take();
      const total = await options.search(recording.db, search.q);
      const text = await explainAll(options.sql, recording.take());
      const times = [...text.matchAll(/Execution Time: ([\d.]+) ms/g)].map((match) => Number(match[1]));
      // How the total's statement reads the table: its indexes (a BitmapOr of them) or every row.
      const reads = new RegExp(`on ${options.table}|BitmapOr`);
      const node = (text.split('\n> ')[1] ?? '')
        .split('\n')
        .filter((line) => reads.test(line))
        .map(
          (line) =>
            line
              .trim()
              .replace(/^->\s*/, '')
              .split(' (')[0],
        )
        .join(' / ');
      rows.push([search.label, whole(total), times[0] ?? '?', times[1] ?? '?', node]);
      full.push(`-- ${search.label}: q=${search.q}\n${text}`);
    }
    console.log(`\n### ${title}\n\n${table(rows)}\n`);
    console.log(full.join('\n\n'));
  }
  await plans(options.indexesTitle);
  await options.sql.query(options.indexes.map((name) => `drop index ${name};`).join('\n'));
  await plans('without them');
  await recording.close();
}
