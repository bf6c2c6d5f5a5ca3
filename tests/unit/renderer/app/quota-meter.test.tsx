// The sidebar's quota meter: "N of 10,000 units today", a warning near and at the limit, what the units went on.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { QuotaView } from '../../../../shared/ipc/quota';

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: { call: () => Promise.reject(new Error('not in this test')), on: () => () => undefined },
  errorMessage: (error: unknown) => (error instanceof Error ? error.message : String(error)),
}));

const { QuotaMeterView, quotaWarning } = await import('../../../../renderer/app/QuotaMeter');

const view = (used: number, byMethod: Record<string, number> = {}): QuotaView => ({
  used,
  limit: 10_000,
  resetsAt: Date.parse('2026-01-16T08:00:00Z'),
  account: 'Demo Creator on 127.0.0.1',
  byMethod,
});

describe('QuotaMeterView', () => {
  it('shows the day’s figures on a meter and what the units went on, largest first', () => {
    const html = renderToStaticMarkup(
      <QuotaMeterView view={view(1_651, { 'videos.list': 1, 'videos.insert': 1600, 'videos.update': 50 })} />,
    );
    expect(html).toContain('1,651 of 10,000 units today');
    expect(html).toMatch(/<meter[^>]*max="10000"[^>]*value="1651"/);
    expect(html).toMatch(
      /videos\.insert<\/code> 1,600 units.*videos\.update<\/code> 50 units.*videos\.list<\/code> 1 unit/,
    );
    expect(html).not.toContain('quota-warning');
  });

  it('warns from 80 % of the limit, and says when the quota is used up', () => {
    expect(quotaWarning(view(7_999))).toBeUndefined();
    expect(quotaWarning(view(8_000))).toMatch(
      /^Near today's limit: 2,000 units left until .* \(midnight Pacific time\)/,
    );
    expect(quotaWarning(view(10_000))).toMatch(
      /^Today's quota is used up: the platform refuses most calls until it resets/,
    );
    const html = renderToStaticMarkup(<QuotaMeterView view={view(12_000)} />);
    expect(html).toMatch(/<meter[^>]*value="10000"/);
    expect(html).toContain('12,000 of 10,000 units today');
    expect(html).toContain('class="quota-warning warning"');
  });
});
