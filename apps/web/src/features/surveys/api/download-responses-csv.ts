import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, downloadWithToken, saveFile } from '@/lib/authed-download';

/** GET /surveys/{id}/export.csv with the token (lib/authed-download: never in the URL, renewed once if expired). */
export function downloadResponsesCsv(surveyId: string): Promise<DownloadedFile> {
  return downloadWithToken(`/surveys/${encodeURIComponent(surveyId)}/export.csv`, {
    accept: 'text/csv',
    fallbackName: 'survey-responses.csv',
  });
}

export function useDownloadResponsesCsv() {
  return useMutation({
    mutationFn: async (surveyId: string) => saveFile(await downloadResponsesCsv(surveyId)),
  });
}
