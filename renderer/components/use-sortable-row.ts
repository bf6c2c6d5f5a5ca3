// One row of a SortableList: dnd-kit's sortable state for it, plus Alt+Up / Alt+Down on its handle, which moves it one
// place at once and keeps the keyboard on the handle of the row that moved.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, KeyboardEvent } from 'react';

interface SortableRowOptions {
  readonly id: string;
  readonly index: number;
  readonly count: number;
  /** While another change is saved: no drag, no Alt+arrow. */
  readonly disabled: boolean;
  /** This row's move is being saved. */
  readonly moving: boolean;
  readonly onMove: (id: string, to: number) => void;
  /** An Alt+arrow pressed while another change is saved: the screen says so rather than drop the key silently. */
  readonly onBusy?: () => void;
}

/** What the live region says when a move is asked for while the last change is still being saved. */
export const MOVE_WHILE_SAVING = 'The last change is still being saved: move again in a moment.';

/**
 * What an Alt+Up / Alt+Down on the handle of row `index` of `count` asks for: a move to a place, to wait (another
 * change is being saved), nothing (the row is at that end already), or undefined for any other key.
 */
export function altArrowMove(
  key: { readonly altKey: boolean; readonly key: string },
  index: number,
  count: number,
  disabled: boolean,
): { readonly to: number } | 'busy' | 'none' | undefined {
  if (!key.altKey || (key.key !== 'ArrowUp' && key.key !== 'ArrowDown')) return undefined;
  const to = index + (key.key === 'ArrowUp' ? -1 : 1);
  if (to < 0 || to >= count) return 'none';
  return disabled ? 'busy' : { to };
}

export type SortableRow = ReturnType<typeof useSortableRow>;

function focusDragHandle(id: string): void {
  // The row moved in the page: keep the keyboard on the handle of the row that moved.
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`[data-handle-for="${window.CSS.escape(id)}"]`)?.focus();
  });
}

export function useSortableRow({ id, index, count, disabled, moving, onMove, onBusy }: SortableRowOptions) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const asked = altArrowMove(event, index, count, disabled);
    if (asked !== undefined) {
      event.preventDefault();
      if (asked === 'busy') onBusy?.();
      else if (asked !== 'none') {
        onMove(id, asked.to);
        focusDragHandle(id);
      }
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
