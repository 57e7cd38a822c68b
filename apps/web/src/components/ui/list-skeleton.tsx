import { tx } from '@/lib/i18n/i18n';
/**
 * Grey blocks the size of the list items, so the page does not jump when the data arrives. The label is
 * spoken; the blocks are hidden from screen readers.
 */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{tx(label)}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={index}
          aria-hidden="true"
          className="flex animate-pulse flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-gray-200"
        >
          <div className="h-5 w-2/3 rounded bg-gray-200" />
          <div className="h-4 w-1/3 rounded bg-gray-200" />
          <div className="h-4 w-full rounded bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
