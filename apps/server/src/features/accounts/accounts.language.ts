import { accountOperations, LANGUAGE_MESSAGES } from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/operation-route';
import { setUserLanguage } from './accounts.repository';

/**
 * The account's interface language (issue 29): kept so a sign-in on another phone opens in it. Only the five
 * codes of the contract's LANGUAGES; anything else is a 400 naming them, and nothing changes.
 */
export const languageRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, accountOperations.setLanguage, {
    // Any signed-in person, for their own account only; unverified accounts may choose theirs too.
    access: { roles: 'any', owner: 'self', allowUnverified: true },
    handler: async (request) => {
      const { language } = request.body;
      await setUserLanguage(deps.db, requireAuth(request).accountId, language);
      return ok(LANGUAGE_MESSAGES.languageSaved, { language });
    },
  });
};
