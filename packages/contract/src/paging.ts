/** The spec's paged list shape and its labels; no schema library here, so the web app can import it cheaply. */
export interface Paged<T> {
  docs: T[];
  totalDocs: number;
  totalPages: number;
  page: number;
  nextPage: number | null;
  prevPage: number | null;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  limit: number;
  pagingCounter: number;
}

export function paged<T>(docs: T[], totalDocs: number, page: number, limit: number): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return {
    docs,
    totalDocs,
    totalPages,
    page,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    limit,
    pagingCounter: (page - 1) * limit + 1,
  };
}

/** "Page x of y" under survey and programme lists. */
export function pageLabel(page: number, totalPages: number): string {
  return `Page ${page} of ${Math.max(1, totalPages)}`;
}
