import { APP_NAME } from '@/lib/title';

/** The product mark: drawn inline, so it costs no request on a metered connection. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#006b40" />
      <path d="M20 8 7 14.5 20 21l13-6.5z" fill="#fff" />
      <path d="M12 18.5v6c0 2.5 3.6 4.5 8 4.5s8-2 8-4.5v-6L20 22.5z" fill="#a9d7bb" />
      <path d="M31 15v8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Brand() {
  return (
    <span className="flex items-center gap-2 font-bold text-brand-900">
      <BrandMark />
      <span className="leading-tight">{APP_NAME}</span>
    </span>
  );
}
