import { describe, expect, it } from 'vitest';
import { pathBesideSheet } from '../../../../shared/series-import/sheet-folder';

describe('a path beside the sheet', () => {
  it('joins a name or a relative path to the sheet folder with its separator', () => {
    expect(pathBesideSheet('/home/ana/show/sheet.csv', 'Show_S01E01.mp4')).toBe('/home/ana/show/Show_S01E01.mp4');
    expect(pathBesideSheet('/home/ana/show/sheet.csv', 'season 1\\e1.mp4')).toBe('/home/ana/show/season 1/e1.mp4');
    expect(pathBesideSheet('C:\\Users\\ana\\sheet.csv', 'season 1/e1.mp4')).toBe('C:\\Users\\ana\\season 1\\e1.mp4');
  });

  it('refuses what leaves the folder', () => {
    for (const cell of [
      '../secret.mp4',
      'a/../../b.mp4',
      '/etc/passwd',
      '\\\\server\\share\\x.mp4',
      'C:\\x.mp4',
      'c:x',
      'a//b',
      './a',
      '',
      'a\0b',
    ]) {
      expect(pathBesideSheet('/home/ana/sheet.csv', cell)).toBeUndefined();
    }
    expect(pathBesideSheet('sheet.csv', 'a.mp4')).toBeUndefined();
  });
});
