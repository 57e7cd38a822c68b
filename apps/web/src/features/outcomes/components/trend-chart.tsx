import { OUTCOME_SUPPRESSED_LABEL } from '@tvet/contract';
import { scaleLinear, scalePoint } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { useRef } from 'react';
import { t } from '@/lib/i18n/i18n';
import { domainOf, formatTick, formatValue, type MeasureKind, type Reading } from '../lib/measures';
import type { ChartRow } from './bar-chart';
import { COLOURS } from './chart-colours';
import { useWidth } from './use-width';

const HEIGHT = 240;
const MARGIN = { top: 24, right: 24, bottom: 44, left: 56 };

type Point = { key: string; label: string; value: number | null };
const figureOf = (reading: Reading | undefined) => (reading?.kind === 'value' ? reading.value : null);

/**
 * The chosen figure cohort by cohort: a line through the cohorts that have a figure, broken where one is
 * suppressed ('<5' written at its place, never a zero) or unanswered; the national line dashed beside an
 * institution's own. One image to assistive technology, named by `label`; the table carries the numbers.
 */
export function TrendChart({
  rows,
  kind,
  label,
}: {
  rows: readonly ChartRow[];
  kind: MeasureKind;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const own: Point[] = rows.map((row) => ({ key: row.key, label: row.label, value: figureOf(row.reading) }));
  const national: Point[] = rows.map((row) => ({
    key: row.key,
    label: row.label,
    value: figureOf(row.comparison),
  }));
  const values = [...own, ...national].flatMap((point) => (point.value === null ? [] : [point.value]));
  const x = scalePoint<string>({
    domain: rows.map((row) => row.key),
    range: [MARGIN.left, Math.max(MARGIN.left + 40, width - MARGIN.right)],
    padding: 0.5,
  });
  const y = scaleLinear<number>({
    domain: domainOf(kind, values),
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const hasComparison = national.some((point) => point.value !== null);
  const at = (point: Point) => x(point.key) ?? 0;
  const defined = (point: Point) => point.value !== null;
  // A note ('fewer than 5') centred on a cohort near the axis ran over the axis's '0%' on a phone (issue 22):
  // keep it between the axis labels and the right edge (6.5 px a character of 12 px italic, generously).
  const noteX = (cx: number, note: string) => {
    const half = (note.length * 6.5) / 2;
    return Math.min(Math.max(cx, MARGIN.left + half + 2), width - half - 2);
  };

  return (
    <div ref={box} className="w-full">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="block h-auto w-full overflow-visible"
      >
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <Line
              from={{ x: MARGIN.left, y: y(tick) }}
              to={{ x: width - MARGIN.right, y: y(tick) }}
              stroke={COLOURS.grid}
              strokeDasharray="2 3"
            />
            <text x={MARGIN.left - 8} y={y(tick) + 4} fontSize={12} textAnchor="end" fill={COLOURS.axis}>
              {formatTick(kind, tick)}
            </text>
          </g>
        ))}
        {hasComparison && (
          <LinePath<Point>
            data={national}
            x={at}
            y={(point) => y(point.value ?? 0)}
            defined={defined}
            stroke={COLOURS.comparison}
            strokeWidth={2}
            strokeDasharray="6 4"
            fill="none"
          />
        )}
        <LinePath<Point>
          data={own}
          x={at}
          y={(point) => y(point.value ?? 0)}
          defined={defined}
          stroke={COLOURS.bar}
          strokeWidth={3}
          fill="none"
        />
        {national.map((point) =>
          point.value === null ? null : (
            <rect
              key={`national-${point.key}`}
              x={at(point) - 4}
              y={y(point.value) - 4}
              width={8}
              height={8}
              fill="#ffffff"
              stroke={COLOURS.comparison}
              strokeWidth={2}
              transform={`rotate(45 ${at(point)} ${y(point.value)})`}
            >
              <title>{`${t('National, same programmes')}, ${point.label}: ${formatValue(kind, point.value)}`}</title>
            </rect>
          ),
        )}
        {rows.map((row, index) => {
          const point = own[index] as Point;
          const cx = at(point);
          return (
            <g key={row.key}>
              <text
                x={cx}
                y={HEIGHT - MARGIN.bottom + 20}
                fontSize={13}
                textAnchor="middle"
                fill={COLOURS.axis}
              >
                {row.label}
              </text>
              {point.value !== null ? (
                <>
                  <circle cx={cx} cy={y(point.value)} r={5} fill={COLOURS.bar} />
                  <text
                    x={cx}
                    y={y(point.value) - 10}
                    fontSize={12}
                    fontWeight={700}
                    textAnchor="middle"
                    fill={COLOURS.comparison}
                  >
                    {formatValue(kind, point.value)}
                  </text>
                </>
              ) : (
                <text
                  x={noteX(cx, row.reading.kind === 'suppressed' ? OUTCOME_SUPPRESSED_LABEL : 'no answers')}
                  y={HEIGHT - MARGIN.bottom - 8}
                  fontSize={12}
                  fontStyle="italic"
                  textAnchor="middle"
                  fill={COLOURS.axis}
                >
                  {row.reading.kind === 'suppressed' ? OUTCOME_SUPPRESSED_LABEL : 'no answers'}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
