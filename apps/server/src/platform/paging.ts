import { MAX_PAGE_SIZE, type Paged, paged } from '@tvet/contract';

export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * One page of any list, with its total: the one place where `limit` is capped, whatever the client or a
 * caller asks, so no list can grow without bound.
 */
export async function pageOf<Row, Doc = Row>(
  request: PageRequest,
  query: {
    rows: (window: { limit: number; offset: number }) => Promise<Row[]>;
    total: () => Promise<number>;
    map?: (row: Row) => Doc;
  },
): Promise<Paged<Doc>> {
  const limit = Math.max(1, Math.min(request.limit, MAX_PAGE_SIZE));
  const page = Math.max(1, request.page);
  const [rows, total] = await Promise.all([query.rows({ limit, offset: (page - 1) * limit }), query.total()]);
  const docs = query.map ? rows.map(query.map) : (rows as unknown as Doc[]);
  return paged(docs, total, page, limit);
}
