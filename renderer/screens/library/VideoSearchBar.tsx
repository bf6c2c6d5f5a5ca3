// The Library's search on the platform, beside the free local filter: it asks the platform about every video of
// the channel (search.list forMine), which spends one of the project's 100 searches a day, so it runs only on Enter or
// the Search button, never as the creator types. The cost shows by the button; a search under way says so, and Clear goes back to the list.
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_ORDERS, type SearchOrder } from '../../../shared/ipc/library';
import { QuotaCost } from '../../components/QuotaCost';
import { useQuota } from '../../stores/quota-store';
import { useVideoSearch } from './video-search-store';
import { LIBRARY } from './library-messages';

/** The platform's longest search (search.list q). */
const MAX_SEARCH = 200;

export function VideoSearchBar({ channelId }: { readonly channelId: string | undefined }) {
  const say = useIntl().formatMessage;
  const quota = useQuota((state) => state.view);
  const search = useVideoSearch((s) => s.search);
  const status = useVideoSearch((s) => s.status);
  const submit = useVideoSearch((s) => s.submit);
  const clear = useVideoSearch((s) => s.clear);
  const [q, setQ] = useState(search?.q ?? '');
  const [order, setOrder] = useState<SearchOrder>(search?.order ?? 'relevance');
  const [problem, setProblem] = useState<string | undefined>();
  const inputId = useId();
  const costId = useId();
  const problemId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    if (!channelId) return;
    if (words === '') {
      setProblem(say(LIBRARY.searchEmpty));
      return;
    }
    if (words.length > MAX_SEARCH) {
      setProblem(say(LIBRARY.searchTooLong, { max: MAX_SEARCH }));
      return;
    }
    setProblem(undefined);
    void submit({ q: words, order, channelId });
  };
  const onClear = () => {
    setQ('');
    setProblem(undefined);
    clear();
    document.getElementById(inputId)?.focus();
  };

  return (
    <form role="search" className="lib-search" onSubmit={onSubmit} aria-label={say(LIBRARY.searchForm)}>
      <label className="lib-search-q">
        <span className="visually-hidden">{say(LIBRARY.searchName)}</span>
        <input
          id={inputId}
          type="search"
          placeholder={say(LIBRARY.searchPlaceholder)}
          value={q}
          maxLength={MAX_SEARCH}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && search) {
              event.preventDefault();
              onClear();
            }
          }}
          aria-describedby={problem ? `${costId} ${problemId}` : costId}
          aria-invalid={problem ? true : undefined}
          data-testid="library-search-input"
        />
      </label>
      <label>
        <span className="visually-hidden">{say(LIBRARY.searchOrderName)}</span>
        <select
          value={order}
          onChange={(event) => setOrder(event.target.value as SearchOrder)}
          data-testid="library-search-order"
        >
          {SEARCH_ORDERS.map((value) => (
            <option key={value} value={value}>
              {say(LIBRARY.searchOrder, { order: value })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={!channelId || status === 'searching'} data-testid="library-search-submit">
        {say(status === 'searching' ? LIBRARY.searching : LIBRARY.search)}
      </button>
      {search && (
        <button type="button" className="small" onClick={onClear} data-testid="library-search-clear">
          {say(LIBRARY.clearSearch)}
        </button>
      )}
      <span className="lib-search-cost">
        <QuotaCost quota={quota} id={costId} action={say(LIBRARY.eachSearch)} method="search.list" />
        <span className="muted"> {say(LIBRARY.plusRead)}</span>
      </span>
      {problem && (
        <span id={problemId} className="error" role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}
