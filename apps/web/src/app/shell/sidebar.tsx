import { SIDEBAR_USERNAME_CHARS, truncate, type UserType } from '@tvet/contract';
import { useLocation } from 'react-router';
import { BrandMark } from '@/components/layout/brand';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icon';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { APP_NAME } from '@/lib/title';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { menuOf } from '../pages';
import { isUnder, NavItem } from './nav-item';

const LOCK_NOTE_ID = 'sidebar-lock-note';
const ITEM_CLASS = 'flex min-h-12 items-center gap-3 rounded-lg px-3 font-medium';

interface SidebarProps {
  userType: UserType;
  username: string;
  name: string;
  avatarUrl?: string | null;
  /** Spec 000 §2: while the profile wizard is unfinished the menu is locked. */
  locked: boolean;
  /** Closes the phone drawer after a choice. */
  onNavigate?: () => void;
}

export function Sidebar({ userType, username, name, avatarUrl, locked, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const menu = menuOf(userType);
  // The open page's item is the one whose path matches most of the address: /admin/audit is Audit log's
  // page, not also the surveys' (/admin).
  const current = menu
    .flatMap((section) => section.items.map((entry) => entry.to))
    .filter((to) => isUnder(pathname, to))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <div className="flex items-center gap-2 px-1 font-bold text-brand-900">
        <BrandMark />
        <span className="leading-tight">{APP_NAME}</span>
      </div>
      <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3">
        <Avatar name={name} url={avatarUrl} />
        <div className="min-w-0">
          {/* Spec: the username is cut to 10 characters here; the full one is still read out. */}
          <p className="font-semibold" title={username}>
            <span aria-hidden="true">{truncate(username, SIDEBAR_USERNAME_CHARS)}</span>
            <span className="sr-only">{username}</span>
          </p>
          <p className="text-sm text-muted">{t(USER_TYPE_LABELS[userType])}</p>
        </div>
      </div>
      {locked && (
        <div
          id={LOCK_NOTE_ID}
          className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          <p className="flex items-start gap-2">
            <Icon name="lock" className="mt-0.5 size-4" />
            <span>{t('The menu unlocks once your profile is complete.')}</span>
          </p>
          <TextLink to={paths.getStarted} onClick={onNavigate}>
            {t('Continue profile set-up')}
          </TextLink>
        </div>
      )}
      <nav aria-label={t('Main menu')} className="flex flex-col gap-4">
        {menu.map((section) => (
          <div key={section.title}>
            <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {t(section.title)}
            </h2>
            <ul className="flex flex-col gap-1">
              {section.items.map((entry) => (
                <li key={entry.to}>
                  {locked ? (
                    <span
                      aria-disabled="true"
                      aria-describedby={LOCK_NOTE_ID}
                      className={`${ITEM_CLASS} cursor-not-allowed text-gray-500`}
                    >
                      <Icon name={entry.icon} />
                      {t(entry.label)}
                      <Icon name="lock" className="ml-auto size-4" />
                    </span>
                  ) : (
                    <NavItem
                      to={entry.to}
                      current={entry.to === current}
                      onClick={onNavigate}
                      className={(active) =>
                        `${ITEM_CLASS} ${active ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50'}`
                      }
                    >
                      <Icon name={entry.icon} />
                      {t(entry.label)}
                    </NavItem>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
