import { fullDateTime, relativeTime } from '@/lib/relative-time';

/** "3 days ago", with the exact date for machines and on hover. */
export function RelativeTimeLabel({ date, prefix }: { date: string; prefix?: string }) {
  return (
    <time dateTime={date} title={fullDateTime(date)}>
      {prefix ? `${prefix} ` : ''}
      {relativeTime(date)}
    </time>
  );
}
