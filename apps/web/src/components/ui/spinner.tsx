import { tx } from '@/lib/i18n/i18n';
/** A decorative spinner; whoever shows it also says in words what is happening. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      className={`animate-spin-slow shrink-0 ${className}`}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Centred spinner with a spoken and visible label, for whole-page or panel loading. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-40 flex-col items-center justify-center gap-3 p-6 text-muted">
      <Spinner className="size-8 text-brand-700" />
      <p>{tx(label)}</p>
    </div>
  );
}
