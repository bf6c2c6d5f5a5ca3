// The handle a SortableList row is moved by: a button the pointer drags and the keyboard picks up (Space or Enter,
// then arrows) or moves one place (Alt+Up / Alt+Down).
import type { SortableRow } from './use-sortable-row';

/** The handle's grip, drawn with a Braille pattern: a picture, hidden from screen readers. */
const GRIP = '⠿';

export function DragHandle({
  handleProps,
  label,
}: {
  readonly handleProps: SortableRow['handleProps'];
  readonly label: string;
}) {
  return (
    <button type="button" className="drag-handle" aria-label={label} {...handleProps}>
      <span aria-hidden="true">{GRIP}</span>
    </button>
  );
}
