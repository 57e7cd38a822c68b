import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loadConfig } from '../platform/config';
import type { Deps } from '../platform/deps';
import { createGateway } from '../platform/gateway';
import type { AnyTask, EnqueueOptions, Jobs } from '../platform/jobs/definitions';
import type { MailMessage } from '../platform/mail';
import { insertInstitution, insertRoll } from '../seed/outcomes.factory';
import type { TestApp } from './harness';

/*
 * A tracer panel for the API tests: one institution with a programme, a roll of graduates of one cohort, and deps
 * for the tracer's sweep and task whose queue holds jobs until the test drains them (each in its own transaction,
 * as the durable runner runs a transactional task), so a test sees what was enqueued before it runs.
 */

export interface HeldJob {
  task: AnyTask;
  payload: unknown;
  key?: string;
}

export function heldQueue() {
  const keys = new Set<string>();
  const held: HeldJob[] = [];
  const jobs: Jobs & { held: HeldJob[]; drain(deps: Deps): Promise<number> } = {
    held,
    async enqueue(task, payload, options: EnqueueOptions = {}) {
      if (options.key !== undefined) {
        if (keys.has(`${task.name}:${options.key}`)) return false;
        keys.add(`${task.name}:${options.key}`);
      }
      held.push({ task: task as AnyTask, payload: task.payload.parse(payload), key: options.key });
      return true;
    },
    async drain(deps) {
      let ran = 0;
      while (held.length > 0) {
        const job = held.shift() as HeldJob;
        await deps.db.transaction((tx) => job.task.run(deps, job.payload, tx));
        ran += 1;
      }
      return ran;
    },
  };
  return jobs;
}

/** Deps for the tracer's sweep and tasks: the test app's database and config, a held queue, recorded mail. */
export function tracerDeps(t: TestApp, config: Partial<Deps['config']> = {}) {
  const mails: MailMessage[] = [];
  const jobs = heldQueue();
  const fullConfig = {
    ...loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: TEST_SECRET, QUIET_HOURS: 'off' }),
    ...config,
  };
  const deps = {
    db: t.database.db,
    config: fullConfig,
    // The fake gateway: text and WhatsApp messages land in DATA_DIR/gateway-outbox (issue 27).
    gateway: createGateway(fullConfig),
    ports: {},
    jobs,
    mailer: { send: async (message: MailMessage) => void mails.push(message) },
    log: t.app.log,
  } as unknown as Deps;
  return { deps, jobs, mails };
}

/** The secret test/harness.ts gives the app: the do-not-contact keys made here match the app's. */
const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let sequence = 0;

export interface Panel {
  institutionId: string;
  institutionUserId: string;
  programmeId: string;
  entries: string[];
  emails: (string | null)[];
}

/** An institution and `size` graduates of `cohort` on its roll; every third has no e-mail (a phone only). */
export async function panel(
  db: Database,
  size: number,
  cohort: number,
  contact: (i: number) => { email: string | null; phone: string | null; dateOfBirth?: string | null } = (
    i,
  ) => ({
    email: `grad${sequence}-${i}@mail.ng`,
    phone: `0803${String(sequence).padStart(3, '0')}${String(i).padStart(4, '0')}`,
  }),
): Promise<Panel> {
  sequence += 1;
  const made = await insertInstitution(
    db,
    {
      name: `Federal Polytechnic ${sequence}`,
      email: `poly${sequence}-${Date.now()}@inst.ng`,
      username: `poly${sequence}${Date.now()}`,
      institutionType: 'polytechnic',
      ownershipType: 'federal',
      state: 'Lagos',
      town: 'Yaba',
      programmes: [{ name: 'Welding', grantedDate: '2020-01-01', expiryDate: '2030-01-01' }],
    },
    'x',
  );
  const programmeId = made.programmes.get('Welding') as string;
  const rows = Array.from({ length: size }, (_, i) => ({
    institutionId: made.institutionId,
    programmeId,
    name: `Graduate ${sequence}-${i}`,
    matricNumber: `M${sequence}-${i}`,
    graduationYear: cohort,
    sex: i % 2 === 0 ? 'female' : 'male',
    state: 'Lagos',
    ...contact(i),
  }));
  const entries = await insertRoll(db, rows);
  return {
    institutionId: made.institutionId,
    institutionUserId: made.userId,
    programmeId,
    entries,
    emails: rows.map((row) => row.email),
  };
}

/** The answer token in the last mail sent to `to`. */
export function tokenIn(mails: MailMessage[], to: string): string {
  const mail = [...mails].reverse().find((message) => message.to === to);
  const token = mail?.text.match(/\/a\/([A-Za-z0-9_-]+)\n/)?.[1];
  if (!token) throw new Error(`no answer link mailed to ${to}`);
  return token;
}

export async function rowsOf<Row = Record<string, unknown>>(db: Database, statement: ReturnType<typeof sql>) {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

export async function dispositionOf(db: Database, rollEntryId: string, waveId?: string) {
  const [row] = await rowsOf<{ disposition: string }>(
    db,
    sql`select disposition from tracer_cases where roll_entry_id = ${rollEntryId}
         ${waveId ? sql`and wave_id = ${waveId}` : sql``} order by created_at limit 1`,
  );
  return row?.disposition;
}

/** Opens `waveId` now (from yesterday, for four weeks). */
export async function openWave(db: Database, waveId: string, now = new Date()) {
  await db.execute(sql`
    update tracer_waves set opens_at = ${new Date(now.getTime() - 86_400_000)},
           closes_at = ${new Date(now.getTime() + 28 * 86_400_000)} where id = ${waveId}`);
}

/** A graduate on a phone roll as the network and the USSD identity check see them. */
export interface PhoneGraduate {
  entry: string;
  /** +234…, as the network gives it. */
  phone: string;
  /** The matric number's last 4 characters: the answer that confirms who is dialling. */
  last4: string;
  email: string | null;
}

/**
 * A roll of `size` graduates of `cohort` with phones written the way rolls hold them (`0806 7000001`; ending in 1,
 * so the fake network delivers them) and matric numbers as colleges write them (`FT/2024/ND/1200K`), in name order.
 */
export async function phoneRoll(
  db: Database,
  options: {
    size: number;
    cohort: number;
    phonePrefix: string;
    firstPhone: number;
    firstMatric: number;
    matricLetter: string;
    email?: (index: number) => string | null;
  },
): Promise<PhoneGraduate[]> {
  const roll = await panel(db, options.size, options.cohort, (i) => ({
    email: options.email?.(i) ?? null,
    phone: `${options.phonePrefix} ${options.firstPhone + i * 10}`,
  }));
  for (const [i, entry] of roll.entries.entries()) {
    const matric = `FT/${options.cohort}/ND/${options.firstMatric + i}${options.matricLetter}`;
    await db.execute(sql`update roll_entries set matric_number = ${matric} where id = ${entry}`);
  }
  const entries = await rowsOf<{ id: string; phone: string; matric_number: string; email: string | null }>(
    db,
    sql`select id, phone, matric_number, email from roll_entries where institution_id = ${roll.institutionId}
         order by name`,
  );
  return entries.map((entry) => ({
    entry: entry.id,
    phone: `+234${entry.phone.replace(/\D/g, '').slice(-10)}`,
    last4: entry.matric_number.slice(-4),
    email: entry.email,
  }));
}
