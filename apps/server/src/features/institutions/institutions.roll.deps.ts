import type { Deps } from '../../platform/deps';
import type { RollCheckPool } from './institutions.roll.pool';

/** What the roll's use cases take first: the app's dependencies and the worker threads that check files. */
export interface RollDeps extends Deps {
  checks: RollCheckPool;
}
