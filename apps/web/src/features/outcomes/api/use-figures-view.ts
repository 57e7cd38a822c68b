import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Figures, GroupDimension } from '@tvet/contract';
import type { Filters } from '../lib/view-params';
import { getInstitutionFigures } from './get-institution-figures';
import { getNationalFigures } from './get-national-figures';
import { FIGURES_STALE_MS, outcomeKeys } from './keys';

/** Whose figures a dashboard reads: the nation's (administrators) or one institution's own graduates. */
export type ViewSource = { kind: 'national' } | { kind: 'institution'; userId: string };

/**
 * One chart's figures as the dashboards draw them: `main` the figures shown, `comparison` the national figures
 * of the same programmes beside an institution's own (null for the national view).
 */
export interface FiguresView {
  main: Figures;
  comparison: Figures | null;
  institutionName: string | null;
}

export const figuresViewQueryOptions = (
  source: ViewSource,
  filters: Filters,
  groupBy: readonly GroupDimension[],
) =>
  queryOptions({
    queryKey:
      source.kind === 'national'
        ? outcomeKeys.national(filters, groupBy)
        : outcomeKeys.institution(source.userId, filters, groupBy),
    queryFn: async ({ signal }): Promise<FiguresView> => {
      if (source.kind === 'national') {
        const main = await getNationalFigures(filters, groupBy, signal);
        return { main, comparison: null, institutionName: null };
      }
      const answer = await getInstitutionFigures(source.userId, filters, groupBy, signal);
      return { main: answer.own, comparison: answer.national, institutionName: answer.institution.name };
    },
    staleTime: FIGURES_STALE_MS,
    // A changed filter keeps the old figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useFiguresView(
  source: ViewSource,
  filters: Filters,
  groupBy: readonly GroupDimension[],
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...figuresViewQueryOptions(source, filters, groupBy), enabled });
}
