import { OUTCOME_SUPPRESSED_LABEL } from '@tvet/contract';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useId, useRef } from 'react';
import { t } from '@/lib/i18n/i18n';
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

const LINE = 18;
const BAR = 18;
const GAP = 18;
const VALUE_SPACE = 92;
const AXIS = 24;
/** A generous width of one character of the 14 px semibold label, to wrap labels before they run out. */
const CHAR = 9;

/**
 * The label's words in lines of at most `chars` characters, the count ("n = 33") or the suppression note kept
 * whole on the last line or one of its own: long programme names ran past a 360 px phone's edge (issue 22).
 */
export function labelLines(label: string, note: string, chars: number): { text: string; note: string }[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= chars) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  const out = lines.map((text) => ({ text, note: '' }));
  if (!note) return out;
  const last = out[out.length - 1];
  if (last && last.text.length + 2 + note.length <= chars) last.note = `  ${note}`;
  else out.push({ text: '', note });
  return out;
}

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
  const chars = Math.max(12, Math.floor(width / CHAR));
  let top = 0;
  const laidOut = rows.map((row) => {
    const note =
      row.reading.kind === 'suppressed'
        ? `${OUTCOME_SUPPRESSED_LABEL} (suppressed)`
        : row.reading.count !== null
          ? `n = ${formatCount(row.reading.count)}`
          : '';
    const lines = labelLines(row.label, note, chars);
    const placed = { row, lines, top, label: lines.length * LINE };
    top += placed.label + BAR + GAP;
    return placed;
  });
  const height = top + AXIS;
  const ticks = x.ticks(width < 480 ? 3 : 5);
  const [, plotEnd] = x.range();
  // The first and last tick labels keep inside the chart rather than centred on its edges.
  const anchorOf = (at: number) => (at < 16 ? 'start' : at > plotEnd - 16 ? 'end' : 'middle');

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
            <text x={x(tick)} y={height - 6} fontSize={12} textAnchor={anchorOf(x(tick))} fill={COLOURS.axis}>
              {formatTick(kind, tick)}
            </text>
          </g>
        ))}
        {laidOut.map(({ row, lines, top: rowTop, label: labelHeight }) => (
          <Group key={row.key} top={rowTop}>
            <text fontSize={14} fontWeight={600} fill={COLOURS.comparison}>
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines have no identity but their place
                <tspan key={index} x={0} y={(index + 1) * LINE - 4}>
                  {line.text}
                  {line.note && (
                    <tspan
                      fontWeight={400}
                      fontStyle={row.reading.kind === 'suppressed' ? 'italic' : undefined}
                      fill={COLOURS.axis}
                    >
                      {line.note}
                    </tspan>
                  )}
                </tspan>
              ))}
            </text>
            <BarOf reading={row.reading} x={x} kind={kind} hatch={hatch} top={labelHeight} />
            {row.comparison?.kind === 'value' && (
              <g>
                <Line
                  from={{ x: x(row.comparison.value), y: labelHeight - 1 }}
                  to={{ x: x(row.comparison.value), y: labelHeight + BAR + 3 }}
                  stroke={COLOURS.comparison}
                  strokeWidth={3}
                />
                <title>{`${comparisonLabel ?? t('National')}: ${formatValue(kind, row.comparison.value)}`}</title>
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
  top,
}: {
  reading: Reading;
  x: ReturnType<typeof scaleLinear<number>>;
  kind: MeasureKind;
  hatch: string;
  /** Where the bar starts: under the label's lines. */
  top: number;
}) {
  const [, end] = x.range();
  // A short hatched box, never a bar whose length could be read as a figure; the words are on the label line.
  if (reading.kind === 'suppressed')
    return (
      <rect
        x={0}
        y={top + 1}
        width={Math.min(end, 36)}
        height={BAR}
        fill={`url(#${hatch})`}
        stroke={COLOURS.suppressed}
        strokeDasharray="4 3"
      />
    );
  if (reading.kind === 'empty')
    return (
      <text x={0} y={top + BAR - 3} fontSize={13} fontStyle="italic" fill={COLOURS.axis}>
        {t('no answers')}
      </text>
    );
  const length = Math.max(2, x(reading.value));
  return (
    <g>
      <Bar x={0} y={top + 1} width={length} height={BAR} fill={COLOURS.bar} rx={2} />
      <text x={length + 6} y={top + BAR - 3} fontSize={13} fontWeight={700} fill={COLOURS.comparison}>
        {formatValue(kind, reading.value)}
      </text>
    </g>
  );
}
