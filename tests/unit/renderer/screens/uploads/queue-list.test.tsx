// The queue list shows a short queue whole and a long one virtualized: with 5,000 uploads only a window of rows is in
// the page, each saying where it stands in the whole list.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { UploadView } from '../../../../../shared/uploads/upload-view';
import { inLanguage } from '../../../../support/intl';

vi.mock('../../../../../renderer/desk/desk', () =>
  import('../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { QueueRows, VIRTUALIZE_FROM, uploadsOfChannel } =
  await import('../../../../../renderer/screens/uploads/QueueList');

function view(i: number): UploadView {
  return {
    id: `upload${i}`,
    fileName: `video${i}.mp4`,
    sourceKind: 'path',
    totalBytes: 1000,
    mimeType: 'video/mp4',
    metadata: {
      snippet: { title: `Video ${i}`, description: 'd'.repeat(5_000) },
      status: { privacyStatus: 'private' },
    },
    state: i % 2 === 0 ? 'queued' : 'done',
    bytesConfirmed: 0,
    canEditMetadata: true,
    createdAt: 1,
  };
}

function rowsShown(count: number): string {
  return renderToStaticMarkup(inLanguage(<QueueRows uploads={Array.from({ length: count }, (_, i) => view(i))} />));
}

const rowCount = (html: string): number => html.split('data-testid="upload-row"').length - 1;

describe('QueueList', () => {
  it('shows a short queue whole, without a scroller, and says when it is empty', () => {
    expect(rowsShown(0)).toContain('upload-queue-empty');
    const html = rowsShown(3);
    expect(rowCount(html)).toBe(3);
    expect(html).not.toContain('upload-queue-scroller');
  });

  it('puts only a window of a 5,000-upload queue in the page, each row placed in the whole list', () => {
    expect(VIRTUALIZE_FROM).toBeLessThan(5_000);
    const started = performance.now();
    const html = rowsShown(5_000);
    // Generous: rendering 5,000 rows with their descriptions takes far longer than a window of them.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(html).toContain('upload-queue-scroller');
    expect(rowCount(html)).toBeGreaterThan(0);
    expect(rowCount(html)).toBeLessThan(50);
    expect(html).toContain('aria-setsize="5000"');
  });
});

describe('the queue of one channel (several channels signed in)', () => {
  const of = (i: number, channelId?: string): UploadView => ({ ...view(i), ...(channelId ? { channelId } : {}) });
  const uploads = [of(1, 'UCa'), of(2, 'UCb'), of(3), of(4, 'UCa')];
  const ids = (shown: readonly UploadView[]) => shown.map((upload) => upload.id);

  it("shows the chosen channel's uploads, following the choice, and those that have no channel", () => {
    expect(ids(uploadsOfChannel(uploads, { kind: 'chosen' }, 'UCa'))).toEqual(['upload1', 'upload3', 'upload4']);
    expect(ids(uploadsOfChannel(uploads, { kind: 'chosen' }, 'UCb'))).toEqual(['upload2', 'upload3']);
  });

  it('shows one named channel, or all of them', () => {
    expect(ids(uploadsOfChannel(uploads, { kind: 'one', id: 'UCb' }, 'UCa'))).toEqual(['upload2', 'upload3']);
    expect(uploadsOfChannel(uploads, { kind: 'all' }, 'UCa')).toBe(uploads);
  });
});

describe('QueueRows among a whole queue', () => {
  it('counts turns and move targets in the whole queue, whose indices uploads.move takes', () => {
    const queue = Array.from({ length: 6 }, (_, i) => view(i));
    // The even ones are queued; the list shows two of them, with the rest folded or filtered away.
    const html = renderToStaticMarkup(inLanguage(<QueueRows uploads={[queue[2]!, queue[4]!]} queue={queue} />));
    expect(html).toContain('aria-label="Number 2 to start"');
    expect(html).toContain('aria-label="Number 3 to start"');
    expect(html).not.toContain('aria-label="Number 1 to start"');
  });
});
