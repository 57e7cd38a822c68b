import { useId } from 'react';
import { t } from '@/lib/i18n/i18n';

const DAY = 86_400_000;
const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

export interface CurvePoint {
  /** Days since the wave opened (0: the opening day). */
  day: number;
  date: string;
  responses: number;
  total: number;
}

/** Every day from the wave's opening (or the first answer) to the last answer, days without answers at 0. */
export function curvePoints(perDay: { day: string; responses: number }[], opensAt?: string): CurvePoint[] {
  if (perDay.length === 0) return [];
  const byDay = new Map(perDay.map((row) => [row.day, row.responses]));
  const first = Date.parse(`${opensAt ? opensAt.slice(0, 10) : perDay[0]!.day}T00:00:00Z`);
  const last = Date.parse(`${perDay[perDay.length - 1]!.day}T00:00:00Z`);
  const points: CurvePoint[] = [];
  let total = 0;
  for (let at = Math.min(first, last), day = 0; at <= last; at += DAY, day += 1) {
    const date = new Date(at).toISOString().slice(0, 10);
    const responses = byDay.get(date) ?? 0;
    total += responses;
    points.push({ day, date, responses, total });
  }
  return points;
}

/**
 * Responses per day since the wave opened (issue 26), drawn as a line (an SVG the screen reader reads as one image
 * with its summary) with the same numbers as a table underneath, opened on demand.
 */
export function ResponseCurve({
  perDay,
  opensAt,
  title,
}: {
  perDay: { day: string; responses: number }[];
  opensAt?: string;
  title: string;
}) {
  const id = useId();
  const points = curvePoints(perDay, opensAt);
  if (points.length === 0) return <p className="text-sm text-muted">{t('No response yet.')}</p>;
  const top = Math.max(1, ...points.map((point) => point.responses));
  const span = Math.max(1, points.length - 1);
  const x = (day: number) => PAD.left + (day / span) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => HEIGHT - PAD.bottom - (value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const line = points.map((point) => `${x(point.day).toFixed(1)},${y(point.responses).toFixed(1)}`).join(' ');
  const total = points[points.length - 1]!.total;
  const peak = points.reduce((best, point) => (point.responses > best.responses ? point : best));
  const summary = t(
    '{total, plural, one {# response} other {# responses}} over {days, plural, one {# day} other {# days}} since the wave opened; the most, {peak}, on day {day} ({date}).',
    { total, days: points.length, peak: peak.responses, day: peak.day, date: peak.date },
  );
  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-2xl"
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
      >
        <title>{summary}</title>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(0)}
          y2={y(0)}
          stroke="currentColor"
          strokeOpacity="0.4"
        />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={y(0)} stroke="currentColor" strokeOpacity="0.4" />
        <text x={PAD.left - 6} y={y(top) + 4} textAnchor="end" fontSize="12" fill="currentColor">
          {top}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="12" fill="currentColor">
          0
        </text>
        <text x={PAD.left} y={HEIGHT - 8} fontSize="12" fill="currentColor">
          {t('day {day}', { day: 0 })}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="12" fill="currentColor">
          {t('day {day}', { day: span })}
        </text>
        <polyline points={line} fill="none" stroke="#0f766e" strokeWidth="2.5" strokeLinejoin="round" />
        {points.length <= 60 &&
          points.map((point) => (
            <circle key={point.day} cx={x(point.day)} cy={y(point.responses)} r="3" fill="#0f766e" />
          ))}
      </svg>
      <p id={`${id}-summary`} className="text-sm">
        {summary}
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-semibold">{t('The numbers, day by day')}</summary>
        <table className="mt-2 text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 text-left">
                {t('Day')}
              </th>
              <th scope="col" className="pr-4 text-left">
                {t('Date')}
              </th>
              <th scope="col" className="pr-4 text-right">
                {t('Responses')}
              </th>
              <th scope="col" className="text-right">
                {t('So far')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <td className="pr-4">{point.day}</td>
                <td className="pr-4">{point.date}</td>
                <td className="pr-4 text-right">{point.responses}</td>
                <td className="text-right">{point.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
