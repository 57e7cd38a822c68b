import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BREACH_PAGE_SIZE,
  type CreateBreach,
  privacyAdminOperations as ops,
  type PrivacyOverview,
  SUBJECT_REQUEST_PAGE_SIZE,
  type SubjectRequestStatus,
  type UpdateActivity,
  type UpdateBreach,
} from '@tvet/contract';
import { call } from '@/lib/call';
import { privacyKeys } from './keys';
import { getPrivacy } from './public';

/* The data protection officer's console (administrators). */

export function usePrivacyOverview() {
  return useQuery<PrivacyOverview>({
    queryKey: privacyKeys.overview(),
    queryFn: ({ signal }) => getPrivacy(signal),
  });
}

export function useBreaches(page: number) {
  return useQuery({
    queryKey: privacyKeys.breaches(page),
    queryFn: async ({ signal }) =>
      (await call(ops.breaches, { query: { page, limit: BREACH_PAGE_SIZE }, signal })).payload,
    placeholderData: keepPreviousData,
  });
}

export function useSubjectRequests(page: number) {
  return useQuery({
    queryKey: privacyKeys.requests(page),
    queryFn: async ({ signal }) =>
      (await call(ops.requests, { query: { page, limit: SUBJECT_REQUEST_PAGE_SIZE }, signal })).payload,
    placeholderData: keepPreviousData,
  });
}

/** Every console change refreshes the console's lists. */
function useConsoleMutation<Args, Result>(send: (args: Args) => Promise<{ msg: string; payload: Result }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}

export const useRecordBreach = () =>
  useConsoleMutation((body: CreateBreach) => call(ops.recordBreach, { body }));
export const useUpdateBreach = () =>
  useConsoleMutation(({ id, body }: { id: string; body: UpdateBreach }) =>
    call(ops.updateBreach, { params: { id }, body }),
  );
export const useNotifyAffected = () =>
  useConsoleMutation((id: string) => call(ops.notifyAffected, { params: { id }, body: {} }));
export const useStopNotices = () =>
  useConsoleMutation((id: string) => call(ops.stopNotices, { params: { id }, body: {} }));
export const useUpdateRequest = () =>
  useConsoleMutation(({ id, status }: { id: string; status: SubjectRequestStatus }) =>
    call(ops.updateRequest, { params: { id }, body: { status } }),
  );
export const useUpdateActivity = () =>
  useConsoleMutation(({ key, body }: { key: string; body: UpdateActivity }) =>
    call(ops.updateActivity, { params: { key }, body }),
  );
export const usePublishNotice = () =>
  useConsoleMutation((text: string) => call(ops.publishNotice, { body: { text } }));
