import type { Profile } from '@tvet/contract';
import { type ReactNode, useRef, useState } from 'react';
import { Footer } from '@/components/layout/footer';
import { Sheet } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { t } from '@/lib/i18n/i18n';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';

/**
 * The signed-in frame. From 1024 px the sidebar stands beside the page; on phones it is a drawer opened from
 * the menu button, a modal dialog that keeps focus inside until closed.
 */
export function ShellLayout({ profile, children }: { profile: Profile; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closed by choosing a page: the new page's heading takes focus (RootLayout), not the menu button.
  const navigated = useRef(false);
  const closeAfterNavigation = () => {
    navigated.current = true;
    setMenuOpen(false);
  };
  const account = profile.user_id;
  const sidebar = (onNavigate?: () => void) => (
    <Sidebar
      userType={profile.user_type}
      username={account.username}
      name={account.name}
      avatarUrl={account.avatar?.url}
      locked={!profile.is_profile_complete}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[17rem_1fr]">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white p-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('Skip to main content')}
      </a>
      <aside className="sticky top-0 hidden h-dvh overflow-y-auto border-r border-gray-200 bg-white lg:block">
        {sidebar()}
      </aside>
      <Sheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title={t('Menu')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!navigated.current) menuButton.current?.focus();
          navigated.current = false;
        }}
      >
        <div className="flex justify-end p-2 pb-0">
          <button
            type="button"
            onClick={() => setMenuOpen(false)}
            className="grid size-12 place-items-center rounded-lg hover:bg-brand-50"
          >
            <Icon name="close" className="size-6" />
            <span className="sr-only">{t('Close menu')}</span>
          </button>
        </div>
        {sidebar(closeAfterNavigation)}
      </Sheet>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <Topbar
          name={account.name}
          username={account.username}
          avatarUrl={account.avatar?.url}
          menuOpen={menuOpen}
          menuButtonRef={menuButton}
          onOpenMenu={() => setMenuOpen(true)}
        />
        {/* At least a screen tall: the footer starts below the fold and keeps its place as the page's content
            arrives, instead of jumping down (layout shift, issue 23). */}
        <main id="main" className="mx-auto min-h-dvh w-full max-w-5xl flex-1 px-4 py-6 lg:px-8">
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
