import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Config } from './config';
import type { Events } from './events';
import type { Gateway } from './gateway';
import type { Jobs } from './jobs/definitions';
import type { Jwt } from './jwt';
import type { Mailer } from './mail';
import type { Ports } from './ports';
import type { Realtime } from './realtime';
import type { SessionGuard } from './sessions';
import type { Storage } from './storage';
import type { Totals } from './totals';

/** What feature modules are given; tests build the same set over an in-memory database. */
export interface Deps {
  db: Database;
  config: Config;
  jwt: Jwt;
  /** Whether a token's sign-in still holds; ends sign-ins (password change, deactivation, sign out everywhere). */
  sessions: SessionGuard;
  /** Sends a mail through the durable queue: an outage of the mail server delays it (platform/mail.ts). */
  mailer: Mailer;
  /** Hands work to the job runner (platform/jobs): durable, retried, keyed. */
  jobs: Jobs;
  storage: Storage;
  /** Text messages and WhatsApp out, callbacks checked (platform/gateway): a provider or the fake. */
  gateway: Gateway;
  /** What one feature announces and others act on, in the announcing transaction (platform/events.ts). */
  events: Events;
  /** Use cases one feature offers another and answers (platform/ports.ts), filled as features register. */
  ports: Ports;
  /** List totals counted once per filter for a few seconds, shared through Redis when set (platform/totals.ts). */
  totals: Totals;
  /** socket.io on this node, once registered (absent in unit tests that build deps by hand). */
  realtime?: Realtime;
  log: FastifyBaseLogger;
}
