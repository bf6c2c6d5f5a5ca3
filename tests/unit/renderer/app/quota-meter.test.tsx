// The sidebar's quota meter: uploads, searches and units left today for the Google Cloud project, a warning near and
// at a limit, each channel's share, and what the signed-in channel spent on.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { QuotaView } from '../../../../shared/ipc/quota';
import { english } from '../../../support/intl';

const refusal = vi.hoisted((): { error: Error } => ({ error: new Error('not in this test') }));

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: { call: () => Promise.reject(refusal.error), on: () => () => undefined },
}));

const { QuotaMeterView, QuotaReading, quotaSummary, quotaWarning } =
  await import('../../../../renderer/app/QuotaMeter');
const { DeskCallError } = await import('../../../../renderer/desk/desk-client');
const { useQuota } = await import('../../../../renderer/stores/quota-store');

const view = (
  spent: { uploads?: number; search?: number; units?: number },
  byMethod: Record<string, number> = {},
): QuotaView => ({
  used: spent.units ?? 0,
  limit: 10_000,
  buckets: {
    uploads: { used: spent.uploads ?? 0, limit: 100 },
    search: { used: spent.search ?? 0, limit: 100 },
    units: { used: spent.units ?? 0, limit: 10_000 },
    stats: { used: 0, limit: 10_000 },
  },
  resetsAt: Date.parse('2026-01-16T08:00:00Z'),
  account: 'Demo Creator on 127.0.0.1',
  project: '100000000001-channeldeskdemo on 127.0.0.1',
  channels: [
    { label: 'Demo Creator on 127.0.0.1', current: true, uploads: spent.uploads ?? 0, searches: 0, units: 51 },
    { label: 'Second channel on 127.0.0.1', current: false, uploads: 0, searches: 0, units: 0 },
  ],
  byMethod,
  tableDate: '2026-06-03',
});

describe('QuotaMeterView', () => {
  it("adds batchGetStats' bucket once the Library has drawn on it today", () => {
    const quiet = renderToStaticMarkup(<QuotaMeterView view={view({})} />);
    expect(quiet).not.toContain('statistics units left today');
    const base = view({}, { 'videos.batchGetStats': 2 });
    const html = renderToStaticMarkup(
      <QuotaMeterView view={{ ...base, buckets: { ...base.buckets, stats: { used: 2, limit: 10_000 } } }} />,
    );
    expect(html).toContain('9,998 of 10,000 statistics units left today');
    expect(html).toContain('videos.batchGetStats</code> 2 statistics units');
  });

  it('shows uploads, searches and units left today on meters, the project, the shares and the spending', () => {
    const html = renderToStaticMarkup(
      <QuotaMeterView
        view={view({ uploads: 3, search: 1, units: 51 }, { 'videos.list': 1, 'videos.insert': 3, 'videos.update': 50 })}
      />,
    );
    expect(html).toContain('97 of 100 uploads left today');
    expect(html).toContain('99 of 100 searches left today');
    expect(html).toContain('9,949 of 10,000 units left today');
    expect(html).toMatch(/<meter[^>]*max="100"[^>]*value="97"/);
    expect(html).toMatch(/<meter[^>]*max="10000"[^>]*value="9949"/);
    expect(html).toContain('Google Cloud project 100000000001-channeldeskdemo on 127.0.0.1');
    expect(html).toContain('Demo Creator on 127.0.0.1 (signed in)');
    expect(html).toContain('Second channel on 127.0.0.1');
    expect(html).toMatch(
      /videos\.update<\/code> 50 units.*videos\.insert<\/code> 3 uploads.*videos\.list<\/code> 1 unit/,
    );
    expect(html).toContain('quota table of 2026-06-03');
    expect(html).not.toContain('quota-warning');
  });

  it('says the spending in creator words, the method ids and the project only inside the technical details', () => {
    const html = renderToStaticMarkup(
      <QuotaMeterView view={view({ units: 151 }, { 'videos.list': 1, 'comments.insert': 150 })} />,
    );
    expect(html).toMatch(/<li>Replies: 3 × 50 units<\/li><li>Reading videos: 1 unit<\/li>/);
    const [outside, technical] = html.split('<details class="quota-technical">');
    expect(outside).not.toMatch(/comments\.insert|videos\.list|Google Cloud project/);
    expect(technical).toContain('<code translate="no">comments.insert</code> 150 units');
  });

  it('sums the day up in one line for the sidebar, naming an allowance used up', () => {
    expect(quotaSummary(view({ units: 580 }), english)).toBe('Quota: 9,420 of 10,000 left today');
    expect(quotaSummary(view({ units: 12_000 }), english)).toBe('Quota: units used up today');
    expect(quotaSummary(view({ uploads: 100, units: 10 }), english)).toBe('Quota: uploads used up today');
  });

  it('warns from 80 % of a limit, and says which bucket is used up and when it comes back', () => {
    expect(quotaWarning(view({ uploads: 79, units: 7_999 }))).toBeUndefined();
    expect(quotaWarning(view({ units: 8_000 }))).toMatch(
      /^Near today's limit: 2,000 units left until .* \(midnight Pacific time\)/,
    );
    expect(quotaWarning(view({ uploads: 95 }))).toMatch(/^Near today's limit: 5 uploads left until/);
    expect(quotaWarning(view({ uploads: 100 }))).toMatch(
      /^Today's uploads are used up: the platform refuses them until the project's quota resets/,
    );
    expect(quotaWarning(view({ units: 10_000 }))).toMatch(
      /^Today's units are used up: the platform refuses most calls/,
    );
    const html = renderToStaticMarkup(<QuotaMeterView view={view({ units: 12_000 })} />);
    expect(html).toMatch(/<meter[^>]*max="10000"[^>]*value="0"/);
    expect(html).toContain('0 of 10,000 units left today');
    expect(html).toContain('class="quota-warning warning"');
  });
});

describe('quota failures', () => {
  it("keeps why today's count could not be read, and offers to read it again when the connection dropped", async () => {
    refusal.error = new DeskCallError({ code: 'network', message: 'The main process did not answer.' });
    await useQuota.getState().load();
    const failure = useQuota.getState().loadFailure;
    expect(failure).toMatchObject({
      code: 'network',
      kind: 'retry',
      message: "Could not read today's quota: The main process did not answer.",
    });
    const html = renderToStaticMarkup(<QuotaReading view={undefined} failure={failure} onReload={() => undefined} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Could not read today&#x27;s quota: The main process did not answer.');
    expect(html).toContain('>Read it again</button>');
    expect(html).not.toContain('Reading today&#x27;s quota…');
  });

  it('offers no retry for a bug, and says where the log is instead', async () => {
    refusal.error = new Error('view is undefined');
    await useQuota.getState().load();
    const html = renderToStaticMarkup(
      <QuotaReading view={undefined} failure={useQuota.getState().loadFailure} onReload={() => undefined} />,
    );
    expect(html).toContain('view is undefined');
    expect(html).not.toContain('<button');
  });

  it('keeps a refused daily limit as a failure of its own, apart from the count', async () => {
    refusal.error = new DeskCallError({ code: 'invalid-input', message: 'The limit must be at most 1,000,000,000.' });
    useQuota.setState({ loadFailure: undefined });
    expect(await useQuota.getState().setLimit(5)).toBe(false);
    expect(useQuota.getState()).toMatchObject({
      saving: false,
      loadFailure: undefined,
      limitFailure: { code: 'invalid-input', kind: 'fix-input' },
    });
    expect(useQuota.getState().limitFailure?.message).toBe(
      'The daily limit was not changed: The limit must be at most 1,000,000,000.',
    );
  });
});
