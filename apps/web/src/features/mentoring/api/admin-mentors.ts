import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminMentor,
  type CreateMentor,
  MENTORING_ROUTES,
  type MentorStatus,
  type MentorType,
  type UpdateMentorByAdmin,
} from '@tvet/contract';
import type { Envelope } from '@/lib/api';
import { sharedKeys } from '@/lib/shared-reads';
import { getOne, getPage, segment, send } from './client';
import { mentoringKeys } from './keys';

export interface AdminMentorsQuery {
  q?: string;
  status?: MentorStatus;
  mentor_type?: MentorType;
  page: number;
}

/** GET /v1/admin/mentors?q&status&mentor_type&page: the console's mentor list, with each cohort's size. */
export function useAdminMentors(query: AdminMentorsQuery) {
  return useQuery(
    queryOptions({
      queryKey: mentoringKeys.adminList(query),
      queryFn: ({ signal }) => getPage<AdminMentor>(MENTORING_ROUTES.adminMentors, { ...query }, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /v1/admin/mentors/{id}. */
export function useAdminMentor(id: string) {
  return useQuery(
    queryOptions({
      queryKey: mentoringKeys.adminMentor(id),
      queryFn: ({ signal }) => getOne<AdminMentor>(MENTORING_ROUTES.adminMentor(segment(id)), signal),
    }),
  );
}

/**
 * A console change to mentors: on success every mentoring list and the audit log (the console's own key) are
 * asked again, since a change moves statuses and cohort sizes.
 */
export function useMentorAction<Args, Result>(call: (args: Args) => Promise<Envelope<Result>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: mentoringKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.auditLog });
    },
  });
}

export const createMentor = (body: CreateMentor) => send<AdminMentor>(MENTORING_ROUTES.adminMentors, body);
export const updateMentor = ({ id, body }: { id: string; body: UpdateMentorByAdmin }) =>
  send<AdminMentor>(MENTORING_ROUTES.adminMentor(segment(id)), body, 'PATCH');
export const deactivateMentor = ({ id, reason }: { id: string; reason?: string }) =>
  send<AdminMentor>(MENTORING_ROUTES.deactivateMentor(segment(id)), reason ? { reason } : {});
export const reactivateMentor = (id: string) =>
  send<AdminMentor>(MENTORING_ROUTES.reactivateMentor(segment(id)));
export const reinviteMentor = (id: string) => send<AdminMentor>(MENTORING_ROUTES.reinviteMentor(segment(id)));
