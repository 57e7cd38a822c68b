/** A check mark on a green disc: something done (a completed survey, spec 000 §4). Decorative; words next to it speak. */
export function CheckMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`shrink-0 ${className}`} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" className="fill-brand-700" />
      <path
        d="m7 12.5 3.2 3.2L17 9"
        fill="none"
        stroke="white"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
