import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DATA_RIGHTS_ROUTES, type DataExport, type ExportStarted } from '@tvet/contract';
import { type Envelope, request } from '@/lib/api';
import { downloadWithToken, saveFile } from '@/lib/authed-download';

/** The contract's routes read '/api/v1/...'; the API client adds '/api/v1' itself. */
const apiPath = (route: string) => route.replace(/^\/api\/v1(?=\/|$)/, '');

export const dataRightsKeys = {
  all: ['data-rights'] as const,
  latest: () => [...dataRightsKeys.all, 'latest'] as const,
};

/** How often the screen asks again while the archive is being prepared. */
export const EXPORT_POLL_MS = 2000;

/** GET /v1/me/exports/latest: the person's newest archive, or null. */
export async function getLatestExport(): Promise<Envelope<DataExport | null>> {
  return request<DataExport | null>(`${apiPath(DATA_RIGHTS_ROUTES.exports)}/latest`);
}

export function useLatestExport() {
  return useQuery({
    queryKey: dataRightsKeys.latest(),
    queryFn: async () => (await getLatestExport()).payload,
    // Polled only while it is being prepared.
    refetchInterval: (query) =>
      query.state.data && ['queued', 'preparing'].includes(query.state.data.status) ? EXPORT_POLL_MS : false,
  });
}

/** POST /v1/me/exports: starts an archive (202 {_id}). */
export async function startExport(): Promise<Envelope<ExportStarted>> {
  return request<ExportStarted>(apiPath(DATA_RIGHTS_ROUTES.exports), { method: 'POST', body: {} });
}

export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startExport,
    onSuccess: () => client.invalidateQueries({ queryKey: dataRightsKeys.all }),
  });
}

/** The zip, fetched with the session (the link carries no secret) and handed to the browser's download. */
export async function downloadExport(exportId: string): Promise<void> {
  saveFile(
    await downloadWithToken(apiPath(DATA_RIGHTS_ROUTES.download(exportId)), {
      accept: 'application/zip',
      fallbackName: 'my-tvet-data.zip',
    }),
  );
}
