import type { GroupDimension } from '@tvet/contract';
import type { Filters } from '../lib/view-params';

/**
 * Query keys of the outcome dashboards: one entry per view (filters and grouping). Figures change only when
 * answers or rolls do, and the server caches them per data version, so a view read a minute ago is still good.
 */
export const outcomeKeys = {
  all: ['outcomes'] as const,
  national: (filters: Filters, groupBy: readonly GroupDimension[]) =>
    [...outcomeKeys.all, 'national', filters, groupBy] as const,
  institution: (userId: string, filters: Filters, groupBy: readonly GroupDimension[]) =>
    [...outcomeKeys.all, 'institution', userId, filters, groupBy] as const,
};

/** Figures stay fresh this long in the page (the server recomputes them when the data moves). */
export const FIGURES_STALE_MS = 60_000;
