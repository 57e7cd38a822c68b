import type { Message, ReportedConversation as Reported } from '@tvet/contract';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Link } from '@/components/ui/link';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { toast } from '@/components/ui/toast';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useOpenFile } from '@/lib/use-open-file';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { useReportedConversation } from '../api/get-reported-conversation';
import { useReportedMessages } from '../api/get-reported-messages';
import { messageTime } from '../lib/format';

/*
 * What the support desk reads of a reported conversation (a ticket of kind 'report'): who is in it, with a link to
 * each account in the console (where an account is deactivated), every report of it, and its messages, oldest at
 * the top. The server writes each opening to the audit log.
 */

function Members({ conversation }: { conversation: Reported }) {
  const reporters = new Set(conversation.reports.map((report) => report.reporter._id));
  return (
    <section aria-labelledby="reported-members" className="flex flex-col gap-2">
      <h3 id="reported-members" className="font-bold">
        {t('Members')}
      </h3>
      <ul className="flex flex-col gap-2">
        {conversation.members.map((member) => (
          <li
            key={member._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg p-2 ring-1 ring-gray-200"
          >
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold [overflow-wrap:anywhere]">
                {member.name} <span className="font-normal text-muted">@{member.username}</span>
              </span>
              <span className="text-sm text-muted [overflow-wrap:anywhere]">
                {USER_TYPE_LABELS[member.user_type]} · {member.email}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {reporters.has(member._id) && <Badge tone="amber">{t('Reported it')}</Badge>}
              {!member.is_active && <Badge>{t('Deactivated')}</Badge>}
              <Link
                to={href(paths.adminAccount, { id: member._id })}
                className="flex min-h-12 items-center rounded-lg px-3 font-semibold text-brand-800 underline hover:bg-brand-50"
              >
                {t('Account of {name}', { name: member.name })}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Reports({ conversation }: { conversation: Reported }) {
  return (
    <section aria-labelledby="reported-reports" className="flex flex-col gap-2">
      <h3 id="reported-reports" className="font-bold">
        {conversation.reports.length === 1
          ? t('Report')
          : t('Reports ({count})', { count: conversation.reports.length })}
      </h3>
      <ul className="flex flex-col gap-2">
        {conversation.reports.map((report) => (
          <li key={report._id} className="rounded-lg bg-amber-50 p-2 ring-1 ring-amber-300">
            <p className="text-sm text-amber-900">
              {report.reporter.name} ·{' '}
              <time dateTime={report.createdAt}>{messageTime(report.createdAt)}</time>
            </p>
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{report.reason}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Attachment({ media }: { media: NonNullable<Message['media']> }) {
  const open = useOpenFile();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await open(media.url);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" className="self-start" busy={busy} busyLabel={t('Opening…')} onClick={run}>
      {t('Open attachment {title}', { title: media.title })}
    </Button>
  );
}

function Messages({ conversationId }: { conversationId: string }) {
  const messages = useReportedMessages(conversationId);
  if (messages.isPending) return <ListSkeleton label={t('Loading messages…')} rows={3} />;
  if (messages.isError)
    return <ErrorPanel message={messages.error.message} onRetry={() => messages.refetch()} />;
  // Pages come newest first; the conversation reads oldest first.
  const docs = messages.data.pages.flatMap((page) => page.docs).reverse();
  return (
    <section aria-labelledby="reported-messages" className="flex flex-col gap-2">
      <h3 id="reported-messages" className="font-bold">
        {t('Messages')}
      </h3>
      {messages.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          busy={messages.isFetchingNextPage}
          busyLabel={t('Loading…')}
          onClick={() => messages.fetchNextPage()}
        >
          {t('Show older messages')}
        </Button>
      )}
      {docs.length === 0 ? (
        <p className="text-muted">{t('No messages in this conversation.')}</p>
      ) : (
        <ol aria-label={t('Reported messages')} className="flex flex-col gap-2">
          {docs.map((message) => (
            <li key={message._id} className="flex flex-col gap-1 rounded-lg bg-gray-50 p-2">
              <span className="text-xs font-semibold text-muted">
                {message.created_by.name} ·{' '}
                <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
              </span>
              {message.text && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.text}</p>}
              {message.media && <Attachment media={message.media} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Body({ conversationId }: { conversationId: string }) {
  const conversation = useReportedConversation(conversationId);
  if (conversation.isPending)
    return <ListSkeleton label={t('Loading the reported conversation…')} rows={2} />;
  if (conversation.isError)
    return <ErrorPanel message={conversation.error.message} onRetry={() => conversation.refetch()} />;
  return (
    <>
      <Reports conversation={conversation.data} />
      <Members conversation={conversation.data} />
      <Messages conversationId={conversationId} />
    </>
  );
}

/** 'Read the reported conversation': the conversation in a dialog, loaded when it opens. */
export function ReportedConversation({ conversationId }: { conversationId: string | null }) {
  const [open, setOpen] = useState(false);
  if (!conversationId)
    return <p className="text-sm text-muted">{t('The reported conversation no longer exists.')}</p>;
  return (
    <>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t('Read the reported conversation')}
      </Button>
      <Dialog
        wide
        open={open}
        onOpenChange={setOpen}
        title={t('Reported conversation')}
        description={t(
          'Private messages, shown to administrators because a member reported them. Your reading is recorded in the audit log.',
        )}
      >
        {open && <Body conversationId={conversationId} />}
        <Button variant="secondary" className="self-end" onClick={() => setOpen(false)}>
          {t('Close')}
        </Button>
      </Dialog>
    </>
  );
}
