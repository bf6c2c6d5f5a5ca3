// Saying what an action costs before it is done, and warning when today's budget cannot cover it.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { QuotaView } from '../../../../shared/ipc/quota';
import {
  actionCost,
  formatBucketAmount,
  formatUnits,
  QuotaCost,
  QuotaCostView,
  quotaCostText,
} from '../../../../renderer/components/QuotaCost';
import { bucketLeft, unitsLeft } from '../../../../renderer/components/quota-left';

const view = (used: number, searches = 0): QuotaView => ({
  used,
  limit: 10_000,
  buckets: {
    uploads: { used: 0, limit: 100 },
    search: { used: searches, limit: 100 },
    units: { used, limit: 10_000 },
    stats: { used: 0, limit: 10_000 },
  },
  resetsAt: Date.parse('2026-01-16T08:00:00Z'),
  account: 'Demo Creator on 127.0.0.1',
  project: 'client on 127.0.0.1',
  channels: [],
  byMethod: {},
  tableDate: '2026-06-03',
});

describe('QuotaCost', () => {
  it('prices an action from the shared table', () => {
    expect(actionCost('playlistItems.insert', 3)).toBe(150);
    expect(actionCost('comments.setModerationStatus', 20)).toBe(1000);
    expect(actionCost('videos.list')).toBe(1);
    expect(formatUnits(1)).toBe('1 unit');
    expect(formatUnits(1600)).toBe('1,600 units');
    // Uploads and searches: 1 a call, each in a bucket of its own.
    expect(actionCost('videos.insert')).toBe(1);
    expect(actionCost('search.list')).toBe(1);
    expect(formatBucketAmount('uploads', 1)).toBe('1 upload');
    expect(formatBucketAmount('search', 3)).toBe('3 searches');
  });

  it("says a search's cost in searches, and warns against what is left of the search bucket", () => {
    expect(quotaCostText('Each search', 1, 40, 'search')).toBe('Each search: 1 search');
    expect(quotaCostText('Each search', 1, 0, 'search')).toBe(
      'Each search: 1 search, more than the 0 searches left today; the platform may refuse part of it until midnight Pacific time.',
    );
    expect(bucketLeft(view(0, 100), 'search')).toBe(0);
    expect(bucketLeft(view(0, 100), 'units')).toBe(10_000);
    expect(renderToStaticMarkup(<QuotaCost action="Each search" method="search.list" quota={view(0, 40)} />)).toBe(
      '<span class="quota-cost muted">Each search: 1 search</span>',
    );
    expect(
      renderToStaticMarkup(<QuotaCost action="Each search" method="search.list" quota={view(0, 100)} />),
    ).toContain('class="quota-cost warning"');
  });

  it('says the cost, and warns when it is more than what is left today', () => {
    expect(quotaCostText('Adds 3 videos', 150, 9_000)).toBe('Adds 3 videos: 150 units');
    expect(quotaCostText('Adds 3 videos', 150, undefined)).toBe('Adds 3 videos: 150 units');
    expect(quotaCostText('Approves 120 comments', 150, 100)).toBe(
      'Approves 120 comments: 150 units, more than the 100 units left today; the platform may refuse part of it until midnight Pacific time.',
    );
  });

  it('says a free call is free, even with nothing left today', () => {
    expect(quotaCostText('Checking', 0, 0)).toBe('Checking: free, no quota units');
    expect(
      renderToStaticMarkup(<QuotaCost action="Checking" method="videoTrainability.get" quota={view(10_000)} />),
    ).toBe('<span class="quota-cost muted">Checking: free, no quota units</span>');
  });

  it('renders the cost, marked as a warning when it is over what is left', () => {
    expect(renderToStaticMarkup(<QuotaCostView id="cost" action="Adds 3 videos" units={150} left={9_900} />)).toBe(
      '<span id="cost" class="quota-cost muted">Adds 3 videos: 150 units</span>',
    );
    const over = renderToStaticMarkup(<QuotaCostView action="Adds 3 videos" units={150} left={100} />);
    expect(over).toContain('class="quota-cost warning"');
    expect(over).toContain('more than the 100 units left today');
  });

  it('says what is left of the count the screen passes', () => {
    expect(unitsLeft(undefined)).toBeUndefined();
    expect(unitsLeft(view(9_900))).toBe(100);
    expect(unitsLeft(view(12_000))).toBe(0);
    // Before the count is known, the connected component says the cost without a warning.
    expect(
      renderToStaticMarkup(
        <QuotaCost action="Adds 3 videos" method="playlistItems.insert" calls={3} quota={undefined} />,
      ),
    ).toBe('<span class="quota-cost muted">Adds 3 videos: 150 units</span>');
  });
});
