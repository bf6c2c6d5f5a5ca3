// A bulk edit's videos in two parts (changes-first.ts): the ones worth a look as a list, and the ones left as they
// were folded under a count, so 2 changes among 22 videos are not lost at positions 13 and 22. At a channel's size
// (10,000 videos) each part shows a page of rows at a time, and the folded part draws its rows only once opened: a
// job's view arrives every few videos, and drawing 10,000 rows each time kept the page too busy to answer a click.
// A short fold is drawn while closed, as before.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ChangesFirst } from './changes-first';
import { BULK } from './bulk-messages';

/** Rows drawn at a time in each part; "Show more" draws the next page. */
export const SPLIT_LIST_PAGE = 200;

export interface SplitListProps<T> extends ChangesFirst<T> {
  readonly label: string;
  /** The fold's summary, e.g. "20 untouched". */
  readonly quietSummary: string;
  readonly quietLabel: string;
  readonly quietTestId: string;
  readonly render: (item: T) => ReactNode;
}

function PagedRows<T>({
  items,
  label,
  render,
}: {
  items: readonly T[];
  label: string;
  render: (item: T) => ReactNode;
}) {
  const say = useIntl().formatMessage;
  const [shown, setShown] = useState(SPLIT_LIST_PAGE);
  const left = items.length - shown;
  return (
    <>
      <ol className="bulk-list" aria-label={label}>
        {items.slice(0, shown).map(render)}
      </ol>
      {left > 0 && (
        <button type="button" className="small" onClick={() => setShown((now) => now + SPLIT_LIST_PAGE)}>
          {say(BULK.showMore, { count: Math.min(SPLIT_LIST_PAGE, left), left })}
        </button>
      )}
    </>
  );
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
  const [quietOpen, setQuietOpen] = useState(false);
  return (
    <>
      {first.length > 0 && <PagedRows items={first} label={label} render={render} />}
      {quiet.length > 0 && (
        <details
          className="bulk-quiet"
          data-testid={quietTestId}
          onToggle={(event) => setQuietOpen(event.currentTarget.open)}
        >
          <summary>{quietSummary}</summary>
          {/* A short fold is drawn closed (a find in the page finds it); a long one only once opened. */}
          {(quietOpen || quiet.length <= SPLIT_LIST_PAGE) && (
            <PagedRows items={quiet} label={quietLabel} render={render} />
          )}
        </details>
      )}
    </>
  );
}
