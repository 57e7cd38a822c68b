import { type ChatUser, type Conversation, type Message, TRUNCATE, truncate } from '@tvet/contract';

/** Everyone in the conversation, the creator first, each once. */
export function membersOf(conversation: Conversation): ChatUser[] {
  const seen = new Set<string>();
  return [conversation.created_by, ...conversation.recipients].filter((member) => {
    if (seen.has(member._id)) return false;
    seen.add(member._id);
    return true;
  });
}

/** The people the signed-in person is talking to. */
export function othersOf(conversation: Conversation, meId: string): ChatUser[] {
  const others = membersOf(conversation).filter((member) => member._id !== meId);
  return others.length > 0 ? others : membersOf(conversation);
}

/** The conversation's full name: the other person's name, or the group's names joined. */
export function conversationName(conversation: Conversation, meId: string): string {
  return othersOf(conversation, meId)
    .map((member) => member.name || member.username)
    .join(', ');
}

/** As the conversation list shows it (spec 000 §9: 15 characters). */
export const shortConversationName = (name: string) => truncate(name, TRUNCATE.conversationName);

/** The last message as the conversation list previews it (spec 000 §9: 17 characters). */
export function previewOf(message: Message | null): string {
  if (!message) return '';
  const text = message.text.replace(/\s+/g, ' ').trim() || (message.media ? `📎 ${message.media.title}` : '');
  return truncate(text, TRUNCATE.messagePreview);
}

/** The two-person conversation between the signed-in person and `accountId`, if it is among `conversations`. */
export function directConversationWith(
  conversations: readonly Conversation[],
  accountId: string,
  meId: string,
): Conversation | undefined {
  return conversations.find((conversation) => {
    const members = membersOf(conversation).map((member) => member._id);
    return members.length === 2 && members.includes(accountId) && members.includes(meId);
  });
}

/** Whether every other member has read up to `message` ('seen'). */
export function seenByOthers(conversation: Conversation, message: Message, meId: string): boolean {
  const others = othersOf(conversation, meId).filter((member) => member._id !== meId);
  if (others.length === 0) return false;
  return others.every((member) => {
    const read = conversation.reads.find((receipt) => receipt.user_id === member._id)?.last_read_at;
    return Boolean(read) && new Date(read as string).getTime() >= new Date(message.createdAt).getTime();
  });
}
