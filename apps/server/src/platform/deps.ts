import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Config } from './config';
import type { Jwt } from './jwt';
import type { Mailer } from './mail';
import type { SessionGuard } from './sessions';
import type { Storage } from './storage';

/** What feature modules are given; tests build the same set over an in-memory database. */
export interface Deps {
  db: Database;
  config: Config;
  jwt: Jwt;
  /** Whether a token's sign-in still holds; ends sign-ins (password change, deactivation, sign out everywhere). */
  sessions: SessionGuard;
  mailer: Mailer;
  storage: Storage;
  log: FastifyBaseLogger;
}
