/* Rows of raw SQL (db.execute) as node-postgres and PGlite both answer them. */

export type Row = Record<string, unknown>;
export const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
export const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
