import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps, ReactNode } from 'react';

/**
 * Tabs (Radix: arrow keys move between tabs, each panel is labelled by its tab). The row wraps on a narrow phone
 * rather than scrolling sideways: a scrolled row cut its last tab off with nothing saying more was there (the
 * Tickets tab "Closed" at 360 px, issue 22). The chosen tab is underlined and darker, so colour is never the
 * only signal.
 */
export const Tabs = RadixTabs.Root;
export const TabPanel = RadixTabs.Content;

export function TabList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={`flex flex-wrap border-b border-gray-200 ${className}`} {...props} />;
}

/** `layout` replaces the default size and spacing (a tab with its count under it on a phone, say). */
export function Tab({
  layout = 'flex min-h-12 shrink-0 items-center gap-2 px-3',
  ...props
}: Omit<ComponentProps<typeof RadixTabs.Trigger>, 'className'> & { layout?: string }) {
  return (
    <RadixTabs.Trigger
      className={`${layout} border-b-3 border-transparent font-medium whitespace-nowrap text-muted data-[state=active]:border-brand-700 data-[state=active]:text-brand-900`}
      {...props}
    />
  );
}

/** The number of items behind a tab; a dash until it is known. */
export function TabCount({ children }: { children: ReactNode }) {
  return (
    <span className="min-w-7 rounded-full bg-gray-100 px-2 py-0.5 text-center text-sm tabular-nums text-ink">
      {children ?? '–'}
    </span>
  );
}
