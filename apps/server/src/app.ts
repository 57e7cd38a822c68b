import path from 'node:path';
import compress from '@fastify/compress';
import { BODY_LIMIT_BYTES } from '@tvet/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { accountsFeature } from './features/accounts/accounts.routes';
import { adminFeature } from './features/admin/admin.routes';
import { createDataRightsFeature } from './features/data-rights/data-rights.routes';
import { gatewayFeature } from './features/gateway/gateway.routes';
import { healthFeature } from './features/health/health.routes';
import { institutionsFeature } from './features/institutions/institutions.routes';
import { interviewsFeature } from './features/interviews/interviews.routes';
import { jobsFeature } from './features/jobs/jobs.routes';
import { mentoringFeature } from './features/mentoring/mentoring.routes';
import { messagingFeature } from './features/messaging/messaging.routes';
import { outcomesFeature } from './features/outcomes/outcomes.routes';
import { privacyFeature } from './features/privacy/privacy.routes';
import { profilesFeature } from './features/profiles/profiles.routes';
import { programmesFeature } from './features/programmes/programmes.routes';
import { surveysFeature } from './features/surveys/surveys.routes';
import { ticketsFeature } from './features/tickets/tickets.routes';
import { tracerFeature } from './features/tracer/tracer.routes';
import { uploadsFeature } from './features/uploads/uploads.routes';
import { registerAccess } from './platform/access';
import { registerApiVersion } from './platform/api-version';
import type { Config } from './platform/config';
import type { Deps } from './platform/deps';
import { registerDocs } from './platform/docs';
import { frameworkErrors, registerEnvelope } from './platform/envelope';
import { createEvents, type PlatformEventName } from './platform/events';
import type { Feature } from './platform/feature';
import { createGateway, type Gateway } from './platform/gateway';
import { registerInputGuard } from './platform/input-guard';
import { createInlineRunner } from './platform/jobs/inline-runner';
import { createJobRunner, type JobRunner } from './platform/jobs/runner';
import { createJwt } from './platform/jwt';
import { type LogStream, loggerOptions } from './platform/log-redaction';
import { createMailer, type Mailer } from './platform/mail';
import { mailTask, queuedMailer } from './platform/mail-queue';
import type { Ports } from './platform/ports';
import { registerRateLimits } from './platform/rate-limit';
import { registerRealtime } from './platform/realtime';
import { registerSecurityHeaders } from './platform/security-headers';
import { createSessionGuard } from './platform/sessions';
import { diskStorage, type Storage } from './platform/storage';
import { createTotals } from './platform/totals';
import { registerWeb } from './platform/web';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner (platform/jobs): tests settle it or read its dead letters. */
    jobs: JobRunner;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  /** The mail transport: tests pass one that records; otherwise SMTP or the outbox folder. */
  mailer?: Mailer;
  /**
   * `durable` (default, npm start): pg-boss in the database runs every feature's tasks and sweeps.
   * `inline`: each job runs at once in this process, sweeps only when called (the API tests' default,
   * test/harness.ts), with no tables, timers or polling.
   */
  jobs?: 'durable' | 'inline';
  /** Defaults to files under DATA_DIR/uploads. */
  storage?: Storage;
  /** Defaults to the providers the configuration names, or the fake gateway (platform/gateway). */
  gateway?: Gateway;
  /** Ports filled before any feature registers (tests stand in for a feature that offers one). */
  ports?: Ports;
  logger?: boolean | { level: string };
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: LogStream;
  /** Sees every route as it is added (the log-redaction test walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** Every feature, registered the same way (routes under /api, owner policies); the order is the docs' order. */
export const FEATURES: Feature[] = [
  healthFeature,
  accountsFeature,
  profilesFeature,
  uploadsFeature,
  institutionsFeature,
  programmesFeature,
  surveysFeature,
  jobsFeature,
  messagingFeature,
  ticketsFeature,
  outcomesFeature,
  adminFeature,
  mentoringFeature,
  privacyFeature,
  tracerFeature,
  interviewsFeature,
  gatewayFeature,
  // Asks every feature above (and any added later) for what it holds about a person: archive and erasure.
  createDataRightsFeature(() => FEATURES),
];

/** Platform plugins first, then the feature modules, listed explicitly. Used by main.ts and by the tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // URLs, failed queries and named fields are redacted (platform/log-redaction.ts).
    logger:
      options.logger === false
        ? false
        : loggerOptions(
            typeof options.logger === 'object' ? options.logger.level : config.logLevel,
            options.logStream,
          ),
    bodyLimit: BODY_LIMIT_BYTES,
    // An e-mail address (up to 254 characters, percent-encoded) travels in some paths.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 800 },
    frameworkErrors,
    // The union is what Fastify accepts; its overloads only narrow on a literal type.
    trustProxy: config.trustProxy as boolean,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jwt = createJwt(config.jwtSecret);
  const transport =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const mail = mailTask(transport, config.jwtSecret);
  const runnerOptions = {
    db: options.db,
    deps: () => deps,
    tasks: [mail, ...FEATURES.flatMap((feature) => feature.tasks ?? [])],
    sweeps: FEATURES.flatMap((feature) => feature.sweeps ?? []),
    log: app.log,
  };
  const jobs: JobRunner =
    options.jobs === 'inline' ? createInlineRunner(runnerOptions) : createJobRunner(runnerOptions);
  const storage = options.storage ?? diskStorage(path.join(config.dataDir, 'uploads'));
  const sessions = createSessionGuard(options.db);
  const deps: Deps = {
    db: options.db,
    config,
    jwt,
    sessions,
    mailer: queuedMailer(jobs, mail, config.jwtSecret),
    jobs,
    storage,
    gateway: options.gateway ?? createGateway(config),
    events: createEvents(),
    ports: { ...options.ports },
    totals: createTotals({
      redisUrl: config.redisUrl,
      namespace: config.databaseUrl ?? config.dataDir,
      log: app.log,
    }),
    log: app.log,
  };
  app.addHook('onClose', () => deps.totals.close());
  app.decorate('jobs', jobs);

  registerEnvelope(app);
  registerInputGuard(app);
  registerSecurityHeaders(app);
  registerApiVersion(app);
  await app.register(compress, { threshold: 1024 });
  await registerDocs(app);
  const policies = Object.assign({}, ...FEATURES.map((feature) => feature.policies?.(deps) ?? {}));
  registerAccess(app, jwt, policies, sessions, config.rateLimitMultiplier);
  await registerRateLimits(app, { redisUrl: config.redisUrl, multiplier: config.rateLimitMultiplier });
  // socket.io on this server and port (path /socket.io); features add their events (messaging).
  deps.realtime = await registerRealtime(app, {
    jwt,
    redisUrl: config.redisUrl,
    isLive: (auth) => sessions.isLive(auth),
    log: app.log,
  });

  for (const feature of FEATURES) {
    const listeners = Object.entries(feature.listeners?.(deps) ?? {});
    for (const [name, listener] of listeners) deps.events.on(name as PlatformEventName, listener as never);
    await app.register(feature.routes, { prefix: '/api', deps });
  }
  // The runner starts once every route is ready and stops, its running jobs finished, before the database closes.
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());

  await registerWeb(app, config.webDist);
  return app;
}
