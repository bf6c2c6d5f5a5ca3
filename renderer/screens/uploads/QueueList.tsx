// The queue in the order uploads start, with the actions that apply to all of it; what finished before the screen
// opened is folded below it (queue-groups.ts). It re-renders when the queue changes (a state, an order, an upload
// added), never for progress: rows take that themselves.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { FailureLine } from '../../components/FailureLine';
import { useAccount } from '../../stores/account-store';
import { useChannels } from '../../stores/channels-store';
import { useUploads, type BulkAction } from '../../stores/uploads-store';
import { matchingUploads } from './queue-find';
import { groupQueue, queueSummary } from './queue-groups';
import { useQueueView, type ChannelFilter } from './queue-view-store';
import { placeQueue, queueTotals, type PlacedUpload } from './upload-actions';
import { UploadRow } from './UploadRow';
import { useNow } from '../../components/use-now';
import { UPLOADS } from './uploads-messages';

export type { ChannelFilter } from './queue-view-store';

/** The uploads the screen shows: the filter's channel's when several are signed in, else all of them. */
function useShownUploads(): readonly UploadView[] {
  const uploads = useUploads((s) => s.uploads);
  const chosen = useAccount((s) => s.account?.channel.id);
  const severalChannels = useChannels((s) => s.channels.length > 1);
  const filter = useQueueView((s) => s.filter);
  // One channel signed in: every upload is its own, whatever the filter said.
  return useMemo(
    () => (severalChannels ? uploadsOfChannel(uploads, filter, chosen) : uploads),
    [uploads, filter, chosen, severalChannels],
  );
}

/** "3 uploads: 1 uploading, 2 done": of the uploads shown, folded ones included. */
export function QueueSummary() {
  const intl = useIntl();
  const shown = useShownUploads();
  const text = useMemo(() => queueSummary(shown, intl), [shown, intl]);
  return text ? (
    <p className="muted" data-testid="upload-summary">
      {text}
    </p>
  ) : null;
}

const BULK_NAMES: Readonly<Record<BulkAction, MessageDescriptor>> = {
  pauseAll: UPLOADS.pauseAll,
  resumeAll: UPLOADS.resumeAll,
  clearFinished: UPLOADS.clearFinished,
};

function QueueToolbar({
  uploads,
  channelId,
}: {
  readonly uploads: readonly UploadView[];
  /** The channel shown, when one is: Clear finished clears only what is shown. */
  readonly channelId: string | undefined;
}) {
  const say = useIntl().formatMessage;
  const bulk = useUploads((s) => s.bulk);
  const bulkAction = useUploads((s) => s.bulkAction);
  const bulkFailure = useUploads((s) => s.bulkFailure);
  const totals = useMemo(() => queueTotals(uploads), [uploads]);
  return (
    <>
      <div className="row up-toolbar" role="toolbar" aria-label={say(UPLOADS.wholeQueue)}>
        <button
          type="button"
          className="small"
          disabled={bulk !== undefined || totals.pausable === 0}
          onClick={() => void bulkAction('pauseAll')}
        >
          {say(UPLOADS.pauseAll)}
        </button>
        <button
          type="button"
          className="small"
          disabled={bulk !== undefined || totals.paused === 0}
          onClick={() => void bulkAction('resumeAll')}
        >
          {say(UPLOADS.resumeAll)}
        </button>
        <button
          type="button"
          className="small"
          disabled={bulk !== undefined || totals.clearable === 0}
          title={say(UPLOADS.clearFinishedTitle)}
          onClick={() => void bulkAction('clearFinished', channelId)}
        >
          {say(UPLOADS.clearFinished)}
        </button>
      </div>
      {bulkFailure && (
        <FailureLine
          failure={{
            ...bulkFailure.failure,
            message: say(UPLOADS.bulkFailed, {
              action: say(BULK_NAMES[bulkFailure.action]),
              reason: bulkFailure.failure.message,
            }),
          }}
          onRetry={() => void bulkAction(bulkFailure.action, channelId)}
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
  const say = useIntl().formatMessage;
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
        aria-label={say(UPLOADS.inOrder)}
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

/** Each of `uploads` with its turn and move targets in `queue` (the whole queue when absent). */
function placeAmong(
  uploads: readonly UploadView[],
  queue: readonly UploadView[] | undefined,
): PlacedUpload<UploadView>[] {
  if (!queue || queue === uploads) return placeQueue(uploads);
  const inQueue = new Map(placeQueue(queue).map((entry) => [entry.view.id, entry]));
  return uploads.map((view) => {
    const entry = inQueue.get(view.id);
    return entry ? { ...entry, view } : { view, queuePosition: undefined, moveUpTo: undefined, moveDownTo: undefined };
  });
}

/** The rows of the queue: all of them, or the window in view of a long queue. */
export function QueueRows({
  uploads,
  queue,
  label,
}: {
  readonly uploads: readonly UploadView[];
  /**
   * The whole queue `uploads` is part of (a channel's, a group's): turns and move targets are counted in it, since
   * `uploads.move` takes an index of the whole queue. Absent: `uploads` is the whole queue.
   */
  readonly queue?: readonly UploadView[];
  readonly label?: string;
}) {
  const say = useIntl().formatMessage;
  const placed = useMemo(() => placeAmong(uploads, queue), [uploads, queue]);
  if (placed.length === 0) {
    return (
      <p className="muted" data-testid="upload-queue-empty">
        {say(UPLOADS.empty)}
      </p>
    );
  }
  if (placed.length >= VIRTUALIZE_FROM) return <VirtualQueue placed={placed} />;
  return (
    <ol className="up-list" aria-label={label ?? say(UPLOADS.inOrder)}>
      {placed.map((entry) => (
        <UploadRow key={entry.view.id} {...entry} />
      ))}
    </ol>
  );
}

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
  const say = useIntl().formatMessage;
  const id = useId();
  const channels = useChannels((s) => s.channels);
  const value = filter.kind === 'chosen' ? 'chosen' : filter.kind === 'all' ? 'all' : filter.id;
  return (
    <div className="up-channel-filter">
      <label htmlFor={id}>{say(UPLOADS.show)}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === 'chosen' || next === 'all' ? { kind: next } : { kind: 'one', id: next });
        }}
      >
        <option value="chosen">{say(UPLOADS.thisChannel)}</option>
        {channels
          .filter((channel) => !channel.chosen)
          .map((channel) => (
            <option key={channel.channel.id} value={channel.channel.id} dir="auto">
              {channel.channel.title}
            </option>
          ))}
        <option value="all">{say(UPLOADS.allChannels)}</option>
      </select>
    </div>
  );
}

/** A fold of finished uploads, closed until opened, its count in its name. */
function FinishedFold({
  title,
  uploads,
  testId,
}: {
  readonly title: string;
  readonly uploads: readonly UploadView[];
  readonly testId: string;
}) {
  const say = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  if (uploads.length === 0) return null;
  return (
    <details className="up-fold" data-testid={testId} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {title} <span className="muted">{say(UPLOADS.foldCount, { count: uploads.length })}</span>
      </summary>
      {/* Rows only once opened: a long history costs nothing while folded. */}
      {open && <QueueRows uploads={uploads} label={say(UPLOADS.foldList, { title })} />}
    </details>
  );
}

export function QueueList() {
  const say = useIntl().formatMessage;
  const shown = useShownUploads();
  const allUploads = useUploads((s) => s.uploads);
  const severalChannels = useChannels((s) => s.channels.length > 1);
  const filter = useQueueView((s) => s.filter);
  const setFilter = useQueueView((s) => s.setFilter);
  const chosen = useAccount((s) => s.account?.channel.id);
  const shownChannel =
    !severalChannels || filter.kind === 'all' ? undefined : filter.kind === 'one' ? filter.id : chosen;
  // What finished before the screen opened folds; what finishes while it is open stays where the creator saw it.
  const [openedAt] = useState(() => Date.now());
  // Read each minute, so "Done today" gives way to History once the day ends.
  const now = useNow(60_000);
  const [find, setFind] = useState('');
  // Typing stays quick in a queue of thousands: the list follows a moment later.
  const wanted = useDeferredValue(find);
  const found = useMemo(() => matchingUploads(shown, wanted), [shown, wanted]);
  const groups = useMemo(() => groupQueue(found, { now, openedAt }), [found, now, openedAt]);
  const folded = groups.doneToday.length + groups.history.length;
  const findId = useId();
  return (
    <section className="up-queue" aria-labelledby="up-queue-title">
      <div className="row up-queue-head">
        <h2 id="up-queue-title">{say(UPLOADS.queueTitle)}</h2>
        {severalChannels && <ChannelFilterField filter={filter} onChange={setFilter} />}
        <div className="up-find">
          <label htmlFor={findId}>{say(UPLOADS.find)}</label>
          <input
            id={findId}
            type="search"
            placeholder={say(UPLOADS.findPlaceholder)}
            value={find}
            onChange={(event) => setFind(event.target.value)}
          />
        </div>
        <QueueToolbar uploads={shown} channelId={shownChannel} />
      </div>
      {wanted.trim() !== '' && found.length === 0 ? (
        <p className="muted" data-testid="upload-queue-no-match">
          {say(UPLOADS.noMatch, {
            wanted: (
              <span dir="auto" key="wanted">
                {wanted.trim()}
              </span>
            ),
          })}
        </p>
      ) : groups.working.length > 0 || folded === 0 ? (
        <QueueRows uploads={groups.working} queue={allUploads} />
      ) : (
        <p className="muted" data-testid="upload-queue-idle">
          {say(UPLOADS.idle)}
        </p>
      )}
      <FinishedFold title={say(UPLOADS.doneToday)} uploads={groups.doneToday} testId="uploads-done-today" />
      <FinishedFold title={say(UPLOADS.history)} uploads={groups.history} testId="uploads-history" />
    </section>
  );
}
