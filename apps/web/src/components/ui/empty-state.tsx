import type { ReactNode } from 'react';
import { tx } from '@/lib/i18n/i18n';

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
      <svg viewBox="0 0 48 48" className="size-12 text-brand-600" aria-hidden="true" fill="none">
        <rect x="8" y="10" width="32" height="28" rx="4" stroke="currentColor" strokeWidth="3" />
        <path d="M8 18h32M16 26h16M16 31h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 className="text-lg font-semibold">{tx(title)}</h2>
      {children && (
        <div className="max-w-prose text-muted">{typeof children === 'string' ? tx(children) : children}</div>
      )}
      {action}
    </div>
  );
}
