import { normalisePhone } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { panel, rowsOf } from '../../test/tracer.fixtures';
import { rollPhoneE164 } from '../institutions';

/*
 * A caller is matched to the roll by the phone's national form (+234…), however the roll wrote the number
 * (tracer.interviews.ts). The lookup's expression is indexed (roll_entries_phone_e164_idx), so it reads the index
 * instead of every roll entry: the same numbers match as before, and the planner can use the index.
 */

let t: TestApp;
const WRITTEN = [
  '0803 123 4567',
  '2348031234567',
  '+234 803 123 4567',
  '(0803) 123-4567',
  '0803-123-4567',
  '08031234568',
  '+2348131234567',
  '12345',
];
let entries: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const roll = await panel(t.database.db, WRITTEN.length, 2024, (i) => ({
    email: null,
    phone: WRITTEN[i] as string,
  }));
  entries = roll.entries;
  // One roll entry has no phone at all: never matched.
  await panel(t.database.db, 1, 2024, () => ({ email: null, phone: null }));
}, 60_000);
afterAll(() => t?.close());

const lookup = (phone: string) =>
  sql`select r.id from roll_entries r where r.phone is not null and ${rollPhoneE164('r')} = ${phone}`;

describe('the phone lookup', () => {
  it('matches every way the roll writes the same number, and no other number', async () => {
    const found = await rowsOf<{ id: string }>(t.database.db, lookup('+2348031234567'));
    expect(found.map((row) => row.id).sort()).toEqual(entries.slice(0, 5).sort());
    // The contract's normalisePhone, which the gateway applies to the caller, agrees with the SQL for each.
    for (const [i, written] of WRITTEN.entries()) {
      const phone = normalisePhone(written);
      if (!phone) continue;
      const rows = await rowsOf<{ id: string }>(t.database.db, lookup(phone));
      expect(
        rows.map((row) => row.id),
        written,
      ).toContain(entries[i]);
    }
    expect(await rowsOf(t.database.db, lookup('+2348031234569'))).toEqual([]);
  });

  it('can be answered from roll_entries_phone_e164_idx (EXPLAIN with sequential scans off)', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': unknown }>(
        tx,
        sql`explain (format json) select r.id from roll_entries r
             where r.phone is not null and ${rollPhoneE164('r')} = ${'+2348031234567'}`,
      );
    });
    // The index is searched by the expression (an Index Cond), not merely read whole with the match as a filter,
    // which a partial index would also allow once sequential scans are off.
    const nodes: Record<string, unknown>[] = [];
    const walk = (node: Record<string, unknown>) => {
      nodes.push(node);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const [first] = plan;
    const json = first?.['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as {
      Plan: Record<string, unknown>;
    }[];
    walk((parsed[0] as { Plan: Record<string, unknown> }).Plan);
    const scan = nodes.find((node) => node['Index Name'] === 'roll_entries_phone_e164_idx');
    expect(scan, JSON.stringify(parsed)).toBeDefined();
    expect(String(scan?.['Index Cond'])).toContain('regexp_replace');
    expect(nodes.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
  });
});
