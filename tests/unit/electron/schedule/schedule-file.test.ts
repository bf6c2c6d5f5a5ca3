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
    const loaded = await new ScheduleFileStore(dir, (message) => notices.push(message)).load();
    expect(notices).toEqual([]);
    const [first, second] = loaded!.changes.map((change) => viewOf(change));
    expect(first!.messageLine).toBeUndefined();
    expect(sayLine(intlFor('de'), first!.messageLine, first!.message!)).toBe('Kept words.');
    // Well formed, unknown to this catalogue: its words, never its id.
    expect(sayLine(intlFor('de'), second!.messageLine, second!.message!)).toBe('Other words.');
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
        (message) => notices.push(message),
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
