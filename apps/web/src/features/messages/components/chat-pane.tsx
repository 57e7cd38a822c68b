import type { Conversation, UserLookup } from '@tvet/contract';
import { useEffect } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { t, tx } from '@/lib/i18n/i18n';
import { useRealtimeState } from '@/lib/socket';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { useBlocks } from '../api/blocks';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useReading } from '../hooks/use-reading';
import { messagesOf } from '../lib/cache';
import { conversationName, othersOf, seenByOthers } from '../lib/conversation';
import { draftThread, outbox, useOutgoing } from '../lib/outbox';
import { ChatFrame } from './chat-frame';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { BlockAction, BlockedNotice, ReportAction } from './safety-actions';

/** Who among `people` the signed-in person has blocked (none while the list of blocks is loading). */
function useBlocked<T extends { _id: string }>(people: T[]): { blockedIds: Set<string>; blocked: T[] } {
  const blocks = useBlocks();
  const blockedIds = new Set((blocks.data ?? []).map((entry) => entry._id));
  return { blockedIds, blocked: people.filter((person) => blockedIds.has(person._id)) };
}

/** A conversation that exists: its history (paged back with the REST cursor), live messages and the composer. */
export function ConversationPane({
  id,
  known,
  listSettled,
  meId,
  onBack,
}: {
  id: string;
  /** Its copy in the loaded list, if there is one. */
  known: Conversation | undefined;
  /** The list has loaded (or failed): a conversation not in it is asked for on its own. */
  listSettled: boolean;
  meId: string;
  onBack: () => void;
}) {
  const fetched = useConversation(id, known, listSettled);
  const conversation = known ?? fetched.data;
  const history = useMessages(conversation ? id : null);
  const outgoing = useOutgoing(id);
  const connected = useRealtimeState().status === 'connected';
  useReading(conversation ? id : null, conversation?.unread_count ?? 0, meId);
  const { blockedIds, blocked } = useBlocked(conversation ? othersOf(conversation, meId) : []);

  if (!conversation) {
    return fetched.isError ? (
      <div className="p-4">
        <ErrorPanel message={fetched.error.message} onRetry={() => fetched.refetch()} />
      </div>
    ) : (
      <LoadingPanel label={t('Loading the conversation…')} />
    );
  }

  const others = othersOf(conversation, meId);
  const name = conversationName(conversation, meId);
  const messages = messagesOf(history.data);
  const seen = [...messages].reverse().find((message) => message.created_by._id === meId);
  return (
    <ChatFrame
      title={name}
      subtitle={
        others.length === 1
          ? tx(USER_TYPE_LABELS[others[0].user_type])
          : t('{count} members', { count: others.length + 1 })
      }
      contacts={others}
      onBack={onBack}
      contactActions={(contact) => <BlockAction person={contact} blocked={blockedIds.has(contact._id)} />}
      panelActions={<ReportAction conversationId={id} />}
    >
      <MessageList
        label={t('Messages with {name}', { name })}
        history={{
          messages,
          isPending: history.isPending,
          error: history.error,
          hasOlder: history.hasNextPage,
          loadingOlder: history.isFetchingNextPage,
          loadOlder: () => history.fetchNextPage(),
          retry: () => history.refetch(),
        }}
        outgoing={outgoing}
        meId={meId}
        group={others.length > 1}
        seenId={seen && seenByOthers(conversation, seen, meId) ? seen._id : null}
        connected={connected}
        onRetry={outbox.retry}
      />
      {blocked.length > 0 ? (
        <BlockedNotice people={blocked} />
      ) : (
        <Composer
          recipientName={name}
          onSend={(text, media) => outbox.add(id, { conversationId: id }, text, media)}
        />
      )}
    </ChatFrame>
  );
}

const NO_HISTORY = {
  messages: [],
  isPending: false,
  error: null,
  hasOlder: false,
  loadingOlder: false,
  loadOlder: () => undefined,
  retry: () => undefined,
};

/**
 * A chat with someone found by search, before any message: 'No messages yet', and the first message creates the
 * conversation (create-chat); once stored, `onCreated` opens the conversation it made (or reused).
 */
export function DraftPane({
  user,
  meId,
  onBack,
  onCreated,
}: {
  user: UserLookup;
  meId: string;
  onBack: () => void;
  onCreated: (conversationId: string) => void;
}) {
  const thread = draftThread(user._id);
  const outgoing = useOutgoing(thread);
  const connected = useRealtimeState().status === 'connected';
  const { blockedIds, blocked } = useBlocked([user]);
  useEffect(
    () =>
      outbox.onDelivered(({ outgoing: sent, message }) => {
        if (sent.thread === thread) onCreated(message.conversation_id);
      }),
    [thread, onCreated],
  );
  return (
    <ChatFrame
      title={user.name}
      subtitle={tx(USER_TYPE_LABELS[user.user_type])}
      contacts={[user]}
      onBack={onBack}
      contactActions={(contact) => <BlockAction person={contact} blocked={blockedIds.has(contact._id)} />}
    >
      <MessageList
        label={t('Messages with {name}', { name: user.name })}
        history={NO_HISTORY}
        outgoing={outgoing}
        meId={meId}
        group={false}
        seenId={null}
        connected={connected}
        onRetry={outbox.retry}
      />
      {blocked.length > 0 ? (
        <BlockedNotice people={blocked} />
      ) : (
        <Composer
          recipientName={user.name}
          onSend={(text, media) => outbox.add(thread, { recipients: [user._id] }, text, media)}
        />
      )}
    </ChatFrame>
  );
}
