// The bars of the rate limits charts (the simulator's and the log replay's): one group of bars per time slot, one bar
// per series, scaled to the largest slot, plain SVG; and the legend's swatches. Each chart keeps its own data, words
// and table.

/** Between the swatch and its words: no word to translate. */
const SPACE = ' ';
const GROUP_WIDTH = 12;
const HEIGHT = 140;

export interface BarSeries<T> {
  readonly key: string;
  readonly label: string;
  readonly className: string;
  readonly value: (slot: T) => number;
}

export function GroupedBars<T>({
  slots,
  series,
  max,
  keyOf,
  titleOf,
  summary,
  testId,
}: {
  readonly slots: readonly T[];
  readonly series: readonly BarSeries<T>[];
  /** The value of the full height (at least 1). */
  readonly max: number;
  readonly keyOf: (slot: T) => number;
  /** The slot's numbers in words, shown on hover. */
  readonly titleOf: (slot: T) => string;
  readonly summary: string;
  readonly testId: string;
}) {
  const width = Math.max(1, slots.length) * GROUP_WIDTH;
  const barWidth = (GROUP_WIDTH - 3) / series.length;
  return (
    <svg
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={summary}
      data-testid={testId}
    >
      {slots.map((slot, i) => (
        <g key={keyOf(slot)}>
          <title>{titleOf(slot)}</title>
          {series.map((one, j) => {
            const h = (one.value(slot) / max) * (HEIGHT - 4);
            return (
              <rect
                key={one.key}
                className={one.className}
                x={i * GROUP_WIDTH + 1 + j * barWidth}
                y={HEIGHT - h}
                width={barWidth}
                height={h}
              />
            );
          })}
        </g>
      ))}
    </svg>
  );
}

/** A colour swatch and what it stands for, in a chart's legend. */
export function LegendItem({ className, label }: { readonly className: string; readonly label: string }) {
  return (
    <span>
      <svg width="10" height="10" aria-hidden="true">
        <rect className={className} width="10" height="10" />
      </svg>
      {SPACE}
      {label}
    </span>
  );
}
