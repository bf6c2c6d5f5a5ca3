// A readable difference between two expressions: word by word (a quoted string, a field name, an operator or a
// number is one word), so a changed path or threshold shows as that word struck and its replacement, not as two
// whole lines. Bounded: expressions longer than the work budget compare as one removed and one added run.

export interface DiffRun {
  readonly kind: 'same' | 'removed' | 'added';
  readonly text: string;
}

/** Cells of the comparison table beyond which the two texts are shown as a whole replacement. */
const MAX_CELLS = 1_000_000;

const WORD = /r#*"[\s\S]*?"#*|"(?:[^"\\]|\\.)*"?|[A-Za-z0-9_.:/*-]+|\s+|[\s\S]/g;

export function expressionWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

function push(runs: DiffRun[], kind: DiffRun['kind'], text: string): void {
  const last = runs[runs.length - 1];
  if (last?.kind === kind) runs[runs.length - 1] = { kind, text: last.text + text };
  else runs.push({ kind, text });
}

export function diffExpressions(before: string, after: string): DiffRun[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const a = expressionWords(before);
  const b = expressionWords(after);
  if ((a.length + 1) * (b.length + 1) > MAX_CELLS) {
    return [
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ];
  }
  // Longest common subsequence of words, filled from the end so the walk below reads forwards.
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const runs: DiffRun[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(runs, 'same', a[i++]!);
      j++;
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) push(runs, 'removed', a[i++]!);
    else push(runs, 'added', b[j++]!);
  }
  while (i < a.length) push(runs, 'removed', a[i++]!);
  while (j < b.length) push(runs, 'added', b[j++]!);
  return runs;
}

/** The text on one side of a diff: before (same + removed) or after (same + added). */
export function sideOf(runs: readonly DiffRun[], side: 'before' | 'after'): string {
  const skip = side === 'before' ? 'added' : 'removed';
  return runs
    .filter((r) => r.kind !== skip)
    .map((r) => r.text)
    .join('');
}
