import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { logout } from '@/lib/logout';
import { UNSENT } from './forget-device';
import { useSignOutGuard } from './sign-out-guard';

const ITEM_CLASS =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-3 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900';

/** The avatar dropdown (spec 000 §2): Settings and Log Out. */
export function UserMenu({
  name,
  username,
  avatarUrl,
}: {
  name: string;
  username: string;
  avatarUrl?: string | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Messages and survey answers not on the server yet: sent first, or the person is told before they are deleted.
  const { confirmSignOut, dialog: unsentDialog } = useSignOutGuard(UNSENT);

  async function signOut() {
    if (!(await confirmSignOut())) return;
    await logout();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }

  return (
    <Menu.Root>
      {/*
        Named by its content, so the name shown on a desktop is also what speech users say to press it (WCAG
        2.5.3, axe label-content-name-mismatch, issue 9); on a phone the name is read but not shown.
      */}
      <Menu.Trigger className="flex min-h-12 items-center gap-2 rounded-full p-1 hover:bg-brand-50">
        <Avatar name={name} url={avatarUrl} />
        <span className="sr-only font-medium lg:not-sr-only lg:block lg:max-w-40 lg:truncate">{name}</span>
        <span className="sr-only"> {t('(Account menu for {username})', { username })}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
        >
          <Menu.Label className="px-3 py-2 text-sm text-muted">
            {t('Signed in as')} <span className="font-semibold text-ink">{username}</span>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-gray-200" />
          {/* Also while the profile is unfinished: a person stuck in the wizard can change their password. */}
          <Menu.Item className={ITEM_CLASS} onSelect={() => navigate(paths.settings)}>
            <Icon name="settings" />
            {t('Settings')}
          </Menu.Item>
          <Menu.Item className={`${ITEM_CLASS} text-red-800`} onSelect={signOut}>
            <Icon name="logout" />
            {t('Log Out')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
      {/* Outside the menu's content: it stays open after the menu closes. */}
      {unsentDialog}
    </Menu.Root>
  );
}
