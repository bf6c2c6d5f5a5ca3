// One section of the channel's home page: its place, kind, title and what it shows (playlist titles, channel
// names), with a drag handle (pointer, dnd-kit's keyboard sensor, or Alt+Up / Alt+Down), Edit and Remove.
import { CREATABLE_SECTION_TYPES, sectionTypeLabel, type SectionView } from '../../../../shared/ipc/channel-sections';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { DragHandle } from '../../../components/DragHandle';
import { MOVE_WHILE_SAVING, useSortableRow } from '../../../components/use-sortable-row';
import { sectionName, sectionTitle } from './section-order';
import { useSections } from './sections-store';
import { countOf } from '../../../../shared/text/count-words';

function SectionContentList({ section }: { readonly section: SectionView }) {
  if (section.playlists.length > 0) {
    return (
      <ul className="sec-content" aria-label={`Playlists in ${sectionName(section, sectionTypeLabel)}`}>
        {section.playlists.map((playlist) => (
          <li key={playlist.id} className={playlist.available ? undefined : 'muted'}>
            {playlist.thumbnailUrl && <img src={playlist.thumbnailUrl} alt="" width={48} height={27} />}
            {playlist.title}
            {playlist.itemCount !== undefined && (
              <span className="muted"> · {countOf(playlist.itemCount, 'video')}</span>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (section.channels.length > 0) {
    return (
      <ul className="sec-content" aria-label={`Channels in ${sectionName(section, sectionTypeLabel)}`}>
        {section.channels.map((channel) => (
          <li key={channel.id} className={channel.available ? undefined : 'muted'}>
            {channel.thumbnailUrl && (
              <img className="sec-avatar" src={channel.thumbnailUrl} alt="" width={24} height={24} />
            )}
            {channel.title}
          </li>
        ))}
      </ul>
    );
  }
  return <p className="muted sec-content">Filled by the platform from your channel.</p>;
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
    onBusy: () => useSections.setState({ announcement: MOVE_WHILE_SAVING }),
  });
  const name = sectionName(section, sectionTypeLabel);
  const editable = (CREATABLE_SECTION_TYPES as readonly string[]).includes(section.type);

  return (
    <li
      ref={setNodeRef}
      className={`tile sec-row ${rowClassName}`}
      style={style}
      data-testid="channel-section"
      data-section-id={section.id}
    >
      <DragHandle handleProps={handleProps} label={`Move ${name}, position ${index + 1} of ${count}`} />
      <span className="sortable-position muted" aria-hidden="true">
        {index + 1}
      </span>
      <div className="sec-body">
        <div className="sec-head">
          <strong className="sec-title">{sectionTitle(section, sectionTypeLabel)}</strong>
          {sectionTitle(section, sectionTypeLabel) !== sectionTypeLabel(section.type) && (
            <span className="badge badge-neutral">{sectionTypeLabel(section.type)}</span>
          )}
          {!editable && <span className="badge badge-muted">No longer offered by the platform</span>}
          {moving && <span className="muted">Saving the new order…</span>}
        </div>
        <SectionContentList section={section} />
      </div>
      <div className="sec-actions">
        {editable && onEdit && (
          <button type="button" className="small" aria-label={`Edit ${name}`} disabled={disabled} onClick={onEdit}>
            Edit
          </button>
        )}
        <ConfirmButton
          label="Remove"
          ariaLabel={`Remove the section ${name}`}
          question="Remove this section from your channel page? Its videos and playlists stay."
          confirmLabel="Yes, remove"
          keepLabel="Keep"
          groupLabel={`Confirm removing ${name}`}
          disabled={disabled}
          onConfirm={() => void remove(section.id)}
        />
      </div>
    </li>
  );
}
