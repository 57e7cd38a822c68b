import {
  type ChatUser,
  type Conversation,
  MESSAGING_MESSAGES,
  type Message,
  TRUNCATE,
  truncate,
} from '@tvet/contract';

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

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A message with a file and no words: the list shows the file's name beside a paperclip. */
export const isAttachmentOnly = (message: Message | null): boolean =>
  Boolean(message?.media) && flat(message?.text ?? '') === '';

/**
 * The last message as the conversation list previews it (spec 000 §9: 17 characters): its text, or the name of
 * the file it carries when it has no text.
 */
export function previewOf(message: Message | null): string {
  if (!message) return '';
  return truncate(flat(message.text) || (message.media?.title ?? ''), TRUNCATE.messagePreview);
}

/** The whole last message for screen readers: its text, or 'Attachment: {file name}'. */
export function spokenPreviewOf(message: Message | null): string {
  if (!message) return '';
  const text = flat(message.text);
  return text || (message.media ? MESSAGING_MESSAGES.attachmentPreview(message.media.title) : '');
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
