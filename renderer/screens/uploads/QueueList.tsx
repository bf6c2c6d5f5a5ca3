// The queue in the order uploads start, with the actions that apply to all of it. It re-renders when the queue
// changes (a state, an order, an upload added), never for progress: rows take that themselves.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState } from 'react';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { FailureLine } from '../../components/FailureLine';
import { useAccount } from '../../stores/account-store';
import { useChannels } from '../../stores/channels-store';
import { useUploads, type BulkAction } from '../../stores/uploads-store';
import { placeQueue, queueTotals, type PlacedUpload } from './upload-actions';
import { UploadRow } from './UploadRow';

const BULK_NAMES: Readonly<Record<BulkAction, string>> = {
  pauseAll: 'Pause all',
  resumeAll: 'Resume all',
  clearFinished: 'Clear finished',
};

function QueueToolbar() {
  const uploads = useUploads((s) => s.uploads);
  const bulk = useUploads((s) => s.bulk);
  const bulkAction = useUploads((s) => s.bulkAction);
  const bulkFailure = useUploads((s) => s.bulkFailure);
  const totals = useMemo(() => queueTotals(uploads), [uploads]);
  return (
    <>
      <div className="row up-toolbar" role="toolbar" aria-label="The whole queue">
        <button
          type="button"
          className="small"
          disabled={bulk !== undefined || totals.pausable === 0}
          onClick={() => void bulkAction('pauseAll')}
        >
          Pause all
        </button>
        <button
          type="button"
          className="small"
          disabled={bulk !== undefined || totals.paused === 0}
          onClick={() => void bulkAction('resumeAll')}
        >
          Resume all
        </button>
        <button
          type="button"
          className="small"
          disabled={bulk !== undefined || totals.clearable === 0}
          title="Removes done and cancelled uploads from the list; failed ones stay until you retry or remove them."
          onClick={() => void bulkAction('clearFinished')}
        >
          Clear finished
        </button>
      </div>
      {bulkFailure && (
        <FailureLine
          failure={{
            ...bulkFailure.failure,
            message: `${BULK_NAMES[bulkFailure.action]} failed: ${bulkFailure.failure.message}`,
          }}
          onRetry={() => void bulkAction(bulkFailure.action)}
          disabled={bulk !== undefined}
          testId="bulk-failure"
        />
      )}
    </>
  );
}

/**
 * Past this many uploads only the rows in view are in the page (@tanstack/react-virtual, each row measured: rows
 * differ with their steps and errors), so a queue of 5,000 scrolls like one of 50. A shorter queue is shown whole,
 * which keeps every row findable in the page.
 */
export const VIRTUALIZE_FROM = 100;
const ROW_GAP_PX = 8;

function VirtualQueue({ placed }: { placed: readonly PlacedUpload<UploadView>[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The app does not run the React Compiler, so nothing memoizes around the virtualizer's changing functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: placed.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 120,
    gap: ROW_GAP_PX,
    overscan: 6,
    // Rows for a screenful before the scroller is measured, so the first paint is not an empty list.
    initialRect: { width: 0, height: 800 },
    getItemKey: (index) => placed[index]?.view.id ?? index,
  });
  return (
    <div ref={scroller} className="up-scroller" data-testid="upload-queue-scroller">
      <ol
        className="up-list up-list-virtual"
        aria-label="Uploads, in the order they start"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const entry = placed[item.index]!;
          return (
            <UploadRow
              key={entry.view.id}
              {...entry}
              placement={{
                index: item.index,
                count: placed.length,
                top: item.start,
                measure: virtualizer.measureElement,
              }}
            />
          );
        })}
      </ol>
    </div>
  );
}

/** The rows of the queue: all of them, or the window in view of a long queue. */
export function QueueRows({ uploads }: { uploads: readonly UploadView[] }) {
  const placed = useMemo(() => placeQueue(uploads), [uploads]);
  if (placed.length === 0) {
    return (
      <p className="muted" data-testid="upload-queue-empty">
        No uploads yet. Drop videos above, or choose them, to start.
      </p>
    );
  }
  if (placed.length >= VIRTUALIZE_FROM) return <VirtualQueue placed={placed} />;
  return (
    <ol className="up-list" aria-label="Uploads, in the order they start">
      {placed.map((entry) => (
        <UploadRow key={entry.view.id} {...entry} />
      ))}
    </ol>
  );
}

/** Which channel's uploads the queue shows: the chosen one (it follows a switch), another one, or all of them. */
type ChannelFilter =
  { readonly kind: 'chosen' } | { readonly kind: 'all' } | { readonly kind: 'one'; readonly id: string };

/** An upload without a channel (queued before any sign-in) shows under every filter. */
export function uploadsOfChannel(
  uploads: readonly UploadView[],
  filter: ChannelFilter,
  chosen: string | undefined,
): readonly UploadView[] {
  if (filter.kind === 'all') return uploads;
  const wanted = filter.kind === 'one' ? filter.id : chosen;
  return uploads.filter((upload) => upload.channelId === undefined || upload.channelId === wanted);
}

function ChannelFilterField({
  filter,
  onChange,
}: {
  readonly filter: ChannelFilter;
  readonly onChange: (filter: ChannelFilter) => void;
}) {
  const id = useId();
  const channels = useChannels((s) => s.channels);
  const value = filter.kind === 'chosen' ? 'chosen' : filter.kind === 'all' ? 'all' : filter.id;
  return (
    <div className="up-channel-filter">
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === 'chosen' || next === 'all' ? { kind: next } : { kind: 'one', id: next });
        }}
      >
        <option value="chosen">This channel</option>
        {channels
          .filter((channel) => !channel.chosen)
          .map((channel) => (
            <option key={channel.channel.id} value={channel.channel.id}>
              {channel.channel.title}
            </option>
          ))}
        <option value="all">All channels</option>
      </select>
    </div>
  );
}

export function QueueList() {
  const uploads = useUploads((s) => s.uploads);
  const chosen = useAccount((s) => s.account?.channel.id);
  const severalChannels = useChannels((s) => s.channels.length > 1);
  const [filter, setFilter] = useState<ChannelFilter>({ kind: 'chosen' });
  // One channel signed in: every upload is its own, whatever the filter said.
  const shown = useMemo(
    () => (severalChannels ? uploadsOfChannel(uploads, filter, chosen) : uploads),
    [uploads, filter, chosen, severalChannels],
  );
  return (
    <section className="up-queue" aria-labelledby="up-queue-title">
      <div className="row up-queue-head">
        <h2 id="up-queue-title">Queue</h2>
        {severalChannels && <ChannelFilterField filter={filter} onChange={setFilter} />}
        <QueueToolbar />
      </div>
      <QueueRows uploads={shown} />
    </section>
  );
}
