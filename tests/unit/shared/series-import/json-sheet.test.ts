import { describe, expect, it } from 'vitest';
import { readJsonSheet } from '../../../../shared/series-import/json-sheet';
import { readSheet } from '../../../../shared/series-import/read-sheet';
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS } from '../../../../shared/series-import/sheet';

describe('reading a JSON sheet', () => {
  it('makes columns of the keys in the order first seen, with lists joined by |', () => {
    const result = readJsonSheet(
      '\uFEFF[{"file":"a.mp4","tags":["x","y"],"madeForKids":false},{"file":"b.mp4","title":"B","embeddable":null,"n":3}]',
    );
    expect(result.ok && result.sheet).toEqual({
      format: 'json',
      headers: ['file', 'tags', 'madeForKids', 'title', 'embeddable', 'n'],
      rows: [
        ['a.mp4', 'x|y', 'false', '', '', ''],
        ['b.mp4', '', '', 'B', '', '3'],
      ],
      rowNumbers: [1, 2],
    });
  });

  it('names the item and key of what it cannot take', () => {
    const message = (text: string) => {
      const result = readJsonSheet(text);
      return result.ok ? 'read' : result.message;
    };
    expect(message('{')).toMatch(/^The file is not valid JSON/);
    expect(message('{"file":"a"}')).toMatch(/array of objects/);
    expect(message('[]')).toMatch(/empty/);
    expect(message('[{"file":"a"},7]')).toBe("Item 2 is not an object; each item names one video's file and details.");
    expect(message('[{"file":{"deep":1}}]')).toMatch(/^Item 1, "file": a value is text/);
    expect(message(`[{"d":"${'x'.repeat(20_001)}"}]`)).toMatch(/^Item 1, "d": the value is longer/);
    expect(message(JSON.stringify(Array.from({ length: MAX_SHEET_ROWS + 1 }, () => ({}))))).toMatch(/more than 5,000/);
    expect(message(JSON.stringify([Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, 1]))]))).toMatch(
      /more than 200 different keys/,
    );
    expect(message(' '.repeat(MAX_SHEET_BYTES + 1))).toMatch(/larger than 5 MiB/);
    expect(message('[{"a":["x"]}]')).toBe('read');
    expect(message('[{"a":[["x"]]}]')).toMatch(/^The JSON nests deeper than a sheet does \(at character 8\)/);
    // Brackets inside strings, escaped quotes included, are text.
    expect(message('[{"a":"[[[[\\"[[[["}]')).toBe('read');
  });

  it('refuses millions of nested brackets before parsing them', () => {
    const nested = `${'['.repeat(2_000_000)}${']'.repeat(2_000_000)}`;
    expect(readJsonSheet(nested)).toEqual({
      ok: false,
      message: expect.stringMatching(/^The JSON nests deeper than a sheet does \(at character 4\)/) as unknown,
    });
  });

  it('is chosen by the file name, or by a leading [ when the name does not say', () => {
    expect(readSheet('sheet.json', '[{"file":"a.mp4"}]').ok).toBe(true);
    expect(readSheet('sheet', ' [{"file":"a.mp4"}]').ok && 'json').toBe('json');
    const csv = readSheet('sheet.csv', 'file\n[a].mp4\n');
    expect(csv.ok && csv.sheet.format).toBe('csv');
  });
});
