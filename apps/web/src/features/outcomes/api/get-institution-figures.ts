import { type GroupDimension, type InstitutionFigures, outcomeOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { type Filters, figuresQuery } from '../lib/view-params';

/**
 * GET /v1/outcomes/institutions/{userId}/figures: the institution's own graduates and, beside them, the national
 * figures of the same programmes; groups of fewer than 5 respondents come back suppressed.
 */
export async function getInstitutionFigures(
  userId: string,
  filters: Filters,
  groupBy: readonly GroupDimension[],
  signal?: AbortSignal,
): Promise<InstitutionFigures> {
  const answer = await call(outcomeOperations.institution, {
    params: { userId },
    query: Object.fromEntries(figuresQuery(filters, groupBy)),
    signal,
  });
  return answer.payload;
}
