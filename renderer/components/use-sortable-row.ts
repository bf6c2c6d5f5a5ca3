// One row of a SortableList: dnd-kit's sortable state for it, plus Alt+Up / Alt+Down on its handle, which moves it one
// place at once and keeps the keyboard on the handle of the row that moved.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, KeyboardEvent } from 'react';

export interface SortableRowOptions {
  readonly id: string;
  readonly index: number;
  readonly count: number;
  /** While another change is saved: no drag, no Alt+arrow. */
  readonly disabled: boolean;
  /** This row's move is being saved. */
  readonly moving: boolean;
  readonly onMove: (id: string, to: number) => void;
}

export type SortableRow = ReturnType<typeof useSortableRow>;

export function focusDragHandle(id: string): void {
  // The row moved in the page: keep the keyboard on the handle of the row that moved.
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`[data-handle-for="${window.CSS.escape(id)}"]`)?.focus();
  });
}

export function useSortableRow({ id, index, count, disabled, moving, onMove }: SortableRowOptions) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const to = index + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= count || disabled) return;
      onMove(id, to);
      focusDragHandle(id);
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  return {
    setNodeRef,
    style,
    /** Classes for the row itself, beside the screen's own. */
    rowClassName: `sortable-row${isDragging ? ' sortable-dragging' : ''}${moving ? ' sortable-moving' : ''}`,
    handleProps: {
      'data-handle-for': id,
      ...attributes,
      // Not disabled while a move is saved: a disabled button would drop the keyboard's focus.
      'aria-disabled': disabled,
      ...listeners,
      onKeyDown,
    },
  };
}
