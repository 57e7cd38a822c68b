import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateMentor,
  type MentorStatus,
  type MentorType,
  mentoringOperations as ops,
  type UpdateMentorByAdmin,
} from '@tvet/contract';
import type { Envelope } from '@/lib/api';
import { call } from '@/lib/call';
import { sharedKeys } from '@/lib/shared-reads';
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
      queryFn: async ({ signal }) => (await call(ops.list, { query, signal })).payload,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /v1/admin/mentors/{id}. */
export function useAdminMentor(id: string) {
  return useQuery(
    queryOptions({
      queryKey: mentoringKeys.adminMentor(id),
      queryFn: async ({ signal }) => (await call(ops.read, { params: { id }, signal })).payload,
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

export const createMentor = (body: CreateMentor) => call(ops.create, { body });
export const updateMentor = ({ id, body }: { id: string; body: UpdateMentorByAdmin }) =>
  call(ops.update, { params: { id }, body });
export const deactivateMentor = ({ id, reason }: { id: string; reason?: string }) =>
  call(ops.deactivate, { params: { id }, body: reason ? { reason } : {} });
export const reactivateMentor = (id: string) => call(ops.reactivate, { params: { id }, body: {} });
export const reinviteMentor = (id: string) => call(ops.reinvite, { params: { id }, body: {} });
