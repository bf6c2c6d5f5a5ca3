// A list in an order the user sets: rows dragged by their handle (dnd-kit: pointer and keyboard sensors, with
// announcements that name the row and its place) or moved with Alt+Up / Alt+Down (use-sortable-row.ts). The list
// only reports the move; the screen's store shows it at once and puts it back if the platform refuses.
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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

export function moveInstructions(noun: string): string {
  return (
    `To move a ${noun}, press Space or Enter on its handle, move it with the arrow keys, then press Space or Enter ` +
    'again to drop it, or Escape to cancel. Alt with the up or down arrow moves it one place at once.'
  );
}

/** What the list says to a screen reader as a row moves; a screen that speaks the catalogue gives its own. */
export interface SortableWords {
  readonly instructions: string;
  /** A row without a name (gone from the list meanwhile). */
  readonly unnamed: string;
  pickedUp(name: string, position: number): string;
  over(name: string, position: number, count: number): string;
  droppedAt(name: string, position: number): string;
  dropped(name: string): string;
  cancelled(name: string): string;
}

/** The English words, naming the rows by `noun` ("video", "section"). */
export function englishSortableWords(noun: string): SortableWords {
  return {
    instructions: moveInstructions(noun),
    unnamed: `The ${noun}`,
    pickedUp: (name, position) => `Picked up ${name} at position ${position}.`,
    over: (name, position, count) => `${name} is over position ${position} of ${count}.`,
    droppedAt: (name, position) => `${name} dropped at position ${position}.`,
    dropped: (name) => `${name} dropped.`,
    cancelled: (name) => `Moving ${name} was cancelled; it stays where it was.`,
  };
}

interface SortableListProps<T> {
  readonly items: readonly T[];
  readonly idOf: (item: T) => string;
  /** How announcements name a row, e.g. “My video”. */
  readonly nameOf: (item: T) => string;
  /** "video", "section": said in the instructions. */
  readonly noun: string;
  /** The list's accessible name. */
  readonly label: string;
  /** Its words in the language in force; English (with `noun`) when absent. */
  readonly words?: SortableWords;
  /** The screen's own class for the list, beside sortable-list. */
  readonly className: string;
  readonly onMove: (id: string, to: number) => void;
  /** A row: an <li> using useSortableRow, or anything else in its place (e.g. an editor). */
  readonly children: (item: T, index: number) => ReactNode;
}

export function SortableList<T>({
  items,
  idOf,
  nameOf,
  noun,
  label,
  words = englishSortableWords(noun),
  className,
  onMove,
  children,
}: SortableListProps<T>) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const instructions = words.instructions;
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => idOf(item) === id);
  const nameAt = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item === undefined ? words.unnamed : nameOf(item);
  };
  const placeOf = (id: UniqueIdentifier) => indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => words.pickedUp(nameAt(active.id), placeOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? words.over(nameAt(active.id), placeOf(over.id), items.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? words.droppedAt(nameAt(active.id), placeOf(over.id)) : words.dropped(nameAt(active.id)),
    onDragCancel: ({ active }) => words.cancelled(nameAt(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = indexOf(over.id);
    if (to >= 0) onMove(String(active.id), to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ol className={`sortable-list ${className}`} aria-label={label}>
          {items.map((item, index) => children(item, index))}
        </ol>
      </SortableContext>
      <p className="muted sortable-hint">{instructions}</p>
    </DndContext>
  );
}
