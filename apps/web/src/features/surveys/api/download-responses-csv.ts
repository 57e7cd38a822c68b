import { useMutation } from '@tanstack/react-query';
import { surveyResultOperations } from '@tvet/contract';
import { API_BASE } from '@/lib/api';
import { type DownloadedFile, downloadWithToken, saveFile } from '@/lib/authed-download';
import { urlOf } from '@/lib/call';

/** GET /surveys/{id}/export.csv with the token (lib/authed-download: never in the URL, renewed once if expired). */
export function downloadResponsesCsv(surveyId: string): Promise<DownloadedFile> {
  const path = urlOf(surveyResultOperations.exportCsv, { params: { id: surveyId } }).slice(API_BASE.length);
  return downloadWithToken(path, {
    accept: 'text/csv',
    fallbackName: 'survey-responses.csv',
  });
}

export function useDownloadResponsesCsv() {
  return useMutation({
    mutationFn: async (surveyId: string) => saveFile(await downloadResponsesCsv(surveyId)),
  });
}
