// One section of the channel's home page: its place, kind, title and what it shows (playlist titles, channel
// names), with a drag handle (pointer, dnd-kit's keyboard sensor, or Alt+Up / Alt+Down), Edit and Remove.
import { useIntl } from 'react-intl';
import { CREATABLE_SECTION_TYPES, type SectionView } from '../../../../shared/ipc/channel-sections';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { DragHandle } from '../../../components/DragHandle';
import { useSortableRow } from '../../../components/use-sortable-row';
import { sectionTitle } from './section-order';
import { sectionNameIn, typeLabelIn } from './section-words';
import { CHANNEL } from '../channel-messages';
import { useSections } from './sections-store';

function SectionContentList({ section }: { readonly section: SectionView }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  if (section.playlists.length > 0) {
    return (
      <ul className="sec-content" aria-label={say(CHANNEL.playlistsIn, { name: sectionNameIn(section, intl) })}>
        {section.playlists.map((playlist) => (
          <li key={playlist.id} className={playlist.available ? undefined : 'muted'}>
            {playlist.thumbnailUrl && <img src={playlist.thumbnailUrl} alt="" width={48} height={27} />}
            <span dir="auto">{playlist.title}</span>
            {playlist.itemCount !== undefined && (
              <>
                <span className="muted sec-dot" aria-hidden="true" />
                <span className="muted">{say(CHANNEL.videoCount, { count: playlist.itemCount })}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (section.channels.length > 0) {
    return (
      <ul className="sec-content" aria-label={say(CHANNEL.channelsIn, { name: sectionNameIn(section, intl) })}>
        {section.channels.map((channel) => (
          <li key={channel.id} className={channel.available ? undefined : 'muted'}>
            {channel.thumbnailUrl && (
              <img className="sec-avatar" src={channel.thumbnailUrl} alt="" width={24} height={24} />
            )}
            <span dir="auto">{channel.title}</span>
          </li>
        ))}
      </ul>
    );
  }
  return <p className="muted sec-content">{say(CHANNEL.filledByPlatform)}</p>;
}

export function SectionRow({
  section,
  index,
  count,
  disabled,
  onEdit,
}: {
  readonly section: SectionView;
  readonly index: number;
  readonly count: number;
  readonly disabled: boolean;
  readonly onEdit: (() => void) | undefined;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const typeLabel = typeLabelIn(intl);
  const move = useSections((s) => s.move);
  const remove = useSections((s) => s.remove);
  const moving = useSections((s) => s.moving === section.id);
  const { setNodeRef, style, rowClassName, handleProps } = useSortableRow({
    id: section.id,
    index,
    count,
    disabled,
    moving,
    onMove: (id, to) => void move(id, to),
    onBusy: () => useSections.setState({ announcement: say(CHANNEL.moveWhileSaving) }),
  });
  const name = sectionNameIn(section, intl);
  const title = sectionTitle(section, typeLabel);
  // A title of the creator's (or a playlist's) is platform data; a kind's name is a message.
  const titled = title !== typeLabel(section.type);
  const editable = (CREATABLE_SECTION_TYPES as readonly string[]).includes(section.type);

  return (
    <li
      ref={setNodeRef}
      className={`tile sec-row ${rowClassName}`}
      style={style}
      data-testid="channel-section"
      data-section-id={section.id}
    >
      <DragHandle handleProps={handleProps} label={say(CHANNEL.moveHandle, { name, position: index + 1, count })} />
      <span className="sortable-position muted" aria-hidden="true">
        {index + 1}
      </span>
      <div className="sec-body">
        <div className="sec-head">
          <strong className="sec-title" dir={titled ? 'auto' : undefined}>
            {title}
          </strong>
          {titled && <span className="badge badge-neutral">{typeLabel(section.type)}</span>}
          {!editable && <span className="badge badge-muted">{say(CHANNEL.noLongerOffered)}</span>}
          {moving && <span className="muted">{say(CHANNEL.savingOrder)}</span>}
        </div>
        <SectionContentList section={section} />
      </div>
      <div className="sec-actions">
        {editable && onEdit && (
          <button
            type="button"
            className="small"
            aria-label={say(CHANNEL.editSection, { name })}
            disabled={disabled}
            onClick={onEdit}
          >
            {say(CHANNEL.edit)}
          </button>
        )}
        <ConfirmButton
          label={say(CHANNEL.remove)}
          ariaLabel={say(CHANNEL.removeSection, { name })}
          question={say(CHANNEL.removeQuestion)}
          confirmLabel={say(CHANNEL.yesRemove)}
          keepLabel={say(CHANNEL.keep)}
          groupLabel={say(CHANNEL.removeGroup, { name })}
          disabled={disabled}
          onConfirm={() => void remove(section.id)}
        />
      </div>
    </li>
  );
}
