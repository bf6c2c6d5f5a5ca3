// A playlist's videos in order. Reorder by dragging a video by its handle (dnd-kit: pointer and keyboard sensors,
// with announcements that name the video), or with Alt+Up / Alt+Down on the focused handle. The move shows at
// once; the store puts it back and says so when the platform refuses.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent } from 'react';
import type { PlaylistItemView } from '../../../shared/ipc/playlists';
import { usePlaylists } from '../../stores/playlists-store';
import { PRIVACY_LABELS } from './PlaylistForm';

const INSTRUCTIONS =
  'To move a video, press Space or Enter on its handle, move it with the arrow keys, then press Space or Enter ' +
  'again to drop it, or Escape to cancel. Alt with the up or down arrow moves it one place at once.';

function focusHandle(itemId: string): void {
  // The row moved in the page: keep the keyboard on the handle of the video that moved.
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`[data-handle-for="${window.CSS.escape(itemId)}"]`)?.focus();
  });
}

function ItemRow({
  item,
  index,
  count,
  disabled,
}: {
  readonly item: PlaylistItemView;
  readonly index: number;
  readonly count: number;
  readonly disabled: boolean;
}) {
  const move = usePlaylists((s) => s.move);
  const removeItem = usePlaylists((s) => s.removeItem);
  const moving = usePlaylists((s) => s.moving === item.id);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = index + (event.key === 'ArrowUp' ? -1 : 1);
    if (to < 0 || to >= count || disabled) return;
    void move(item.id, to);
    focusHandle(item.id);
  };

  return (
    <li
      ref={setNodeRef}
      className={`tile pl-item ${isDragging ? 'pl-dragging' : ''} ${moving ? 'pl-moving' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="playlist-item"
      data-video-id={item.videoId}
    >
      <button
        type="button"
        className="pl-handle"
        data-handle-for={item.id}
        aria-label={`Move “${item.title}”, position ${index + 1} of ${count}`}
        {...attributes}
        // Not disabled while a move is saved: a disabled button would drop the keyboard's focus.
        aria-disabled={disabled}
        {...listeners}
        onKeyDown={(event) => {
          onKeyDown(event);
          if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
        }}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="pl-position muted" aria-hidden="true">
        {index + 1}
      </span>
      {item.thumbnailUrl ? (
        <img className="pl-thumb" src={item.thumbnailUrl} alt="" width={96} height={54} />
      ) : (
        <span className="pl-thumb pl-thumb-empty" aria-hidden="true" />
      )}
      <span className="pl-item-title">
        <span className={item.unavailable ? 'muted' : undefined}>{item.title}</span>
        {item.privacy && item.privacy !== 'public' && !item.unavailable && (
          <span className="badge badge-muted">{PRIVACY_LABELS[item.privacy]}</span>
        )}
        {moving && <span className="muted"> Saving the new order…</span>}
      </span>
      <button
        type="button"
        className="small"
        aria-label={`Remove “${item.title}” from the playlist`}
        disabled={disabled}
        onClick={() => void removeItem(item.id)}
      >
        Remove
      </button>
    </li>
  );
}

export function PlaylistItems({ items }: { readonly items: readonly PlaylistItemView[] }) {
  const move = usePlaylists((s) => s.move);
  const busy = usePlaylists((s) => s.busy);
  const moving = usePlaylists((s) => s.moving);
  const disabled = busy !== undefined || moving !== undefined;
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => `“${items.find((item) => item.id === id)?.title ?? 'The video'}”`;
  const placeOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? undefined : items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)} at position ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over position ${placeOf(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at position ${placeOf(over.id)}.` : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled; it stays where it was.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = items.findIndex((item) => item.id === over.id);
    if (to >= 0) void move(String(active.id), to);
  };

  if (items.length === 0) {
    return <p className="muted">This playlist is empty. Add videos from your channel with “Add videos…”.</p>;
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className="pl-items" aria-label="Videos in this playlist, in order">
          {items.map((item, index) => (
            <ItemRow key={item.id} item={item} index={index} count={items.length} disabled={disabled} />
          ))}
        </ol>
      </SortableContext>
      <p className="muted pl-hint">{INSTRUCTIONS}</p>
    </DndContext>
  );
}
