import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { createAccount } from '../../seed/accounts.factory';
import { openTestDatabase } from '../../test/harness';
import { openConversation, sendChecks } from './messaging.send.repository';
import { memberKeyOf } from './messaging.service';
import { conversationMembers, conversations, messages, userBlocks } from './messaging.table';

/*
 * The two statements of a send, against the database itself: a first contact is all or nothing (conversation,
 * members, first message), a conversation that exists already is left alone, and the checks read what they say.
 */

let database: DatabaseHandle;
let sequence = 0;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function person(name: string) {
  sequence += 1;
  const { user } = await createAccount(database.db, {
    userType: 'graduate',
    email: `send${sequence}@example.ng`,
    username: `send${sequence}`,
    name,
    complete: true,
  });
  return user.id;
}

const conversationsOf = (memberKey: string) =>
  database.db.select().from(conversations).where(eq(conversations.memberKey, memberKey));

describe('openConversation', () => {
  it('opens the conversation, its members and the first message in one go, the sender marked as having read it', async () => {
    const [ada, bayo] = [await person('Ada Eze'), await person('Bayo Ade')];
    const memberKey = memberKeyOf([ada, bayo]);
    const opened = await openConversation(database.db, {
      senderId: ada,
      clientId: 'first-1',
      text: 'Hello Bayo',
      mediaFileId: null,
      memberKey,
      memberIds: [ada, bayo],
    });
    expect(opened?.message).toMatchObject({ senderId: ada, text: 'Hello Bayo', senderName: 'Ada Eze' });
    expect(opened?.conversation).toMatchObject({
      memberKey,
      memberCount: 2,
      lastMessageId: opened?.message.id,
    });
    expect(
      opened?.members.map((member) => [member.name, member.hasWritten, Boolean(member.lastReadAt)]),
    ).toEqual([
      ['Ada Eze', true, true],
      ['Bayo Ade', false, false],
    ]);
    const stored = await database.db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, opened!.conversation.id));
    expect(stored).toHaveLength(2);
  });

  it('answers null and writes nothing when the conversation of these members exists already (another send won)', async () => {
    const [ada, bayo] = [await person('Ada'), await person('Bayo')];
    const input = {
      senderId: ada,
      mediaFileId: null,
      memberKey: memberKeyOf([ada, bayo]),
      memberIds: [ada, bayo],
    };
    await openConversation(database.db, { ...input, clientId: 'race-1', text: 'one' });
    const second = await openConversation(database.db, { ...input, clientId: 'race-2', text: 'two' });
    expect(second).toBeNull();
    expect(await conversationsOf(input.memberKey)).toHaveLength(1);
    const texts = await database.db.select().from(messages).where(eq(messages.senderId, ada));
    expect(texts.map((message) => message.text)).toEqual(['one']);
  });

  it('is all or nothing: a client_id the sender used already fails the statement and leaves no conversation behind', async () => {
    const [ada, bayo, chidi] = [await person('Ada'), await person('Bayo'), await person('Chidi')];
    await openConversation(database.db, {
      senderId: ada,
      clientId: 'reused',
      text: 'to Bayo',
      mediaFileId: null,
      memberKey: memberKeyOf([ada, bayo]),
      memberIds: [ada, bayo],
    });
    const toChidi = memberKeyOf([ada, chidi]);
    const failure = await openConversation(database.db, {
      senderId: ada,
      clientId: 'reused',
      text: 'to Chidi',
      mediaFileId: null,
      memberKey: toChidi,
      memberIds: [ada, chidi],
    }).catch((error: unknown) => error);
    expect(uniqueViolation(failure)).toBe('messages_sender_client_key');
    expect(await conversationsOf(toChidi)).toEqual([]);
  });
});

describe('sendChecks', () => {
  it('finds the stored copy of a client_id, the conversation of a member key, unknown accounts and blocks either way', async () => {
    const [ada, bayo, chidi] = [await person('Ada'), await person('Bayo'), await person('Chidi')];
    const memberKey = memberKeyOf([ada, bayo]);
    const opened = await openConversation(database.db, {
      senderId: ada,
      clientId: 'checked',
      text: 'hi',
      mediaFileId: null,
      memberKey,
      memberIds: [ada, bayo],
    });
    const byKey = await sendChecks(database.db, {
      senderId: ada,
      clientId: 'checked',
      conversationId: null,
      memberKey,
      others: [bayo],
    });
    expect(byKey).toMatchObject({
      existing: { id: opened?.message.id, text: 'hi', memberKey },
      conversationId: opened?.conversation.id,
      accounts: 1,
      blockedBy: false,
      blocking: false,
    });

    await database.db.insert(userBlocks).values([
      { blockerId: bayo, blockedId: ada },
      { blockerId: ada, blockedId: chidi },
    ]);
    const byId = await sendChecks(database.db, {
      senderId: ada,
      clientId: 'new-one',
      conversationId: opened!.conversation.id,
      memberKey: null,
      others: [],
    });
    expect(byId).toMatchObject({ existing: null, accounts: 1, blockedBy: true, blocking: false });
    expect([...byId.memberIds].sort()).toEqual([ada, bayo].sort());

    const unknown = '00000000-0000-4000-8000-000000000000';
    const toChidi = await sendChecks(database.db, {
      senderId: ada,
      clientId: 'x',
      conversationId: null,
      memberKey: memberKeyOf([ada, chidi, unknown]),
      others: [chidi, unknown],
    });
    expect(toChidi).toMatchObject({ conversationId: null, accounts: 1, blockedBy: false, blocking: true });
  });
});
