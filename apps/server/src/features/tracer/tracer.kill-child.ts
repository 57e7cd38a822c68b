import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../db/client';
import { loadConfig } from '../../platform/config';
import type { Deps } from '../../platform/deps';
import { createJobRunner, type JobRunner } from '../../platform/jobs/runner';
import { quietLog } from '../../platform/jobs/runner.kill-child';
import type { Mailer } from '../../platform/mail';
import { mailTask, queuedMailer } from '../../platform/mail-queue';
import { contactTask } from './tracer.sweep';

/*
 * The worker tracer.kill.test.ts kills with SIGKILL (issue 26): the job runner on the PostgreSQL database named on
 * the command line, running the tracer's contact task and the mail task. `down`: the mail server is away (every
 * mail fails and waits for a retry), so the killed worker delivers nothing and a kill can only land between or
 * inside contact jobs; `up`: mails are delivered into the table `tracer_kill_mail` (no unique key: a mail sent
 * twice shows as two rows). Jobs of a killed worker are taken back after 2 seconds.
 */

export const KILL_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const KILL_MAIL_TABLE = 'tracer_kill_mail';

/** The contact task, its transaction held open a moment after its work so a kill most likely lands in one. */
export const killContact = {
  ...contactTask,
  expireInSeconds: 2,
  retry: { limit: 5, delaySeconds: 0, backoff: false },
  run: async (deps: Deps, payload: { contactId: string }, tx: Database) => {
    await contactTask.run(deps, payload, tx);
    await new Promise((resolve) => setTimeout(resolve, 40));
  },
} as typeof contactTask;

export const killMail = (transport: Mailer) => ({
  ...mailTask(transport, KILL_SECRET, { limit: 20, delaySeconds: 1, backoff: false }),
  expireInSeconds: 2,
});

/** The deps the tracer's sweep and tasks read, on this runner. */
export function killDeps(
  db: Database,
  runner: JobRunner,
  mail: ReturnType<typeof killMail>,
  dataDir: string,
) {
  return {
    db,
    config: loadConfig({ DATA_DIR: dataDir, JWT_SECRET: KILL_SECRET, QUIET_HOURS: 'off' }),
    jobs: runner,
    mailer: queuedMailer(runner, mail, KILL_SECRET),
    log: quietLog,
  } as unknown as Deps;
}

async function main() {
  const [url, mode, dataDir] = process.argv.slice(2);
  const database = openDatabase({ databaseUrl: url });
  const transport: Mailer = {
    async send(message) {
      if (mode !== 'up') throw new Error('the mail server is away');
      await database.db.execute(
        sql`insert into tracer_kill_mail (to_address, subject) values (${message.to}, ${message.subject})`,
      );
    },
  };
  const mail = killMail(transport);
  let deps: Deps;
  const runner = createJobRunner({
    db: database.db,
    deps: () => deps,
    tasks: [killContact, mail],
    sweeps: [],
    log: quietLog,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  deps = killDeps(database.db, runner, mail, dataDir as string);
  await runner.start();
  process.stdout.write('working\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
