import { type ReactNode, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { t } from '@/lib/i18n/i18n';
import { type Contact, ContactPanel } from './contact-panel';

/**
 * The chat pane's frame: on a phone it replaces the list, with a back chevron to it (spec 000 §2); the person's
 * name and picture; and the contact details panel, beside the chat on wide screens and in its place on narrow
 * ones.
 */
export function ChatFrame({
  title,
  subtitle,
  contacts,
  onBack,
  contactActions,
  panelActions,
  children,
}: {
  title: string;
  subtitle: string;
  contacts: Contact[];
  onBack: () => void;
  /** In the contact details panel, under each person (Block / Unblock) and under everyone (Report). */
  contactActions?: (contact: Contact) => ReactNode;
  panelActions?: ReactNode;
  children: ReactNode;
}) {
  const [details, setDetails] = useState(false);
  const first = contacts[0];
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-gray-200 px-2 py-2 sm:px-3">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('Back to conversations')}
          className="grid size-11 shrink-0 place-items-center rounded-lg text-brand-800 hover:bg-brand-50 md:hidden"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <Avatar name={first?.name ?? title} url={first?.avatar?.url} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold" title={title}>
            {title}
          </h2>
          <p className="truncate text-sm text-muted">{subtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => setDetails((open) => !open)}
          aria-expanded={details}
          className="flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v5M12 8h.01" strokeLinecap="round" />
          </svg>
          <span className="sr-only sm:not-sr-only">{t('Contact details')}</span>
        </button>
      </header>
      <div className="flex min-h-0 flex-1">
        <div className={`min-h-0 min-w-0 flex-1 flex-col ${details ? 'hidden xl:flex' : 'flex'}`}>
          {children}
        </div>
        {details && (
          <div className="flex w-full flex-col border-gray-200 xl:w-64 xl:shrink-0 xl:border-l">
            <ContactPanel
              contacts={contacts}
              onClose={() => setDetails(false)}
              contactActions={contactActions}
            >
              {panelActions}
            </ContactPanel>
          </div>
        )}
      </div>
    </div>
  );
}
