import path from 'node:path';
import compress from '@fastify/compress';
import { BODY_LIMIT_BYTES } from '@tvet/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { createAccountsService } from './features/accounts/accounts.service';
import { verificationRoutes } from './features/accounts/verification.routes';
import { healthRoutes } from './features/health/health.routes';
import { institutionsRoutes } from './features/institutions/institutions.routes';
import { jobFeedRoutes } from './features/jobs/jobfeed.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { profilesRoutes } from './features/profiles/profiles.routes';
import { createProfilesService } from './features/profiles/profiles.service';
import { surveysRespondRoutes } from './features/surveys/surveys.respond.routes';
import { surveysRoutes } from './features/surveys/surveys.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { registerAccess } from './platform/access';
import type { Config } from './platform/config';
import type { Deps } from './platform/deps';
import { registerDocs } from './platform/docs';
import { frameworkErrors, registerEnvelope } from './platform/envelope';
import { createJwt } from './platform/jwt';
import { createMailer, type Mailer } from './platform/mail';
import { registerRateLimits } from './platform/rate-limit';
import { registerSecurityHeaders } from './platform/security-headers';
import { diskStorage, type Storage } from './platform/storage';
import { registerWeb } from './platform/web';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Tests pass a mailer that records; otherwise SMTP or the outbox folder. */
  mailer?: Mailer;
  /** Defaults to files under DATA_DIR/uploads. */
  storage?: Storage;
  logger?: boolean | { level: string };
}

/** Platform plugins first, then the feature modules, listed explicitly. Used by main.ts and by the tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // An e-mail address (up to 254 characters, percent-encoded) travels in some paths.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 800 },
    frameworkErrors,
    // The union is what Fastify accepts; its overloads only narrow on a literal type.
    trustProxy: config.trustProxy as boolean,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jwt = createJwt(config.jwtSecret);
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const storage = options.storage ?? diskStorage(path.join(config.dataDir, 'uploads'));
  const deps: Deps = { db: options.db, config, jwt, mailer, storage, log: app.log };

  registerEnvelope(app);
  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await registerDocs(app);
  registerAccess(app, jwt);
  await registerRateLimits(app, { redisUrl: config.redisUrl, multiplier: config.rateLimitMultiplier });

  const accounts = createAccountsService(deps);
  await app.register(healthRoutes, { deps });
  await app.register(accountsRoutes, { prefix: '/api', accounts });
  await app.register(verificationRoutes, { prefix: '/api', accounts });
  await app.register(profilesRoutes, { prefix: '/api', profiles: createProfilesService(deps) });
  await app.register(uploadsRoutes, { prefix: '/api', deps });
  await app.register(institutionsRoutes, { prefix: '/api', deps });
  await app.register(surveysRoutes, { prefix: '/api', deps });
  await app.register(surveysRespondRoutes, { prefix: '/api', deps });
  await app.register(jobsRoutes, { prefix: '/api', deps });
  await app.register(jobFeedRoutes, { prefix: '/api', deps });

  await registerWeb(app, config.webDist);
  return app;
}
