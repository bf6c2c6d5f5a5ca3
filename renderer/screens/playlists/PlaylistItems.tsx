// A playlist's videos in order. Reorder by dragging a video by its handle (dnd-kit: pointer and keyboard sensors,
// with announcements that name the video), or with Alt+Up / Alt+Down on the focused handle. The move shows at
// once; the store puts it back and says so when the platform refuses.
import { useIntl, type IntlShape } from 'react-intl';
import type { PlaylistItemView } from '../../../shared/ipc/playlists';
import { DragHandle } from '../../components/DragHandle';
import { SortableList, type SortableWords } from '../../components/SortableList';
import { useSortableRow } from '../../components/use-sortable-row';
import { usePlaylists } from './playlists-store';
import { PRIVACY_LABELS } from './PlaylistForm';
import { PLAYLISTS } from './playlists-messages';

function sortableWords(intl: IntlShape): SortableWords {
  const say = intl.formatMessage;
  return {
    instructions: say(PLAYLISTS.moveInstructions),
    unnamed: say(PLAYLISTS.moveUnnamed),
    pickedUp: (name, position) => say(PLAYLISTS.pickedUp, { name, position }),
    over: (name, position, count) => say(PLAYLISTS.over, { name, position, count }),
    droppedAt: (name, position) => say(PLAYLISTS.droppedAt, { name, position }),
    dropped: (name) => say(PLAYLISTS.dropped, { name }),
    cancelled: (name) => say(PLAYLISTS.cancelled, { name }),
  };
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
  const say = useIntl().formatMessage;
  const move = usePlaylists((s) => s.move);
  const removeItem = usePlaylists((s) => s.removeItem);
  const moving = usePlaylists((s) => s.moving === item.id);
  const { setNodeRef, style, rowClassName, handleProps } = useSortableRow({
    id: item.id,
    index,
    count,
    disabled,
    moving,
    onMove: (id, to) => void move(id, to),
    onBusy: () => usePlaylists.setState({ announcement: say(PLAYLISTS.moveWhileSaving) }),
  });

  return (
    <li
      ref={setNodeRef}
      className={`tile pl-item ${rowClassName}`}
      style={style}
      data-testid="playlist-item"
      data-video-id={item.videoId}
    >
      <DragHandle
        handleProps={handleProps}
        label={say(PLAYLISTS.moveHandle, { title: item.title, position: index + 1, count })}
      />
      <span className="sortable-position muted" aria-hidden="true">
        {index + 1}
      </span>
      {item.thumbnailUrl ? (
        <img className="pl-thumb" src={item.thumbnailUrl} alt="" width={96} height={54} />
      ) : (
        <span className="pl-thumb pl-thumb-empty" aria-hidden="true" />
      )}
      <span className="pl-item-title">
        <span className={item.unavailable ? 'muted' : undefined} dir="auto">
          {item.title}
        </span>
        {item.privacy && item.privacy !== 'public' && !item.unavailable && (
          <span className="badge badge-muted">{say(PRIVACY_LABELS[item.privacy])}</span>
        )}
        {moving && <span className="muted pl-saving">{say(PLAYLISTS.savingOrder)}</span>}
      </span>
      <button
        type="button"
        className="small"
        aria-label={say(PLAYLISTS.removeName, { title: item.title })}
        disabled={disabled}
        onClick={() => void removeItem(item.id)}
      >
        {say(PLAYLISTS.remove)}
      </button>
    </li>
  );
}

export function PlaylistItems({ items }: { readonly items: readonly PlaylistItemView[] }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const move = usePlaylists((s) => s.move);
  const busy = usePlaylists((s) => s.busy);
  const moving = usePlaylists((s) => s.moving);
  const disabled = busy !== undefined || moving !== undefined;

  if (items.length === 0) {
    return <p className="muted">{say(PLAYLISTS.empty)}</p>;
  }
  return (
    <SortableList
      items={items}
      idOf={(item) => item.id}
      nameOf={(item) => say(PLAYLISTS.quoted, { title: item.title })}
      noun="video"
      label={say(PLAYLISTS.inOrder)}
      words={sortableWords(intl)}
      className="pl-items"
      onMove={(id, to) => void move(id, to)}
    >
      {(item, index) => <ItemRow key={item.id} item={item} index={index} count={items.length} disabled={disabled} />}
    </SortableList>
  );
}
