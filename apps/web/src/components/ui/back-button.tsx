import { useLocation, useNavigate } from 'react-router';
import { tx } from '@/lib/i18n/i18n';

/**
 * Back to where the reader came from; a page opened from a link or a reload has no in-app history, so it goes
 * to `fallback` instead of leaving the app.
 */
export function BackButton({ fallback, label = 'Back' }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <button
      type="button"
      onClick={() => (hasHistory ? navigate(-1) : navigate(fallback))}
      className="flex min-h-12 items-center gap-1 self-start rounded-lg pr-3 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {tx(label)}
    </button>
  );
}
