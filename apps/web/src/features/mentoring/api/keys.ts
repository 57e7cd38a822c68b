import type { MentorType } from '@tvet/contract';

export interface CohortFilters {
  page: number;
  name?: string;
  limit?: number;
}

/**
 * Query keys of mentoring, one tree per mentor: a broadcast or an assignment refreshes that mentor's cohort, its
 * overview and the console's mentor list (whose cohort sizes change) together.
 */
export const mentoringKeys = {
  all: ['mentoring'] as const,
  cohort: (mentorId: string) => [...mentoringKeys.all, 'cohort', mentorId] as const,
  cohortList: (mentorId: string, filters: CohortFilters) =>
    [...mentoringKeys.cohort(mentorId), 'list', filters] as const,
  mentee: (mentorId: string, graduateId: string) =>
    [...mentoringKeys.cohort(mentorId), 'mentee', graduateId] as const,
  overview: (mentorId: string) => [...mentoringKeys.cohort(mentorId), 'overview'] as const,
  institutions: (graduateId: string) => [...mentoringKeys.all, 'institutions', graduateId] as const,
  surveyTotal: () => [...mentoringKeys.all, 'survey-total'] as const,
  myMentors: (graduateId: string, filters: { page: number; mentor_type?: MentorType }) =>
    [...mentoringKeys.all, 'my-mentors', graduateId, filters] as const,
  admin: () => [...mentoringKeys.all, 'admin'] as const,
  adminList: (query: object) => [...mentoringKeys.admin(), 'list', query] as const,
  adminMentor: (id: string) => [...mentoringKeys.admin(), 'one', id] as const,
  preview: (id: string, filters: object) => [...mentoringKeys.admin(), 'preview', id, filters] as const,
  pickers: () => [...mentoringKeys.all, 'pickers'] as const,
};
