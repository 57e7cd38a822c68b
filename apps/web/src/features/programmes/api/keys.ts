import type { AccreditationType, ProgrammeStatus } from '@tvet/contract';

/** What the programme list shows: one page of the institution's programmes, filtered. */
export interface ProgrammeFilters {
  page: number;
  limit: number;
  name?: string;
  accreditation_type?: AccreditationType;
  status?: ProgrammeStatus;
}

/** Query keys of the programmes feature: every list under ['programmes', 'list'], so a change refreshes them all. */
export const programmeKeys = {
  all: ['programmes'] as const,
  lists: () => [...programmeKeys.all, 'list'] as const,
  list: (filters: ProgrammeFilters) => [...programmeKeys.lists(), filters] as const,
  detail: (id: string) => [...programmeKeys.all, 'detail', id] as const,
};
