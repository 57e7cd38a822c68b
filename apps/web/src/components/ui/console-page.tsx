import type { ReactNode } from 'react';
import { pageTitle } from '@/lib/title';

/** A console page: its title (document and heading), a line on what it is for, then its content. */
export function ConsolePage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <title>{pageTitle(title)}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{title}</h1>
          {intro && <p className="max-w-prose text-muted">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A record's card in a console list. */
export function RecordCard({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200">{children}</div>;
}
