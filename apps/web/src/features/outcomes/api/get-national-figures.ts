import { type Figures, type GroupDimension, outcomeOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { type Filters, figuresQuery } from '../lib/view-params';

/** GET /v1/outcomes/figures (administrators): national figures under the filters, grouped by up to two dimensions. */
export async function getNationalFigures(
  filters: Filters,
  groupBy: readonly GroupDimension[],
  signal?: AbortSignal,
): Promise<Figures> {
  const answer = await call(outcomeOperations.national, {
    query: Object.fromEntries(figuresQuery(filters, groupBy)),
    signal,
  });
  return answer.payload;
}
