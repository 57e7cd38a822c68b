import type { RefObject } from 'react';
import { BrandMark } from '@/components/layout/brand';
import { Icon, type IconName } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { useLiveMessaging } from '@/features/messages/hooks/use-live-messaging';
import { t } from '@/lib/i18n/i18n';
import { NavItem } from './nav-item';
import { UserMenu } from './user-menu';

interface TopbarProps {
  name: string;
  username: string;
  avatarUrl?: string | null;
  menuOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onOpenMenu: () => void;
}

/** Pages every role has (spec 000 §6: messages, tickets, settings); the sidebar keeps the role's own menu. */
function TopLink({
  to,
  icon,
  label,
  count = 0,
}: {
  to: string;
  icon: IconName;
  label: string;
  count?: number;
}) {
  return (
    <NavItem
      to={to}
      className={(isActive) =>
        `flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg px-2 font-medium ${
          isActive ? 'bg-brand-50 text-brand-900' : 'text-ink hover:bg-brand-50'
        }`
      }
    >
      <span className="relative">
        <Icon name={icon} className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span className="sr-only sm:not-sr-only">{label}</span>
      {count > 0 && (
        <span className="sr-only">
          , {t('{count, plural, one {# unread message} other {# unread messages}}', { count })}
        </span>
      )}
    </NavItem>
  );
}

export function Topbar({ name, username, avatarUrl, menuOpen, menuButtonRef, onOpenMenu }: TopbarProps) {
  // Live messaging on every page (issue 11): the socket, and the unread count on the Messages icon. Also while
  // the profile is unfinished: messages, tickets and settings are open to every role (spec 001 §2, issue 22.8).
  useLiveMessaging();
  const unread = useUnreadCount().data?.unread_messages ?? 0;
  return (
    <header className="sticky top-0 z-30 flex items-center gap-1 border-b border-gray-200 bg-white px-2 py-1 sm:px-4">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onOpenMenu}
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        className="grid size-12 place-items-center rounded-lg hover:bg-brand-50 lg:hidden"
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">{t('Open menu')}</span>
      </button>
      <BrandMark className="size-8 lg:hidden" />
      <div className="ml-auto flex items-center gap-1">
        <TopLink to={paths.messages} icon="message" label={t('Messages')} count={unread} />
        <TopLink to={paths.tickets} icon="ticket" label={t('Support')} />
        <UserMenu name={name} username={username} avatarUrl={avatarUrl} />
      </div>
    </header>
  );
}
