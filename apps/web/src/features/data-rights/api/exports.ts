import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataRightsOperations as ops } from '@tvet/contract';
import { downloadWithToken, saveFile } from '@/lib/authed-download';
import { call, pathUnderApiBase } from '@/lib/call';

export const dataRightsKeys = {
  all: ['data-rights'] as const,
  latest: () => [...dataRightsKeys.all, 'latest'] as const,
};

/** How often the screen asks again while the archive is being prepared. */
export const EXPORT_POLL_MS = 2000;

/** GET /v1/me/exports/latest: the person's newest archive, or null. */
export async function getLatestExport() {
  return call(ops.latestExport);
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
export async function startExport() {
  // The operation takes no body; `{}` is what the screen has always sent.
  return call(ops.startExport, { body: {} });
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
    await downloadWithToken(pathUnderApiBase(ops.downloadExport, { params: { id: exportId } }), {
      accept: 'application/zip',
      fallbackName: 'my-tvet-data.zip',
    }),
  );
}
