/** A survey's progress as a bar and in words (colour is never the only signal). */
export function ProgressBar({ value, label = 'Progress' }: { value: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-11 text-right text-sm font-semibold tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
