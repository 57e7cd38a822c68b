import nigeria from '@svg-maps/nigeria';
import { OUTCOME_SUPPRESSED_LABEL } from '@tvet/contract';
import { scaleQuantize } from '@visx/scale';
import { useId } from 'react';
import { t } from '@/lib/i18n/i18n';
import { formatValue, type MeasureKind } from '../lib/measures';
import type { ChartRow } from './bar-chart';
import { COLOURS } from './chart-colours';

interface MapLocation {
  id: string;
  name: string;
  path: string;
}
/** The 36 states and the FCT as SVG paths (@svg-maps/nigeria, CC BY 4.0, after MapSVG). */
const MAP = nigeria as unknown as { viewBox: string; locations: MapLocation[] };
/** The map spells one state differently from the contract's list. */
const SPELLING: Record<string, string> = { Nassarawa: 'Nasarawa' };
const stateOf = (location: MapLocation) => SPELLING[location.name] ?? location.name;

/**
 * Nigeria's states coloured by the chosen figure in five steps from the lowest figure shown to the highest
 * (a legend names each step's range); a suppressed state is hatched, a state without a figure grey. The map is
 * one image to assistive technology, named by `label`; each state's number is in the table beside it.
 */
export function NigeriaMap({
  rows,
  kind,
  label,
}: {
  rows: readonly ChartRow[];
  kind: MeasureKind;
  label: string;
}) {
  const hatch = `map-hatch-${useId().replace(/:/g, '')}`;
  const byState = new Map(rows.map((row) => [row.label, row]));
  const values = rows.flatMap((row) => (row.reading.kind === 'value' ? [row.reading.value] : []));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const colour = scaleQuantize<string>({
    domain: [low, high > low ? high : low + 1e-9],
    range: [...COLOURS.scale],
  });
  const fillOf = (state: string) => {
    const reading = byState.get(state)?.reading;
    if (reading?.kind === 'suppressed') return `url(#${hatch})`;
    if (reading?.kind === 'value') return colour(reading.value);
    return COLOURS.empty;
  };
  const titleOf = (state: string) => {
    const reading = byState.get(state)?.reading;
    if (reading?.kind === 'suppressed') return `${state}: ${OUTCOME_SUPPRESSED_LABEL}`;
    if (reading?.kind === 'value') return `${state}: ${formatValue(kind, reading.value)}`;
    return `${state}: no figure`;
  };
  // One figure for every state shown: one colour, one legend entry (five equal ranges would say nothing).
  const single = values.length > 0 && high === low;
  const steps =
    values.length === 0
      ? []
      : single
        ? [{ fill: colour(low), from: low, to: high }]
        : COLOURS.scale.map((fill) => {
            const [from, to] = colour.invertExtent(fill);
            return { fill, from: from ?? low, to: to ?? high };
          });

  return (
    <div className="flex flex-col gap-3">
      <svg viewBox={MAP.viewBox} role="img" aria-label={label} className="block h-auto w-full max-w-xl">
        <defs>
          <pattern
            id={hatch}
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="8" height="8" fill="#f3f4f6" />
            <line x1="0" y1="0" x2="0" y2="8" stroke={COLOURS.suppressed} strokeWidth="3" />
          </pattern>
        </defs>
        {MAP.locations.map((location) => (
          <path
            key={location.id}
            d={location.path}
            fill={fillOf(stateOf(location))}
            stroke="#ffffff"
            strokeWidth={1.2}
          >
            <title>{titleOf(stateOf(location))}</title>
          </path>
        ))}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('Map legend')}>
        {steps.map((step) => (
          <li key={step.fill} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-4 rounded-sm ring-1 ring-gray-300"
              style={{ background: step.fill }}
            />
            {formatValue(kind, step.from)} – {formatValue(kind, step.to)}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 rounded-sm ring-1 ring-gray-400"
            style={{
              background: `repeating-linear-gradient(45deg, #f3f4f6 0 3px, ${COLOURS.suppressed} 3px 5px)`,
            }}
          />
          {OUTCOME_SUPPRESSED_LABEL} {t('(suppressed)')}
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 rounded-sm ring-1 ring-gray-300"
            style={{ background: COLOURS.empty }}
          />
          {t('no figure')}
        </li>
      </ul>
      <p className="text-xs text-muted">
        {t('Map: @svg-maps/nigeria after MapSVG, licensed CC BY 4.0 (creativecommons.org/licenses/by/4.0).')}
      </p>
    </div>
  );
}
