import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/harness';
import { createEvents } from './events';

/* Platform events: listeners run in order, in the announcing transaction; one that fails undoes the whole change. */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table event_probe (note text not null)`);
});
afterAll(async () => {
  await database.close();
});

const event = {
  reportId: 'r',
  conversationId: 'c',
  reporterId: 'a',
  reason: 'spam',
  reportedNames: ['Tunde'],
};

async function notes(): Promise<string[]> {
  const result = await database.db.execute(sql`select note from event_probe order by note`);
  return (result as unknown as { rows: { note: string }[] }).rows.map((row) => row.note);
}

describe('platform events', () => {
  it("runs every listener in the emitter's transaction, in the order they were added", async () => {
    const events = createEvents();
    const order: string[] = [];
    events.on('conversation.reported', async (tx, fact) => {
      order.push('first');
      await tx.execute(sql`insert into event_probe values (${`ticket for ${fact.reason}`})`);
    });
    events.on('conversation.reported', async () => {
      order.push('second');
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into event_probe values ('report')`);
      await events.emit(tx, 'conversation.reported', event);
    });
    expect(order).toEqual(['first', 'second']);
    expect(await notes()).toEqual(['report', 'ticket for spam']);
  });

  it('undoes the announcing change when a listener fails, so a fact is never stored without what follows', async () => {
    const events = createEvents();
    events.on('conversation.reported', async (tx) => {
      await tx.execute(sql`insert into event_probe values ('half a ticket')`);
      throw new Error('the desk is broken');
    });
    await database.db.execute(sql`delete from event_probe`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into event_probe values ('report')`);
        await events.emit(tx, 'conversation.reported', event);
      }),
    ).rejects.toThrow('the desk is broken');
    expect(await notes()).toEqual([]);
  });

  it('is a no-op for a fact nobody listens to', async () => {
    await database.db.transaction((tx) => createEvents().emit(tx, 'conversation.reported', event));
  });
});
