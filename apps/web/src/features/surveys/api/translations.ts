import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  surveyTranslationOperations as ops,
  type SurveyTranslations,
  type TranslationInput,
  type TranslationLanguage,
} from '@tvet/contract';
import { API_BASE, ApiError, type Envelope } from '@/lib/api';
import { type DownloadedFile, downloadWithToken, saveFile } from '@/lib/authed-download';
import { call, urlOf } from '@/lib/call';
import { getSession } from '@/lib/session';
import { surveyKeys } from './keys';

const translationsKey = (surveyId: string) => [...surveyKeys.all, 'translations', surveyId] as const;

/** GET /surveys/{id}/translations: the English sources and each language's translation and status. */
export function useSurveyTranslations(surveyId: string) {
  return useQuery({
    queryKey: translationsKey(surveyId),
    queryFn: async () => (await call(ops.list, { params: { id: surveyId } })).payload,
  });
}

/** PUT /surveys/{id}/translations/{language}: the texts and the review status. */
export function useSaveTranslation(surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ language, ...body }: TranslationInput & { language: TranslationLanguage }) => {
      const answer = await call(ops.save, { params: { id: surveyId, language }, body });
      return answer.msg;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}

/** GET /surveys/{id}/translations.xlsx: the sheet a translator fills in (label::Hausa (ha) columns). */
export function downloadTranslationsXlsx(surveyId: string): Promise<DownloadedFile> {
  const path = urlOf(ops.exportXlsx, { params: { id: surveyId } }).slice(API_BASE.length);
  return downloadWithToken(path, {
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fallbackName: 'survey-translations.xlsx',
  });
}

export function useDownloadTranslations(surveyId: string) {
  return useMutation({ mutationFn: async () => saveFile(await downloadTranslationsXlsx(surveyId)) });
}

async function post(surveyId: string, file: File) {
  const token = getSession()?.token;
  const response = await fetch(urlOf(ops.importXlsx, { params: { id: surveyId } }), {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<SurveyTranslations> | null;
  return { response, envelope };
}

/** POST /surveys/{id}/translations.xlsx: the translated sheet checked back in, all or nothing. */
export function useUploadTranslations(surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      let sent = await post(surveyId, file);
      if (sent.response.status === 401) {
        // An expired token: any authenticated call through the API client renews it.
        await call(ops.list, { params: { id: surveyId } }).catch(() => undefined);
        sent = await post(surveyId, file);
      }
      if (!sent.response.ok)
        throw new ApiError(
          sent.envelope?.msg || `The sheet could not be uploaded (${sent.response.status}).`,
          sent.response.status,
          sent.envelope?.status ?? 'error',
        );
      return sent.envelope?.msg ?? '';
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
