import type { ReactNode } from 'react';
import { LanguagePicker } from '@/components/ui/language-picker';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/public-paths';
import { tx } from '@/lib/i18n/i18n';
import { pageTitle } from '@/lib/title';
import { Brand } from './brand';
import { Footer } from './footer';

/** Brand header, page body, copyright line: the frame of every signed-out screen. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200 bg-white">
        {/* On a 360 px phone the brand and the language picker share the row (the picker's label is read, not shown). */}
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-3">
          <Link to={paths.home} className="rounded-md">
            <Brand />
          </Link>
          <div className="ml-auto">
            <LanguagePicker compact />
          </div>
        </div>
      </header>
      <main className="flex flex-1 justify-center px-4 py-6 sm:py-10">{children}</main>
      <Footer />
    </div>
  );
}

/** A signed-out page: its title, and one card in the frame. Narrow cards suit phones first. */
export function PublicLayout({
  title,
  wide = false,
  children,
}: {
  /** Page title for the browser tab; each page still renders its own h1. */
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <PublicFrame>
      <title>{pageTitle(title)}</title>
      <div className={`card ${wide ? 'max-w-2xl' : 'max-w-md'}`}>{children}</div>
    </PublicFrame>
  );
}

/** The h1 of a public page with its lead paragraph. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold text-ink">{tx(title)}</h1>
      {children && <p className="text-muted">{typeof children === 'string' ? tx(children) : children}</p>}
    </div>
  );
}
