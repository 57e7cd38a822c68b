import type { Figures, GroupDimension } from '@tvet/contract';
import { request } from '@/lib/api';
import { type Filters, figuresQuery } from '../lib/view-params';

/** GET /outcomes/figures (administrators): national figures under the filters, grouped by up to two dimensions. */
export async function getNationalFigures(
  filters: Filters,
  groupBy: readonly GroupDimension[],
  signal?: AbortSignal,
): Promise<Figures> {
  const answer = await request<Figures>(`/outcomes/figures?${figuresQuery(filters, groupBy)}`, { signal });
  return answer.payload;
}
