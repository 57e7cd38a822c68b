import type { Deps } from '../../platform/deps';
import type { SweepDefinition } from '../../platform/jobs/definitions';
import type { SenderLimiter } from './messaging.rate';
import { createMessagingService } from './messaging.service';

/**
 * Work that runs by itself (platform/jobs): every node refreshes the presence of the accounts connected to it
 * (no other node knows them), and each minute one node of the cluster queues the unread-message mails and
 * deletes attachments never sent.
 */
export const messagingSweeps: SweepDefinition[] = [
  {
    name: 'messaging-presence',
    schedule: { everyNodeSeconds: 60 },
    run: async (deps) => {
      if (deps.realtime) await sweepService(deps).seen(deps.realtime.localAccounts());
    },
  },
  {
    name: 'messaging-unread-mail',
    schedule: { cron: '* * * * *' },
    run: async (deps) => {
      await sweepService(deps).mailUnread();
    },
  },
  {
    name: 'messaging-unused-media',
    schedule: { cron: '* * * * *' },
    run: async (deps) => {
      await sweepService(deps).deleteUnusedMedia();
    },
  },
];

/** Sweeps send no messages, so their service needs no sender limiter (which may hold a Redis connection). */
const noLimit: SenderLimiter = { take: async () => 0, close() {} };
const sweepService = (deps: Deps) => createMessagingService(deps, { limiter: noLimit });
