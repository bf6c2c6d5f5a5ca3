// A bulk job's values file: written once, touched fields only, a title or description after the change kept as a
// splice of the one before when most of it stays; read back exactly, whatever the texts; a line whose splice does not
// fit its before is damage, costing that video alone.
import { expect, it } from 'vitest';
import { readValues, valuesLines, type StoredValues } from '../../../../electron/library/bulk-values';
import { bulkValuesOf, type BulkValues } from '../../../../shared/bulk/bulk-preview';
import type { BulkField } from '../../../../shared/bulk/bulk-operation';
import { libraryVideo } from '../../support/library-video';

const base = bulkValuesOf(libraryVideo('aaaaaaaaaa1', { tags: ['a'] }));
const LONG = 'Gear I use: https://gear.example.com/shop?tag=deskdemo-20 and more words. '.repeat(4);

function roundTrip(fields: readonly BulkField[], items: readonly StoredValues[]) {
  return readValues([...valuesLines(fields, items)].join(''), fields, items.length);
}

const pairs: readonly (readonly [string, string])[] = [
  [LONG, LONG.replace('deskdemo-20', 'deskdemo-21')],
  [LONG, LONG.replaceAll('deskdemo-20', 'x')],
  [LONG, LONG],
  [LONG, `${LONG}a`],
  ['a'.repeat(200), 'a'.repeat(150)],
  ['a'.repeat(150), 'a'.repeat(200)],
  [LONG, ''],
  ['', LONG],
  [`😀${LONG}`, `😁${LONG}`],
  [`${LONG}😀`, `${LONG}😁`],
];

it('reads back every before and after exactly, spliced or whole', () => {
  const items = pairs.map(([before, after], n) => ({
    id: `v${n}`,
    expected: { ...base, description: before, title: before.slice(0, 100) },
    target: { ...base, description: after, title: after.slice(0, 100) },
  }));
  const text = [...valuesLines(['title', 'description'], items)].join('');
  // The link replaced: the description after it is a splice, not a second copy.
  expect(text.split('\n')[0]!.length).toBeLessThan(LONG.length + 300);
  const read = roundTrip(['title', 'description'], items);
  expect(read.lost).toBe(0);
  read.items.forEach((item, n) => {
    expect([item!.expected.description, item!.target.description]).toEqual(pairs[n]);
    expect(item!.target.title).toBe(pairs[n]![1].slice(0, 100));
  });
});

it('keeps only the touched fields, and a value that is absent stays absent', () => {
  const expected: BulkValues = { ...base, tags: ['a', 'b'], publishAt: '2026-12-24T10:00:00Z' };
  const target: BulkValues = { ...base, tags: ['a'] };
  const line = [...valuesLines(['tags', 'publishAt'], [{ id: 'v1', expected, target }])].join('');
  expect(JSON.parse(line)).toEqual({
    i: 0,
    id: 'v1',
    before: { tags: ['a', 'b'], publishAt: '2026-12-24T10:00:00Z' },
    after: { tags: ['a'] },
  });
  const read = readValues(line, ['tags', 'publishAt'], 1).items[0]!;
  expect(read.target.publishAt).toBeUndefined();
  expect(read.expected.publishAt).toBe('2026-12-24T10:00:00Z');
});

it('a splice that does not fit its before is damage: that video is lost, the others read', () => {
  const items = [0, 1].map((n) => ({
    id: `v${n}`,
    expected: { ...base, description: LONG },
    target: { ...base, description: LONG.replace('20', '21') },
  }));
  const lines = [...valuesLines(['description'], items)];
  lines[0] = lines[0]!.replace(/"spliced":\{"description":\[\d+/, '"spliced":{"description":[99999');
  const read = readValues(lines.join(''), ['description'], 2);
  expect(read.lost).toBe(1);
  expect(read.items[0]).toBeUndefined();
  expect(read.items[1]!.target.description).toBe(LONG.replace('20', '21'));
});
