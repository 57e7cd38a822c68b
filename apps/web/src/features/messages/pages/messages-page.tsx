// First: zod's eval probe must be off before the contract's schemas parse anything (see lib/zod.ts).
import '@/lib/zod';
import type { UserLookup } from '@tvet/contract';
import { MESSAGES } from '@tvet/contract';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingPanel } from '@/components/ui/spinner';
import { CONVERSATION_PARAM, href, MESSAGE_TO_PARAM, paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useFindUser } from '../api/find-user';
import { useConversations } from '../api/get-conversations';
import { ConversationPane, DraftPane } from '../components/chat-pane';
import { ConnectionStatus } from '../components/connection-status';
import { ConversationList } from '../components/conversation-list';
import { UserSearch } from '../components/user-search';
import { conversationsOf, findConversation } from '../lib/cache';
import { directConversationWith } from '../lib/conversation';

/** The open conversation is `?c={id}`; `?to={username or e-mail}` opens a chat with that person (config/paths). */
const TO_PARAM = MESSAGE_TO_PARAM;

const conversationHref = (id: string) => href(paths.messages, {}, { [CONVERSATION_PARAM]: id });

/**
 * /messages for every role (spec 000 §2): the conversation list with a search for people, and the chat pane. From
 * 768 px they stand side by side; on a phone the open chat replaces the list and its back chevron returns.
 */
export function MessagesPage() {
  const meId = useSession()?._id;
  // Signed out: the gate is about to show /login; nothing of the person is drawn meanwhile.
  return meId ? <Messages meId={meId} /> : null;
}

function Messages({ meId }: { meId: string }) {
  const [params] = useSearchParamsState();
  const navigate = useNavigate();
  const conversationId = params.get(CONVERSATION_PARAM);
  const to = params.get(TO_PARAM)?.trim() || null;
  const list = useConversations();
  const open = Boolean(conversationId || to);
  const back = useCallback(() => navigate(paths.messages), [navigate]);
  const opened = useCallback((id: string) => navigate(conversationHref(id), { replace: true }), [navigate]);

  return (
    <div className="flex flex-col gap-3">
      <title>{pageTitle(t('Messages'))}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* On a phone with a chat open, the chat's own header names the page; the heading stays for screen readers. */}
        <h1 className={`text-2xl font-bold ${open ? 'max-md:sr-only' : ''}`}>{t('Messages')}</h1>
        <ConnectionStatus />
      </div>
      <div className="grid h-[calc(100dvh-10.5rem)] min-h-[24rem] overflow-hidden rounded-xl bg-white ring-1 ring-gray-200 md:grid-cols-[19rem_minmax(0,1fr)]">
        <section
          aria-label={t('Your conversations')}
          className={`min-h-0 flex-col overflow-y-auto border-gray-200 md:flex md:border-r ${open ? 'hidden' : 'flex'}`}
        >
          <UserSearch
            meId={meId}
            hrefTo={(user: UserLookup) => href(paths.messages, {}, { [TO_PARAM]: user.username })}
          />
          <ConversationList meId={meId} selectedId={conversationId} hrefOf={conversationHref} />
        </section>
        <section
          aria-label={t('Chat')}
          className={`min-h-0 min-w-0 flex-col md:flex ${open ? 'flex' : 'hidden'}`}
        >
          {conversationId ? (
            <ConversationPane
              key={conversationId}
              id={conversationId}
              known={findConversation(list.data, conversationId)}
              listSettled={!list.isPending}
              meId={meId}
              onBack={back}
            />
          ) : to ? (
            <ChatWith
              key={to}
              to={to}
              meId={meId}
              onBack={back}
              onOpen={opened}
              listReady={!list.isPending}
            />
          ) : (
            <NothingOpen hasConversations={conversationsOf(list.data).length > 0} />
          )}
        </section>
      </div>
    </div>
  );
}

/** No conversation chosen: 'You have messages / Select a conversation to read', or 'No messages yet'. */
function NothingOpen({ hasConversations }: { hasConversations: boolean }) {
  const [title, text] = MESSAGES.selectConversation.split(' / ');
  return (
    <div className="m-auto flex max-w-xs flex-col items-center gap-2 p-6 text-center">
      <svg
        viewBox="0 0 24 24"
        className="size-12 text-brand-600"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      </svg>
      {hasConversations ? (
        <>
          <p className="text-lg font-semibold">{title}</p>
          <p className="text-muted">{text}</p>
        </>
      ) : (
        <>
          <p className="text-lg font-semibold">{tx(MESSAGES.noMessages)}</p>
          <p className="text-muted">
            {t('Search for someone by username or e-mail to start a conversation.')}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * `?to=`: the person is looked up; their existing two-person conversation opens if the list holds it, else a new
 * chat. Nobody found: 'No user found'; oneself: 'This user is you' (spec 000 §5).
 */
function ChatWith({
  to,
  meId,
  onBack,
  onOpen,
  listReady,
}: {
  to: string;
  meId: string;
  onBack: () => void;
  onOpen: (conversationId: string) => void;
  listReady: boolean;
}) {
  const found = useFindUser(to);
  const list = useConversations();
  const user = found.data;
  const existing =
    user && user._id !== meId
      ? directConversationWith(conversationsOf(list.data), user._id, meId)
      : undefined;
  useEffect(() => {
    if (existing) onOpen(existing._id);
  }, [existing, onOpen]);

  if (found.isPending || (user && !listReady) || existing)
    return <LoadingPanel label={t('Opening the chat…')} />;
  const problem = found.isError
    ? found.error.message
    : !user
      ? MESSAGES.noUserFound
      : user._id === meId
        ? MESSAGES.thisUserIsYou
        : null;
  if (problem || !user) {
    return (
      <div className="m-auto flex flex-col items-center gap-3 p-6 text-center">
        <p role="alert" className="text-lg font-semibold">
          {problem}
        </p>
        <button type="button" onClick={onBack} className="btn btn-secondary">
          {t('Back to conversations')}
        </button>
      </div>
    );
  }
  return <DraftPane user={user} meId={meId} onBack={onBack} onCreated={onOpen} />;
}
