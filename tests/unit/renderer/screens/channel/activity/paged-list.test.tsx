// The Activity tab's shared list: what it shows for each state of a page (loading, empty, rows, error, more to load).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../../../support/intl';
import type { Paged } from '../../../../../../renderer/screens/channel/activity/activity-store';

vi.mock('../../../../../../renderer/desk/desk', () => ({
  desk: { call: () => new Promise(() => undefined), on: () => () => undefined },
}));

const { Avatar, PagedList } = await import('../../../../../../renderer/screens/channel/activity/PagedList');

interface Row {
  readonly id: string;
  readonly kind: string;
}

const page = (over: Partial<Paged<Row>>): Paged<Row> => ({
  items: undefined,
  nextPageToken: undefined,
  totalResults: undefined,
  loading: false,
  error: undefined,
  ...over,
});

function render(paged: Paged<Row>, ordered = false) {
  return renderToStaticMarkup(
    inLanguage(
      <PagedList
        list="subscribers"
        page={paged}
        title="Subscribers"
        loadingText="Loading your subscribers…"
        emptyText="No subscribers yet."
        listLabel="Subscribers"
        failedText={(message) => `The subscribers could not be loaded: ${message}`}
        moreText="Load more subscribers"
        ordered={ordered}
        rowTestId="subscriber"
        rowType={(row) => row.kind}
        itemKey={(row) => row.id}
        renderItem={(row) => <strong>{row.id}</strong>}
        refusal={{ code: 'rejected', kind: 'fix-input', message: 'Already subscribed.' }}
      />,
    ),
  );
}

describe('PagedList', () => {
  it('says it is loading before the first page, and nothing else', () => {
    const html = render(page({ loading: true }));
    expect(html).toContain('Loading your subscribers…');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('No subscribers yet.');
    expect(html).not.toContain('<ul');
  });

  it('says the list is empty when the first page has no rows', () => {
    const html = render(page({ items: [] }));
    expect(html).toContain('No subscribers yet.');
    expect(html).not.toContain('<ul');
  });

  it('shows each row with its test id and type, ordered when asked, under a labelled heading', () => {
    const rows = [
      { id: 'a', kind: 'upload' },
      { id: 'b', kind: 'like' },
    ];
    const html = render(page({ items: rows }), true);
    expect(html.match(/data-testid="subscriber"/g)).toHaveLength(2);
    expect(html).toContain('data-type="like"');
    expect(html).toContain('<ol class="act-list" aria-label="Subscribers">');
    expect(html).toContain('aria-labelledby="act-subscribers-title"');
    expect(html).toContain('<h2 id="act-subscribers-title">Subscribers</h2>');
    expect(html).toContain('Already subscribed.');
  });

  it('offers a retry on an error and the next page while there is one', () => {
    const offline = { code: 'network', kind: 'retry', message: 'Offline.' } as const;
    const html = render(page({ items: [{ id: 'a', kind: 'x' }], nextPageToken: 'p2', error: offline }));
    expect(html).toContain('The subscribers could not be loaded: Offline.');
    expect(html).toContain('Try again');
    expect(html).toContain('Load more subscribers');
  });

  it('says when a quota refusal lifts instead of offering a retry', () => {
    const used = {
      code: 'quota-exceeded',
      kind: 'wait',
      message: 'Quota used up.',
      retryAt: Date.now() + 3_600_000,
    } as const;
    const html = render(page({ items: undefined, error: used }));
    expect(html).toContain('The subscribers could not be loaded: Quota used up.');
    expect(html).toContain('Quota resets at');
    expect(html).not.toContain('Try again');
  });

  it('offers no next page on the last one', () => {
    expect(render(page({ items: [{ id: 'a', kind: 'x' }] }))).not.toContain('Load more');
  });
});

describe('Avatar', () => {
  it('shows the picture, or an empty round hidden from screen readers', () => {
    expect(renderToStaticMarkup(<Avatar url="https://x/a.jpg" />)).toContain('src="https://x/a.jpg"');
    expect(renderToStaticMarkup(<Avatar url={undefined} />)).toContain('aria-hidden="true"');
  });
});
