import path from 'node:path';
import type { Figures, GroupFigures, Paged, Ticket, UnreadCount } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { memberKeyOf } from '../features/messaging/messaging.service';
import { diskStorage } from '../platform/storage';
import { login } from '../test/accounts.fixtures';
import { adminLogin } from '../test/admin.fixtures';
import { client, createTestApp, type TestApp } from '../test/harness';
import { ensureAdmin } from './admin';
import { DEMO_ACCOUNTS, hasDemo, seedDemoWithCountry, shouldSeedDemo } from './demo';

/*
 * The demo country (issue 14): SEED=demo seeds it even after ADMIN_EMAIL created an administrator; it is
 * believable (institutions of every kind across the regions, rolls over three cohorts, about half signed up,
 * tagged tracer answers with differences by programme, sex and state, jobs and applications), deterministic,
 * and seeded in bulk.
 */

const ADMIN = { email: 'chief@regulator.example.ng', password: 'Admin-Pass-2024' };
let t: TestApp;
let seconds = 0;
let summary: Awaited<ReturnType<typeof seedDemoWithCountry>>['country'];

const all = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const one = async (db: Database, query: ReturnType<typeof sql>) => (await all(db, query))[0];

/** The conversations and tickets as people read them (no ids or clock times), to compare two seeds. */
const talkFingerprint = sql`select
    (select string_agg(who || ':' || texts, ' / ' order by who, texts) from (
      select (select string_agg(u.username, ',' order by u.username) from conversation_members m
                join users u on u.id = m.user_id where m.conversation_id = c.id) as who,
             (select string_agg(text, '|' order by created_at) from messages where conversation_id = c.id) as texts
      from conversations c) x) as conversations,
    (select string_agg(t.title || ':' || t.status || ':' || t.kind || ':' || t.message_count || ':' || u.username
              || ':' || (t.assigned_admin_id is not null), ' / ' order by t.title, u.username)
     from tickets t join users u on u.id = t.created_by) as tickets`;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('SEED=demo after ADMIN_EMAIL', () => {
  it('seeds the demo although an administrator exists; never twice; default and none leave it', async () => {
    const db = t.database.db;
    expect(await shouldSeedDemo(db, undefined)).toBe(true);
    expect(await ensureAdmin(db, ADMIN.email, ADMIN.password)).toBe('created');
    // What main.ts asks at start, after creating the administrator from ADMIN_EMAIL.
    expect(await shouldSeedDemo(db, 'demo')).toBe(true);
    expect(await shouldSeedDemo(db, undefined)).toBe(false);
    expect(await shouldSeedDemo(db, 'none')).toBe(false);
    const started = Date.now();
    const seeded = await seedDemoWithCountry(db, diskStorage(path.join(t.dataDir, 'uploads')));
    seconds = (Date.now() - started) / 1000;
    summary = seeded.country;
    expect(await hasDemo(db)).toBe(true);
    expect(await shouldSeedDemo(db, 'demo')).toBe(false);
    // Every demo account is there next to the administrator.
    for (const account of DEMO_ACCOUNTS) {
      const row = await one(db, sql`select count(*)::int as n from users where email = ${account.email}`);
      expect(row.n, account.email).toBe(1);
    }
    console.info(`demo seed with the country on ${t.database.kind}: ${seconds.toFixed(1)} s`, summary);
  }, 120_000);
});

describe('the demo country', () => {
  it('has a dozen institutions of different types across states, programmes some expiring, a pending one', async () => {
    const db = t.database.db;
    expect(summary.institutions).toBe(12);
    const kinds = await one(
      db,
      sql`select count(distinct i.institution_type)::int as types, count(distinct split_part(u.address, '|', 2))::int as states
          from institutions i join users u on u.id = i.user_id`,
    );
    expect(kinds.types).toBeGreaterThanOrEqual(8);
    expect(kinds.states).toBeGreaterThanOrEqual(10);
    const programmes = await one(
      db,
      sql`select
            count(*) filter (where expiry_date >= current_date and expiry_date < current_date + 90)::int as expiring,
            count(*) filter (where expiry_date < current_date)::int as expired,
            count(*) filter (where status = 'pending')::int as pending
          from programmes`,
    );
    expect(programmes.expiring).toBeGreaterThanOrEqual(3); // two here, one at the demo institution
    expect(programmes.expired).toBeGreaterThanOrEqual(1);
    expect(programmes.pending).toBeGreaterThanOrEqual(2);
  });

  it('has vetted employers and unvetted ones with open jobs, so the feed and the vetting queue show both', async () => {
    const counts = await one(
      t.database.db,
      sql`select
            count(distinct e.id) filter (where e.vetting_status = 'approved')::int as vetted,
            count(distinct e.id) filter (where e.vetting_status = 'pending')::int as waiting
          from employers e join jobs j on j.employer_id = e.id
          where j.status = 'open' and j.suspended_at is null`,
    );
    expect(counts.vetted).toBeGreaterThanOrEqual(1);
    expect(counts.waiting).toBeGreaterThanOrEqual(1);
    // Each CAC document opens in the console: a stored file of the employer's account, none a placeholder.
    const documents = await one(
      t.database.db,
      sql`select count(*)::int as employers, count(f.id)::int as stored
          from employers e join users u on u.id = e.user_id
          left join files f on f.id::text = e.cac_document->>'key' and f.owner_id = u.id`,
    );
    expect(documents.stored).toBe(documents.employers);
  });

  it('has rolls of a few thousand over three cohorts, about half signed up, most of them answering', async () => {
    expect(summary.roll).toBeGreaterThan(2500);
    expect(summary.roll).toBeLessThan(5000);
    expect(summary.graduates / summary.roll).toBeGreaterThan(0.4);
    expect(summary.graduates / summary.roll).toBeLessThan(0.6);
    expect(summary.respondents / summary.graduates).toBeGreaterThan(0.6);
    const cohorts = await one(
      t.database.db,
      sql`select count(distinct graduation_year)::int as n from roll_entries`,
    );
    expect(cohorts.n).toBeGreaterThanOrEqual(3);
    expect(summary.employers).toBeGreaterThanOrEqual(8);
    expect(summary.jobs).toBeGreaterThanOrEqual(15);
    expect(summary.applications).toBeGreaterThan(100);
  });

  it('answers the tagged tracer with plausible differences by programme, sex and state', async () => {
    const session = await adminLogin(t, ADMIN.email, ADMIN.password);
    const api = client(t.app);
    const get = async (query: string) => {
      const res = await api.get<Figures>(`/api/v1/outcomes/figures?${query}`, session.key);
      expect(res.statusCode, res.body.msg).toBe(200);
      return res.body.payload;
    };
    const rate = (group: GroupFigures | undefined) => group?.figures?.employment.rate.value ?? Number.NaN;
    const national = await get('');
    const total = rate(national.total);
    expect(total).toBeGreaterThan(0.55);
    expect(total).toBeLessThan(0.9);
    expect(national.total.response_rate).toBeGreaterThan(0.25);
    expect(national.total.figures?.months_to_first_job.median.value).not.toBeNull();
    expect(national.total.figures?.relevance.mean.value).toBeGreaterThan(3);

    const bySex = await get('group_by=sex');
    const women = bySex.groups.find((group) => group.keys[0].value === 'female');
    const men = bySex.groups.find((group) => group.keys[0].value === 'male');
    expect(rate(women)).toBeLessThan(rate(men));
    const above = (group: GroupFigures | undefined) =>
      group?.figures?.income_band.at_or_above_minimum_wage.value ?? Number.NaN;
    expect(above(women)).toBeLessThan(above(men));

    const byState = await get('group_by=institution_state');
    const lagos = byState.groups.find((group) => group.keys[0].value === 'Lagos');
    const bauchi = byState.groups.find((group) => group.keys[0].value === 'Bauchi');
    const wage = (group: GroupFigures | undefined) =>
      group?.figures?.employment.parts.find((part) => part.code === 'wage_employed')?.value ?? Number.NaN;
    expect(wage(lagos)).toBeGreaterThan(wage(bauchi));

    const byProgramme = await get('group_by=programme');
    const self = (name: string) =>
      byProgramme.groups
        .find((group) => group.keys[0].value === name)
        ?.figures?.employment.parts.find((part) => part.code === 'self_employed')?.value ?? Number.NaN;
    expect(self('cosmetology')).toBeGreaterThan(self('accountancy'));
    // The weighted figures differ from the raw ones: the respondents' mix is not the roll's.
    expect(national.total.figures?.employment.rate.weighted).not.toBe(total);

    const byCohort = await get('group_by=cohort');
    const year = new Date().getUTCFullYear();
    const cohort = (value: number) =>
      rate(byCohort.groups.find((group) => group.keys[0].value === String(value)));
    // The latest cohort is still looking for work more often than the one three years out.
    expect(cohort(year - 1)).toBeLessThan(cohort(year - 3));
  });

  it('is the same country on every start (seeded generator)', async () => {
    const other = await createTestApp();
    try {
      const again = await seedDemoWithCountry(
        other.database.db,
        diskStorage(path.join(other.dataDir, 'uploads')),
      );
      expect(again.country).toEqual(summary);
      const fingerprint = (db: Database) =>
        one(
          db,
          sql`select count(*)::int as answers, sum(length(coalesce(text, '')))::int as text_length,
                count(distinct option_id)::int as options from survey_responses`,
        );
      expect(await fingerprint(other.database.db)).toEqual(await fingerprint(t.database.db));
      const names = sql`select string_agg(name, ',' order by matric_number) as names from roll_entries`;
      expect((await one(other.database.db, names)).names).toEqual((await one(t.database.db, names)).names);
      const talk = await one(t.database.db, talkFingerprint);
      expect(talk.conversations).toBeTruthy();
      expect(await one(other.database.db, talkFingerprint)).toEqual(talk);
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe('conversations in the demo country', () => {
  it('are short threads between graduates, employers and institutions, kept as messaging keeps them', async () => {
    const db = t.database.db;
    expect(summary.conversations).toBeGreaterThanOrEqual(20);
    const conversations = await all(
      db,
      sql`select c.id, c.member_key, c.member_count, c.last_message_id, c.last_message_at,
            (select array_agg(m.user_id::text order by m.user_id) from conversation_members m
              where m.conversation_id = c.id) as members,
            (select string_agg(distinct u.user_type, ',' order by u.user_type) from conversation_members m
              join users u on u.id = m.user_id where m.conversation_id = c.id) as roles,
            (select id from messages where conversation_id = c.id order by created_at desc, id desc limit 1) as newest,
            (select max(created_at) from messages where conversation_id = c.id) as newest_at
          from conversations c
          -- The country's own (the mentoring seed may add broadcasts of its own).
          where exists (select 1 from messages where conversation_id = c.id and client_id like 'demo-country-%')`,
    );
    expect(conversations).toHaveLength(summary.conversations);
    for (const row of conversations) {
      const members = row.members as string[];
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(row.member_count).toBe(members.length);
      // One conversation per member set: the key messaging looks it up by.
      expect(row.member_key).toBe(memberKeyOf(members));
      expect(row.last_message_id).toBe(row.newest);
      expect(new Date(row.last_message_at as string).getTime()).toBe(
        new Date(row.newest_at as string).getTime(),
      );
      // Mentors are the mentoring seed's; administrators take no part in conversations.
      expect(String(row.roles)).not.toMatch(/mentor|admin/);
    }
    const roles = new Set(conversations.map((row) => row.roles));
    for (const pair of [
      'employer,graduate',
      'graduate,institution',
      'employer,institution',
      'institution,staff',
    ])
      expect(roles.has(pair), pair).toBe(true);
    expect(conversations.some((row) => Number(row.member_count) > 2)).toBe(true);

    const broken = await one(
      db,
      sql`select
            (select count(*)::int from messages msg where not exists (select 1 from conversation_members m
              where m.conversation_id = msg.conversation_id and m.user_id = msg.sender_id)) as strangers,
            (select count(*)::int from conversation_members m
              where m.has_written <> exists (select 1 from messages msg
                where msg.conversation_id = m.conversation_id and msg.sender_id = m.user_id)) as written,
            (select count(*)::int from conversation_members m join users u on u.id = m.user_id
              where not u.is_active) as inactive,
            (select count(*)::int from messages where client_id like 'demo-country-%') as messages`,
    );
    expect(broken).toEqual({ strangers: 0, written: 0, inactive: 0, messages: summary.messages });
  });

  it('leave each demo portal something unread, and owe nobody an unread-message mail at start', async () => {
    for (const [userType, email] of [
      ['graduate', 'graduate@demo.tvet.ng'],
      ['employer', 'employer@demo.tvet.ng'],
      ['institution', 'institution@demo.tvet.ng'],
      ['staff', 'staff@demo.tvet.ng'],
    ] as const) {
      const session = await login(t, userType, email);
      const api = client(t.app);
      const unread = await api.get<UnreadCount>('/api/v1/conversations/unread', session.key);
      expect(unread.statusCode, unread.body.msg).toBe(200);
      expect(unread.body.payload.unread_messages, email).toBeGreaterThanOrEqual(1);
      const list = await api.get<Paged<{ unread_count: number }>>('/api/v1/conversations', session.key);
      expect(list.statusCode, list.body.msg).toBe(200);
      expect(list.body.payload.docs.length, email).toBeGreaterThanOrEqual(1);
      expect(
        list.body.payload.docs.some((doc) => doc.unread_count > 0),
        email,
      ).toBe(true);
    }
    const graduate = await login(t, 'graduate', 'graduate@demo.tvet.ng');
    const threads = await client(t.app).get<Paged<{ unread_count: number }>>(
      '/api/v1/conversations',
      graduate.key,
    );
    // Read and unread side by side.
    expect(threads.body.payload.docs.some((doc) => doc.unread_count === 0)).toBe(true);
    // What the unread-mail job looks for (messaging.reads.repository claimDueMails), over the last 48 hours.
    const due = await one(
      t.database.db,
      sql`select count(*)::int as n from messages msg
          join conversation_members m on m.conversation_id = msg.conversation_id and m.user_id <> msg.sender_id
          where msg.created_at >= now() - interval '48 hours'
            and msg.created_at > coalesce(m.last_read_at, '-infinity'::timestamptz)
            and msg.created_at > coalesce(m.last_mailed_at, '-infinity'::timestamptz)`,
    );
    expect(due.n).toBe(0);
  });
});

describe('support tickets in the demo country', () => {
  it('are in every state, consistent with their messages', async () => {
    const db = t.database.db;
    expect(summary.tickets).toBeGreaterThanOrEqual(10);
    const tickets = await all(
      db,
      sql`select t.status, t.kind, t.assigned_admin_id, t.first_response_at, t.closed_at, t.message_count,
            t.last_message_at, t.last_message_by, t.last_message_text, t.conversation_id, t.created_by,
            a.user_type as admin_type, (select count(*)::int from admins p where p.user_id = t.assigned_admin_id) as admin_profiles,
            (select count(*)::int from ticket_messages m where m.ticket_id = t.id) as messages,
            (select max(created_at) from ticket_messages m where m.ticket_id = t.id) as newest_at,
            (select created_by from ticket_messages m where m.ticket_id = t.id order by created_at desc limit 1) as newest_by,
            (select text from ticket_messages m where m.ticket_id = t.id order by created_at desc limit 1) as newest_text,
            (select min(m.created_at) from ticket_messages m where m.ticket_id = t.id
              and m.created_by = t.assigned_admin_id) as first_reply
          from tickets t left join users a on a.id = t.assigned_admin_id`,
    );
    expect(tickets).toHaveLength(summary.tickets);
    const time = (value: unknown) => (value ? new Date(value as string).getTime() : null);
    for (const ticket of tickets) {
      expect(['ongoing', 'closed']).toContain(ticket.status);
      expect(ticket.message_count).toBe(ticket.messages);
      expect(time(ticket.last_message_at)).toBe(time(ticket.newest_at));
      expect(ticket.last_message_by).toBe(ticket.newest_by);
      expect(ticket.last_message_text).toBe(ticket.newest_text);
      expect(time(ticket.first_response_at)).toBe(time(ticket.first_reply));
      expect(ticket.closed_at !== null).toBe(ticket.status === 'closed');
      if (ticket.assigned_admin_id) {
        expect(ticket.admin_type).toBe('admin');
        expect(ticket.admin_profiles).toBe(1);
      }
    }
    const count = (test: (ticket: Record<string, unknown>) => boolean) => tickets.filter(test).length;
    expect(count((x) => x.status === 'ongoing' && !x.assigned_admin_id)).toBeGreaterThanOrEqual(3);
    expect(
      count((x) => x.status === 'ongoing' && !!x.assigned_admin_id && !!x.first_response_at),
    ).toBeGreaterThanOrEqual(2);
    expect(
      count((x) => x.status === 'ongoing' && !!x.assigned_admin_id && !x.first_response_at),
    ).toBeGreaterThanOrEqual(1);
    expect(
      count((x) => x.status === 'closed' && !!x.first_response_at && Number(x.messages) >= 2),
    ).toBeGreaterThanOrEqual(3);

    // The reported conversation: a report from one of its members, and that member's report ticket.
    const reports = await all(
      db,
      sql`select r.reporter_id, r.conversation_id, t.kind, t.status,
            exists (select 1 from conversation_members m
              where m.conversation_id = r.conversation_id and m.user_id = r.reporter_id) as member
          from conversation_reports r
          join tickets t on t.conversation_id = r.conversation_id and t.created_by = r.reporter_id`,
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'report', status: 'ongoing', member: true });
  });

  it("show on the demo graduate's Support page and on the administrators' desk", async () => {
    const graduate = await login(t, 'graduate', 'graduate@demo.tvet.ng');
    const own = await client(t.app).get<Paged<Ticket>>('/api/v1/tickets', graduate.key);
    expect(own.statusCode, own.body.msg).toBe(200);
    expect(own.body.payload.docs.map((ticket) => ticket.status).sort()).toEqual(['closed', 'ongoing']);
    const closed = own.body.payload.docs.find((ticket) => ticket.status === 'closed');
    expect(closed?.replying_admin?.user_id.name).toBeTruthy();

    const admin = await adminLogin(t, ADMIN.email, ADMIN.password);
    const desk = async (query: string) => {
      const res = await client(t.app).get<Paged<Ticket>>(`/api/v1/admin/tickets?${query}`, admin.key);
      expect(res.statusCode, res.body.msg).toBe(200);
      return res.body.payload.totalDocs;
    };
    expect(await desk('assigned=unassigned&status=ongoing')).toBeGreaterThanOrEqual(3);
    expect(await desk('assigned=others&status=ongoing')).toBeGreaterThanOrEqual(3);
    expect(await desk('status=closed')).toBeGreaterThanOrEqual(3);
  });
});
