import { OUTCOME_SUPPRESSED_LABEL } from '@tvet/contract';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useId, useRef } from 'react';
import {
  domainOf,
  formatCount,
  formatTick,
  formatValue,
  type MeasureKind,
  type Reading,
} from '../lib/measures';
import { COLOURS } from './chart-colours';
import { useWidth } from './use-width';

export interface ChartRow {
  key: string;
  label: string;
  reading: Reading;
  /** The national figure for the same group, drawn as a mark across the bar (institutions' view). */
  comparison?: Reading;
}

const ROW = 54;
const LABEL = 18;
const BAR = 18;
const VALUE_SPACE = 92;
const AXIS = 24;

/**
 * Horizontal bars, one per group, each under its label (long programme names fit a phone). A suppressed group
 * gets a dashed outline and 'fewer than 5', never a zero-length bar; a group nobody answered says so. The
 * national comparison is a dark mark across the bar. The SVG is one image to assistive technology, named by
 * `label`; the table beside it carries the same numbers.
 */
export function BarChart({
  rows,
  kind,
  label,
  comparisonLabel,
}: {
  rows: readonly ChartRow[];
  kind: MeasureKind;
  label: string;
  comparisonLabel?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const hatch = `hatch-${useId().replace(/:/g, '')}`;
  const values = rows.flatMap((row) =>
    [row.reading, row.comparison].flatMap((reading) => (reading?.kind === 'value' ? [reading.value] : [])),
  );
  const x = scaleLinear<number>({
    domain: domainOf(kind, values),
    range: [0, Math.max(40, width - VALUE_SPACE)],
    nice: true,
  });
  const height = rows.length * ROW + AXIS;
  const ticks = x.ticks(width < 480 ? 3 : 5);

  return (
    <div ref={box} className="w-full">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        className="block h-auto w-full overflow-visible"
      >
        <defs>
          <pattern
            id={hatch}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <line x1="0" y1="0" x2="0" y2="6" stroke={COLOURS.suppressed} strokeWidth="2" />
          </pattern>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <Line
              from={{ x: x(tick), y: 0 }}
              to={{ x: x(tick), y: height - AXIS }}
              stroke={COLOURS.grid}
              strokeDasharray="2 3"
            />
            <text x={x(tick)} y={height - 6} fontSize={12} textAnchor="middle" fill={COLOURS.axis}>
              {formatTick(kind, tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => (
          <Group key={row.key} top={index * ROW}>
            <text x={0} y={LABEL - 4} fontSize={14} fontWeight={600} fill={COLOURS.comparison}>
              {row.label}
              {row.reading.kind === 'suppressed' ? (
                <tspan fontWeight={400} fontStyle="italic" fill={COLOURS.axis}>
                  {`  ${OUTCOME_SUPPRESSED_LABEL} (suppressed)`}
                </tspan>
              ) : (
                row.reading.count !== null && (
                  <tspan fontWeight={400} fill={COLOURS.axis}>
                    {`  n = ${formatCount(row.reading.count)}`}
                  </tspan>
                )
              )}
            </text>
            <BarOf reading={row.reading} x={x} kind={kind} hatch={hatch} />
            {row.comparison?.kind === 'value' && (
              <g>
                <Line
                  from={{ x: x(row.comparison.value), y: LABEL - 1 }}
                  to={{ x: x(row.comparison.value), y: LABEL + BAR + 3 }}
                  stroke={COLOURS.comparison}
                  strokeWidth={3}
                />
                <title>{`${comparisonLabel ?? 'National'}: ${formatValue(kind, row.comparison.value)}`}</title>
              </g>
            )}
          </Group>
        ))}
      </svg>
    </div>
  );
}

function BarOf({
  reading,
  x,
  kind,
  hatch,
}: {
  reading: Reading;
  x: ReturnType<typeof scaleLinear<number>>;
  kind: MeasureKind;
  hatch: string;
}) {
  const [, end] = x.range();
  // A short hatched box, never a bar whose length could be read as a figure; the words are on the label line.
  if (reading.kind === 'suppressed')
    return (
      <rect
        x={0}
        y={LABEL + 1}
        width={Math.min(end, 36)}
        height={BAR}
        fill={`url(#${hatch})`}
        stroke={COLOURS.suppressed}
        strokeDasharray="4 3"
      />
    );
  if (reading.kind === 'empty')
    return (
      <text x={0} y={LABEL + BAR - 3} fontSize={13} fontStyle="italic" fill={COLOURS.axis}>
        no answers
      </text>
    );
  const length = Math.max(2, x(reading.value));
  return (
    <g>
      <Bar x={0} y={LABEL + 1} width={length} height={BAR} fill={COLOURS.bar} rx={2} />
      <text x={length + 6} y={LABEL + BAR - 3} fontSize={13} fontWeight={700} fill={COLOURS.comparison}>
        {formatValue(kind, reading.value)}
      </text>
    </g>
  );
}
