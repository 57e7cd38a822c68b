import { MESSAGE_RATE_LIMIT } from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import { createSenderLimiter, type SenderLimiter } from './messaging.rate';

/** Where the service's events go: every socket of these accounts (platform/realtime.ts), on every node. */
export interface Notifier {
  toAccounts(accountIds: readonly string[], event: string, payload: unknown, except?: string): void;
}

export interface MessagingOptions {
  notifier?: Notifier;
  /** The clock of presence and the unread-mail job (tests move it forward). */
  now?: () => Date;
  limiter?: SenderLimiter;
}

/** What every messaging use case takes first: the app's dependencies plus the clock, the notifier and the rate. */
export interface MessagingDeps extends Deps {
  now: () => Date;
  notifier: Notifier;
  limiter: SenderLimiter;
}

/** The app's dependencies with the messaging options filled in (a no-op notifier, the real clock and rate). */
export function messagingDeps(deps: Deps, options: MessagingOptions = {}): MessagingDeps {
  return {
    ...deps,
    now: options.now ?? (() => new Date()),
    notifier: options.notifier ?? { toAccounts() {} },
    limiter:
      options.limiter ??
      createSenderLimiter({
        max: MESSAGE_RATE_LIMIT.max,
        windowMs: MESSAGE_RATE_LIMIT.windowSeconds * 1000,
        redisUrl: deps.config.redisUrl,
        log: deps.log,
      }),
  };
}
