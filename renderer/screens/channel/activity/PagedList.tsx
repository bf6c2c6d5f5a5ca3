// The part the Activity tab's three lists share: the heading, loading, empty, error with a retry that keeps what is
// shown, and "Load more" while the platform has another page. Each list says only what one of its rows shows.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CHANNEL } from '../channel-messages';
import { FailureLine } from '../../../components/FailureLine';
import { reworded, type Failure } from '../../../desk/failure';
import { useActivity, type ListName, type Paged } from './activity-store';

interface PagedListProps<T> {
  readonly list: ListName;
  readonly page: Paged<T>;
  readonly title: string;
  /** Beside the heading: a count, a switch. */
  readonly headExtras?: ReactNode;
  /** Between the heading and the list: a form. */
  readonly children?: ReactNode;
  readonly loadingText: string;
  readonly emptyText: string;
  readonly listLabel: string;
  /** Says why the list could not be loaded, around the platform's message. */
  readonly failedText: (message: string) => string;
  /** The "Load more" button's words. */
  readonly moreText: string;
  readonly ordered?: boolean;
  /** The e2e specs find rows by it. */
  readonly rowTestId: string;
  /** Said on the row as data-type, where rows are of several kinds. */
  readonly rowType?: (item: T) => string;
  readonly itemKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  /** A refusal of the last action on a row, said below the list. */
  readonly refusal?: Failure | undefined;
}

export function PagedList<T>(props: PagedListProps<T>) {
  const say = useIntl().formatMessage;
  const { list, page } = props;
  const { items, nextPageToken, loading, error } = page;
  const load = useActivity((s) => s.load);
  const titleId = `act-${list}-title`;
  const List = props.ordered ? 'ol' : 'ul';

  return (
    <section className="act-block" aria-labelledby={titleId} aria-busy={loading}>
      <div className="act-head">
        <h2 id={titleId}>{props.title}</h2>
        {props.headExtras}
      </div>
      {props.children}
      {items === undefined && loading && <p className="loading">{props.loadingText}</p>}
      {items?.length === 0 && <p className="muted">{props.emptyText}</p>}
      {items && items.length > 0 && (
        <List className="act-list" aria-label={props.listLabel}>
          {items.map((item) => (
            <li
              key={props.itemKey(item)}
              className="tile act-row"
              data-testid={props.rowTestId}
              data-type={props.rowType?.(item)}
            >
              {props.renderItem(item)}
            </li>
          ))}
        </List>
      )}
      {props.refusal && <FailureLine failure={props.refusal} />}
      {error && (
        <FailureLine failure={reworded(error, props.failedText)} onRetry={() => void load(list, items !== undefined)} />
      )}
      {nextPageToken && (
        <button type="button" onClick={() => void load(list, true)} disabled={loading}>
          {loading ? say(CHANNEL.loadingMore) : props.moreText}
        </button>
      )}
    </section>
  );
}

/** A channel's round picture, or an empty round where it has none. */
export function Avatar({ url }: { readonly url: string | undefined }) {
  return url ? (
    <img className="act-avatar" src={url} alt="" width={36} height={36} />
  ) : (
    <span className="act-avatar" aria-hidden="true" />
  );
}
