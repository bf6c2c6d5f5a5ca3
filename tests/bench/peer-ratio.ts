// How every benchmark states its figure: its own, its peer's from the same run, and their ratio against a target
// that is itself a ratio, so that the verdict holds on any machine of the kind however busy it is.

export interface PeerComparison {
  /** What was measured, e.g. `log replay, 1,000,000 lines through 10 rules`. */
  readonly label: string;
  readonly own: number;
  readonly peer: string;
  readonly peerValue: number;
  /** E.g. `s of CPU`. */
  readonly unit: string;
  /** Own / peer must stay at or below this (when less is better) or at or above it. */
  readonly target: number;
  readonly lessIsBetter: boolean;
}

export function peerRatio(c: PeerComparison): number {
  return c.own / c.peerValue;
}

export function formatPeerComparison(c: PeerComparison): string {
  const ratio = peerRatio(c);
  const met = c.lessIsBetter ? ratio <= c.target : ratio >= c.target;
  return (
    `${c.label}: ${c.own.toFixed(2)} ${c.unit}; ${c.peer} ${c.peerValue.toFixed(2)} ${c.unit} in the same run; ` +
    `ratio ${ratio.toFixed(2)} (target ${c.lessIsBetter ? '≤' : '≥'} ${c.target}: ${met ? 'met' : 'NOT met'})`
  );
}
