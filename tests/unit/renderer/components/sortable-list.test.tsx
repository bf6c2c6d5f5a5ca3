// The one reorderable list (playlist videos, channel sections): its rows in order under the list's name, each handle
// named, tied to its row for the keyboard and announced as sortable, and the instructions shown.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DragHandle } from '../../../../renderer/components/DragHandle';
import { moveInstructions, SortableList } from '../../../../renderer/components/SortableList';
import { altArrowMove, useSortableRow } from '../../../../renderer/components/use-sortable-row';

interface Item {
  readonly id: string;
  readonly title: string;
}

function Row({ item, index, count, moving }: { item: Item; index: number; count: number; moving: boolean }) {
  const { setNodeRef, style, rowClassName, handleProps } = useSortableRow({
    id: item.id,
    index,
    count,
    disabled: false,
    moving,
    onMove: () => undefined,
  });
  return (
    <li ref={setNodeRef} className={`tile ${rowClassName}`} style={style}>
      <DragHandle handleProps={handleProps} label={`Move ${item.title}, position ${index + 1} of ${count}`} />
      {item.title}
    </li>
  );
}

const items: Item[] = [
  { id: 'a', title: 'First' },
  { id: 'b', title: 'Second' },
];

function render(movingId?: string) {
  return renderToStaticMarkup(
    <SortableList
      items={items}
      idOf={(item) => item.id}
      nameOf={(item) => item.title}
      noun="video"
      label="Videos in order"
      className="pl-items"
      onMove={() => undefined}
    >
      {(item, index) => (
        <Row key={item.id} item={item} index={index} count={items.length} moving={item.id === movingId} />
      )}
    </SortableList>,
  );
}

describe('SortableList', () => {
  it('lists the rows in order under its name, with the instructions for the keyboard', () => {
    const html = render();
    expect(html).toContain('<ol class="sortable-list pl-items" aria-label="Videos in order">');
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Second'));
    expect(html).toContain(moveInstructions('video'));
    expect(moveInstructions('section')).toMatch(/^To move a section, press Space or Enter on its handle/);
  });

  it('gives each row a named handle that the keyboard finds again after a move', () => {
    const html = render();
    expect(html).toContain('aria-label="Move First, position 1 of 2"');
    expect(html).toContain('aria-label="Move Second, position 2 of 2"');
    expect(html).toContain('data-handle-for="a"');
    expect(html).toContain('aria-roledescription="sortable"');
    expect(html).toContain('aria-disabled="false"');
  });

  it('marks the row whose move is being saved', () => {
    const html = render('b');
    expect(html.match(/sortable-moving/g)).toHaveLength(1);
    expect(html).toMatch(/class="tile sortable-row sortable-moving"[^>]*>.*Second/);
  });
});

describe('Alt+Up / Alt+Down on a handle', () => {
  const key = (name: string, altKey = true) => ({ key: name, altKey });

  it('moves the row one place, or not past either end', () => {
    expect(altArrowMove(key('ArrowDown'), 0, 3, false)).toEqual({ to: 1 });
    expect(altArrowMove(key('ArrowUp'), 2, 3, false)).toEqual({ to: 1 });
    expect(altArrowMove(key('ArrowUp'), 0, 3, false)).toBe('none');
    expect(altArrowMove(key('ArrowDown'), 2, 3, false)).toBe('none');
  });

  it('asks to wait, rather than doing nothing, while another change is saved', () => {
    expect(altArrowMove(key('ArrowDown'), 0, 3, true)).toBe('busy');
    // At the end already: nothing to wait for.
    expect(altArrowMove(key('ArrowUp'), 0, 3, true)).toBe('none');
  });

  it('leaves other keys to dnd-kit', () => {
    expect(altArrowMove(key('ArrowDown', false), 0, 3, false)).toBeUndefined();
    expect(altArrowMove(key(' '), 0, 3, false)).toBeUndefined();
  });
});
