// The handle a SortableList row is moved by: a button the pointer drags and the keyboard picks up (Space or Enter,
// then arrows) or moves one place (Alt+Up / Alt+Down).
import type { SortableRow } from './use-sortable-row';

export function DragHandle({
  handleProps,
  label,
}: {
  readonly handleProps: SortableRow['handleProps'];
  readonly label: string;
}) {
  return (
    <button type="button" className="drag-handle" aria-label={label} {...handleProps}>
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
