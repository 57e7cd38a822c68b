import { MESSAGES } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { t, tx } from '@/lib/i18n/i18n';
import { useConversations } from '../api/get-conversations';
import { conversationsOf } from '../lib/cache';
import { ConversationItem } from './conversation-item';

/** The person's conversations, newest activity first, 20 at a time. */
export function ConversationList({
  meId,
  selectedId,
  hrefOf,
}: {
  meId: string;
  selectedId: string | null;
  hrefOf: (conversationId: string) => string;
}) {
  const query = useConversations();
  if (query.isPending) return <ListSkeleton label={t('Loading your conversations…')} rows={4} />;
  if (query.isError) {
    return (
      <ErrorPanel
        message={t('We could not load your conversations.')}
        detail={query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  }
  const conversations = conversationsOf(query.data);
  if (conversations.length === 0) {
    return (
      <div className="flex flex-col gap-1 px-4 py-6 text-center">
        <p className="font-semibold">{tx(MESSAGES.noMessages)}</p>
        <p className="text-sm text-muted">
          {t('Search for someone by username or e-mail to start a conversation.')}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col">
      <ul aria-label={t('Conversations')} className="flex flex-col divide-y divide-gray-100">
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation._id}
            conversation={conversation}
            meId={meId}
            selected={conversation._id === selectedId}
            href={hrefOf(conversation._id)}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="ghost"
          className="m-2"
          busy={query.isFetchingNextPage}
          busyLabel={t('Loading…')}
          onClick={() => query.fetchNextPage()}
        >
          {t('Load more conversations')}
        </Button>
      )}
    </div>
  );
}
