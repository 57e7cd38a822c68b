import {
  envelopeSchema,
  idSchema,
  LANGUAGE_MESSAGES,
  languageSchema,
  setLanguageSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { setUserLanguage } from './accounts.repository';

/**
 * The account's interface language (issue 29): kept so a sign-in on another phone opens in it. Only the five
 * codes of the contract's LANGUAGES; anything else is a 400 naming them, and nothing changes.
 */
export const languageRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.patch(
    '/v1/users/:id/language',
    {
      // Any signed-in person, for their own account only; unverified accounts may choose theirs too.
      config: { access: { roles: 'any', owner: 'self', allowUnverified: true } },
      schema: {
        tags: ['accounts'],
        summary: "Set your own account's interface language (en, ha, yo, ig or pcm)",
        params: z.object({ id: idSchema }),
        body: setLanguageSchema,
        response: { 200: envelopeSchema(z.object({ language: languageSchema })) },
      },
    },
    async (request) => {
      const { language } = request.body;
      await setUserLanguage(deps.db, requireAuth(request).accountId, language);
      return ok(LANGUAGE_MESSAGES.languageSaved, { language });
    },
  );
};
