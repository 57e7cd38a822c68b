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
    const text = JSON.stringify(plan);
    expect(text).toContain('roll_entries_phone_e164_idx');
    expect(text).not.toContain('"Seq Scan"');
  });
});
