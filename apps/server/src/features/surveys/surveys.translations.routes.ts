import { surveyTranslationOperations as ops, TRANSLATION_MESSAGES } from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/content-disposition';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/operation-route';
import { downloadName } from './surveys.serialize';
import { createTranslationsService } from './surveys.translations.service';

/** Translations of a survey's texts (issue 29 part B): administrators only, any survey. */
const admins = { roles: ['admin'] } as const;
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

  route(app, ops.list, {
    access: admins,
    handler: async (request) => ok(TRANSLATION_MESSAGES.loaded, await translations.list(request.params.id)),
  });

  route(app, ops.save, {
    access: admins,
    handler: async (request) =>
      ok(
        TRANSLATION_MESSAGES.saved,
        await translations.put(request.params.id, request.params.language, request.body),
      ),
  });

  route(app, ops.exportXlsx, {
    access: admins,
    config: { heavy: true },
    handler: async (request, reply) => {
      const { title, bytes } = await translations.exportXlsx(request.params.id);
      const { name, asciiName } = downloadName(title, '-translations.xlsx');
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition('attachment', name, asciiName))
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  });

  route(app, ops.importXlsx, {
    access: admins,
    config: { heavy: true },
    bodyLimit: XLSX_MAX_BYTES,
    handler: async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return ok(TRANSLATION_MESSAGES.imported, await translations.importXlsx(request.params.id, bytes));
    },
  });
};
