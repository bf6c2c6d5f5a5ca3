// A bulk edit's videos in two parts (changes-first.ts): the ones worth a look as a list, and the ones left as they
// were folded under a count, so 2 changes among 22 videos are not lost at positions 13 and 22.
import type { ReactNode } from 'react';
import type { ChangesFirst } from './changes-first';

export interface SplitListProps<T> extends ChangesFirst<T> {
  readonly label: string;
  /** The fold's summary, e.g. "20 untouched". */
  readonly quietSummary: string;
  readonly quietLabel: string;
  readonly quietTestId: string;
  readonly render: (item: T) => ReactNode;
}

export function SplitList<T>({
  first,
  quiet,
  label,
  quietSummary,
  quietLabel,
  quietTestId,
  render,
}: SplitListProps<T>) {
  return (
    <>
      {first.length > 0 && (
        <ol className="bulk-list" aria-label={label}>
          {first.map(render)}
        </ol>
      )}
      {quiet.length > 0 && (
        <details className="bulk-quiet" data-testid={quietTestId}>
          <summary>{quietSummary}</summary>
          <ol className="bulk-list" aria-label={quietLabel}>
            {quiet.map(render)}
          </ol>
        </details>
      )}
    </>
  );
}
