import type { ReactNode } from 'react';

/** One line of a detail page: the label, then the value (side by side on wide screens). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-gray-100 py-3 last:border-b-0 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted sm:text-base">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

/** A titled card of detail rows (spec 001 §2: profile, contact, education, …). */
export function DetailSection({
  id,
  title,
  children,
  footer,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** Below the rows: actions such as confirming a claim. */
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6">
      <h2 id={id} className="pb-1 text-lg font-semibold">
        {title}
      </h2>
      <dl>{children}</dl>
      {footer}
    </section>
  );
}
