import {
  envelopeSchema,
  idSchema,
  surveyTranslationsSchema,
  TRANSLATION_MESSAGES,
  translationInputSchema,
  translationLanguageField,
  translationSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../platform/content-disposition';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { downloadName } from './surveys.serialize';
import { createTranslationsService } from './surveys.translations.service';

/** Translations of a survey's texts (issue 29 part B): administrators only, any survey. */
const admins = { roles: ['admin'] } as const;
const tags = ['survey translations'];
const surveyParams = z.object({ id: idSchema });
/** A questionnaire's texts fit in far less; a larger upload is refused before it is read. */
const XLSX_MAX_BYTES = 2 * 1024 * 1024;

export const surveysTranslationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const translations = createTranslationsService(deps);

  // The import's body is the .xlsx file itself; JSON stays JSON.
  app.addContentTypeParser(
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: XLSX_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/v1/surveys/:id/translations',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: "A survey's English texts and each language's translation with its status",
        params: surveyParams,
        response: { 200: envelopeSchema(surveyTranslationsSchema) },
      },
    },
    async (request) => ok(TRANSLATION_MESSAGES.loaded, await translations.list(request.params.id)),
  );

  app.put(
    '/v1/surveys/:id/translations/:language',
    {
      config: { access: admins },
      schema: {
        tags,
        summary:
          "Save one language's translation and its status (draft, reviewed, approved; only approved is shown to respondents)",
        params: z.object({ id: idSchema, language: translationLanguageField }),
        body: translationInputSchema,
        response: { 200: envelopeSchema(translationSchema) },
      },
    },
    async (request) =>
      ok(
        TRANSLATION_MESSAGES.saved,
        await translations.put(request.params.id, request.params.language, request.body),
      ),
  );

  app.get(
    '/v1/surveys/:id/translations.xlsx',
    {
      config: { access: admins, heavy: true },
      schema: {
        tags,
        summary:
          "The questionnaire's texts as an XLSForm-style sheet, one label::Language (code) column per language",
        params: surveyParams,
      },
    },
    async (request, reply) => {
      const { title, bytes } = await translations.exportXlsx(request.params.id);
      const { name, asciiName } = downloadName(title, '-translations.xlsx');
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition('attachment', name, asciiName))
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.post(
    '/v1/surveys/:id/translations.xlsx',
    {
      config: { access: admins, heavy: true },
      bodyLimit: XLSX_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Check a translated sheet back in (the .xlsx as the body): all of it or nothing; a bad cell is named in msg',
        params: surveyParams,
        response: { 200: envelopeSchema(surveyTranslationsSchema) },
      },
    },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return ok(TRANSLATION_MESSAGES.imported, await translations.importXlsx(request.params.id, bytes));
    },
  );
};
