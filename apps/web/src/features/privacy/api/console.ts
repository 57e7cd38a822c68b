import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BREACH_PAGE_SIZE,
  type Breach,
  type CreateBreach,
  type Paged,
  PRIVACY_ROUTES,
  type PrivacyNotice,
  type PrivacyOverview,
  type ProcessingActivity,
  SUBJECT_REQUEST_PAGE_SIZE,
  type SubjectRequest,
  type SubjectRequestStatus,
  type UpdateActivity,
  type UpdateBreach,
} from '@tvet/contract';
import { request } from '@/lib/api';
import { privacyKeys } from './keys';
import { apiPath, getPrivacy } from './public';

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
      (
        await request<Paged<Breach>>(
          `${apiPath(PRIVACY_ROUTES.adminBreaches)}?${new URLSearchParams({ page: String(page), limit: String(BREACH_PAGE_SIZE) })}`,
          { signal },
        )
      ).payload,
    placeholderData: keepPreviousData,
  });
}

export function useSubjectRequests(page: number) {
  return useQuery({
    queryKey: privacyKeys.requests(page),
    queryFn: async ({ signal }) =>
      (
        await request<Paged<SubjectRequest>>(
          `${apiPath(PRIVACY_ROUTES.adminRequests)}?${new URLSearchParams({ page: String(page), limit: String(SUBJECT_REQUEST_PAGE_SIZE) })}`,
          { signal },
        )
      ).payload,
    placeholderData: keepPreviousData,
  });
}

/** Every console change refreshes the console's lists. */
function useConsoleMutation<Args, Result>(call: (args: Args) => Promise<{ msg: string; payload: Result }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}

export const useRecordBreach = () =>
  useConsoleMutation((body: CreateBreach) =>
    request<Breach>(apiPath(PRIVACY_ROUTES.adminBreaches), { method: 'POST', body }),
  );
export const useUpdateBreach = () =>
  useConsoleMutation(({ id, body }: { id: string; body: UpdateBreach }) =>
    request<Breach>(apiPath(PRIVACY_ROUTES.adminBreach(id)), { method: 'PATCH', body }),
  );
export const useNotifyAffected = () =>
  useConsoleMutation((id: string) =>
    request<Breach>(apiPath(PRIVACY_ROUTES.adminBreachNotify(id)), { method: 'POST', body: {} }),
  );
export const useStopNotices = () =>
  useConsoleMutation((id: string) =>
    request<Breach>(apiPath(PRIVACY_ROUTES.adminBreachStop(id)), { method: 'POST', body: {} }),
  );
export const useUpdateRequest = () =>
  useConsoleMutation(({ id, status }: { id: string; status: SubjectRequestStatus }) =>
    request<SubjectRequest>(apiPath(PRIVACY_ROUTES.adminRequest(id)), { method: 'PATCH', body: { status } }),
  );
export const useUpdateActivity = () =>
  useConsoleMutation(({ key, body }: { key: string; body: UpdateActivity }) =>
    request<ProcessingActivity>(apiPath(PRIVACY_ROUTES.adminActivity(key)), { method: 'PATCH', body }),
  );
export const usePublishNotice = () =>
  useConsoleMutation((text: string) =>
    request<PrivacyNotice>(apiPath(PRIVACY_ROUTES.adminNotices), { method: 'POST', body: { text } }),
  );
