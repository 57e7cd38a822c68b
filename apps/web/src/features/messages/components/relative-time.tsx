import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { useNow } from '../hooks/use-now';

/** "3 minutes ago" (spec 000 §9), moving on while the page is open, with the exact time on hover. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const now = useNow();
  return (
    <time dateTime={date} title={fullDateTime(date)} className={className}>
      {relativeTime(date, now)}
    </time>
  );
}
