import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Config } from './config';
import type { Jwt } from './jwt';
import type { Mailer } from './mail';
import type { Storage } from './storage';

/** What feature modules are given; tests build the same set over an in-memory database. */
export interface Deps {
  db: Database;
  config: Config;
  jwt: Jwt;
  mailer: Mailer;
  storage: Storage;
  log: FastifyBaseLogger;
}
