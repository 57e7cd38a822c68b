import type { GroupDimension, InstitutionFigures } from '@tvet/contract';
import { request } from '@/lib/api';
import { type Filters, figuresQuery } from '../lib/view-params';

/**
 * GET /outcomes/institutions/{userId}/figures: the institution's own graduates and, beside them, the national
 * figures of the same programmes; groups of fewer than 5 respondents come back suppressed.
 */
export async function getInstitutionFigures(
  userId: string,
  filters: Filters,
  groupBy: readonly GroupDimension[],
  signal?: AbortSignal,
): Promise<InstitutionFigures> {
  const answer = await request<InstitutionFigures>(
    `/outcomes/institutions/${encodeURIComponent(userId)}/figures?${figuresQuery(filters, groupBy)}`,
    { signal },
  );
  return answer.payload;
}
