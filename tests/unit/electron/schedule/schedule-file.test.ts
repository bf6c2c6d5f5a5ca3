// The schedule on disk: written whole and read back; a damaged file or one of an unknown layout is moved aside with
// a notice, never overwritten, and nothing runs from it.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScheduleFileStore } from '../../../../electron/schedule/schedule-file';
import { viewOf, type ScheduleFile } from '../../../../electron/schedule/schedule-record';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { sayLine } from '../../../../shared/i18n/saved-line';
import { PLAIN_VALUES } from '../../support/plain-values';
import { noticeMessage } from '../../../../electron/kernel/feature';

const values = PLAIN_VALUES;
const file: ScheduleFile = {
  version: 1,
  changes: [
    {
      id: '6f1c1b8e-8f5e-4c57-9d55-0c2c1f7a1a11',
      channelId: 'UCme',
      videoId: 'vidSchedul1',
      title: 'Episode 1',
      createdAt: 1,
      when: { kind: 'live' },
      fields: ['title'],
      seen: values,
      target: { ...values, title: 'Episode 1 (live)' },
      playlistIds: [],
      state: 'running',
      done: { edit: true, playlistItems: { PLseries0001: 'item1' } },
    },
  ],
};

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'schedule-file-'));
}

describe('ScheduleFileStore', () => {
  it('keeps the changes and the steps done across a restart', async () => {
    const dir = folder();
    await new ScheduleFileStore(dir, () => undefined).save(file);
    expect(await new ScheduleFileStore(dir, () => undefined).load()).toEqual(file);
  });

  it('reads a file an older version wrote, its state lines words only, and shows them as they are', async () => {
    const dir = folder();
    mkdirSync(join(dir, 'schedule'));
    const old = { ...file.changes[0]!, state: 'held', message: 'Held: the video was changed elsewhere (title).' };
    writeFileSync(join(dir, 'schedule', 'changes.json'), JSON.stringify({ version: 1, changes: [old] }));
    const loaded = await new ScheduleFileStore(dir, () => undefined).load();
    const view = viewOf(loaded!.changes[0]!);
    expect(view.messageLine).toBeUndefined();
    expect(sayLine(intlFor('de'), view.messageLine, view.message!)).toBe(old.message);
  });

  it('drops a damaged state line, never the change: its words are shown instead', async () => {
    const dir = folder();
    mkdirSync(join(dir, 'schedule'));
    const odd = [
      { ...file.changes[0]!, message: 'Kept words.', messageLine: { id: 'x.y', values: { a: { run: 'me' } } } },
      { ...file.changes[0]!, id: 'second', message: 'Other words.', messageLine: { id: 'no.such.line' } },
    ];
    writeFileSync(join(dir, 'schedule', 'changes.json'), JSON.stringify({ version: 1, changes: odd }));
    const notices: string[] = [];
    const loaded = await new ScheduleFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
    expect(notices).toEqual([]);
    const [first, second] = loaded!.changes.map((change) => viewOf(change));
    expect(first!.messageLine).toBeUndefined();
    expect(sayLine(intlFor('de'), first!.messageLine, first!.message!)).toBe('Kept words.');
    // Well formed, unknown to this catalogue: its words, never its id.
    expect(sayLine(intlFor('de'), second!.messageLine, second!.message!)).toBe('Other words.');
  });

  it('reads a kept previous thumbnail with its name line, without one (older files), and drops a hostile one', async () => {
    const dir = folder();
    mkdirSync(join(dir, 'schedule'));
    const image = { file: '0f8fad5b-d9cb-469f-a165-70867728950e-before.png', name: 'previous thumbnail', bytes: 10 };
    const changes = [
      { ...file.changes[0]!, priorThumbnail: { ...image, nameLine: { id: 'schedule.word.previousThumbnail' } } },
      { ...file.changes[0]!, id: 'older', priorThumbnail: image },
      { ...file.changes[0]!, id: 'hostile', priorThumbnail: { ...image, nameLine: { id: '../x', values: [] } } },
    ];
    writeFileSync(join(dir, 'schedule', 'changes.json'), JSON.stringify({ version: 1, changes }));
    const loaded = await new ScheduleFileStore(dir, () => undefined).load();
    const kept = loaded!.changes.map((change) => change.priorThumbnail);
    expect(kept).toHaveLength(3);
    expect(sayLine(intlFor('de'), kept[0]!.nameLine, kept[0]!.name)).toBe('vorheriges Thumbnail');
    expect(kept[1]).toEqual(image);
    expect(kept[2]!.nameLine).toBeUndefined();
    expect(kept[2]!.name).toBe('previous thumbnail');
  });

  it.each([
    ['damaged', '{"version":1,"changes":[', 'corrupt'],
    ['of another layout', '{"version":2,"changes":[]}', 'unknown-layout'],
  ])('moves a %s file aside, says so, and starts empty', async (_what, text, reason) => {
    const dir = folder();
    mkdirSync(join(dir, 'schedule'));
    writeFileSync(join(dir, 'schedule', 'changes.json'), text);
    const notices: string[] = [];
    expect(
      await new ScheduleFileStore(
        dir,
        (words) => notices.push(noticeMessage(words).message),
        () => 42,
      ).load(),
    ).toBeUndefined();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`changes.json.${reason}-42`);
    const kept = readdirSync(join(dir, 'schedule'));
    expect(kept).toEqual([`changes.json.${reason}-42`]);
    expect(readFileSync(join(dir, 'schedule', kept[0]!), 'utf8')).toBe(text);
  });
});
