// The spreadsheet import in the desktop app (files by path): a sheet with its videos is read and mapped, the good
// rows are queued held with their metadata and playlists, a row may name a video beside the sheet, and every row
// left out (bad value, missing file, refused by the host) is kept with its row number and column.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnqueueResult } from '../../../../../../shared/ipc/uploads';
import type { UploadView } from '../../../../../../shared/uploads/upload-view';

const fake = vi.hoisted(() => ({ calls: [] as Array<{ name: string; input: unknown }> }));

vi.mock('../../../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string, input: unknown) => {
      fake.calls.push({ name, input });
      return Promise.resolve().then(() => {
        if (name === 'uploads.categories') return [{ id: '27', title: 'Education' }];
        if (name === 'playlists.list') return [{ id: 'PLtutorials01', title: 'Tutorials' }];
        const { files } = input as { files: Array<{ source: { path: string } }> };
        const answer: EnqueueResult = {
          accepted: files
            .filter(({ source }) => !source.path.endsWith('gone.mp4'))
            .map(({ source }) => ({ id: `id-${source.path}` }) as unknown as UploadView),
          refused: files
            .filter(({ source }) => source.path.endsWith('gone.mp4'))
            .map(() => ({ name: 'gone.mp4', reason: 'gone.mp4 cannot be read: it is not there.' })),
        };
        return answer;
      });
    },
    on: () => () => undefined,
    pathForFile: (file: File) => `/shows/${file.name}`,
  },
}));

const { holdsSheet, useSeriesImport } = await import('../../../../../../renderer/screens/uploads/import/import-store');
const { useUploads } = await import('../../../../../../renderer/stores/uploads-store');

function file(name: string, content: string = '\0'.repeat(16)): File {
  return new File([content], name);
}

beforeEach(() => {
  fake.calls.length = 0;
  useSeriesImport.getState().reset();
  useUploads.setState({ playlists: undefined, announcement: undefined });
});

describe('importing a sheet in the desktop app', () => {
  it('queues the good rows held, by path, and lists each row left out', async () => {
    const sheet = [
      'file,title,category,playlists,privacy',
      'ep1.mp4,One,Education,Tutorials,',
      'ep2.mp4,Two,,,secret',
      'season 2/ep3.mp4,Three,,,public',
      '../outside.mp4,Four,,,',
      'gone.mp4,Five,,,',
    ].join('\n');
    await useSeriesImport.getState().open([file('sheet.csv', sheet), file('ep1.mp4'), file('ep2.mp4')]);
    const phase = useSeriesImport.getState().phase;
    expect(phase.kind === 'mapping' && phase.mapping).toEqual({
      file: 0,
      title: 1,
      category: 2,
      playlists: 3,
      privacy: 4,
    });
    await useSeriesImport.getState().run();

    const enqueued = fake.calls.filter((call) => call.name === 'uploads.enqueue');
    expect(enqueued).toEqual([
      {
        name: 'uploads.enqueue',
        input: {
          files: [
            {
              source: { kind: 'path', path: '/shows/ep1.mp4' },
              metadata: { snippet: { title: 'One', categoryId: '27' }, status: { privacyStatus: 'private' } },
              attachments: { playlists: [{ id: 'PLtutorials01', title: 'Tutorials' }] },
            },
            {
              source: { kind: 'path', path: '/shows/season 2/ep3.mp4' },
              metadata: { snippet: { title: 'Three' }, status: { privacyStatus: 'public' } },
            },
            {
              source: { kind: 'path', path: '/shows/gone.mp4' },
              metadata: { snippet: { title: 'Five' }, status: { privacyStatus: 'private' } },
            },
          ],
          hold: true,
        },
      },
    ]);
    const done = useSeriesImport.getState().phase;
    if (done.kind !== 'done') throw new Error(`the import is ${done.kind}`);
    expect(done.outcome.queued).toBe(2);
    expect(done.outcome.problems.map(({ row, column, missingFile }) => [row, column, missingFile])).toEqual([
      ['row 3', 'privacy', false],
      ['row 5', 'file', true],
      ['row 6', 'file', false],
    ]);
    expect(done.outcome.problems[2]!.message).toBe('gone.mp4 cannot be read: it is not there.');
    expect(useUploads.getState().announcement).toBe('2 videos from sheet.csv queued for review.');
  });

  it('lets the creator choose a column, taking it from the field that had it', async () => {
    await useSeriesImport.getState().open([file('s.csv', 'name,clip\nA,ep1.mp4\n'), file('ep1.mp4')]);
    useSeriesImport.getState().setColumn('file', 0);
    let phase = useSeriesImport.getState().phase;
    expect(phase.kind === 'mapping' && phase.mapping).toEqual({ file: 0 });
    useSeriesImport.getState().setColumn('file', 1);
    useSeriesImport.getState().setColumn('title', 0);
    phase = useSeriesImport.getState().phase;
    expect(phase.kind === 'mapping' && phase.mapping).toEqual({ file: 1, title: 0 });
  });

  it('refuses a drop without one sheet, a sheet too large, and an unreadable one, queuing nothing', async () => {
    await useSeriesImport.getState().open([file('ep1.mp4')]);
    expect(useSeriesImport.getState().failure).toBe('Add one sheet (.csv or .json) together with its videos.');
    await useSeriesImport.getState().open([file('a.csv', 'file\n'), file('b.json', '[]')]);
    expect(useSeriesImport.getState().failure).toMatch(/^Add one sheet at a time/);
    await useSeriesImport.getState().open([file('big.csv', 'x'.repeat(5 * 1024 * 1024 + 1))]);
    expect(useSeriesImport.getState().failure).toBe('big.csv is larger than 5 MiB; split it into smaller sheets.');
    await useSeriesImport.getState().open([file('bad.csv', 'file,title\na.mp4,"open')]);
    expect(useSeriesImport.getState().failure).toBe('bad.csv: Row 2, column 2: a quoted cell is never closed.');
    expect(useSeriesImport.getState().phase.kind).toBe('idle');
    expect(fake.calls).toEqual([]);
  });

  it('takes no second sheet while one is being imported', async () => {
    await useSeriesImport.getState().open([file('a.csv', 'file\nep1.mp4\n'), file('ep1.mp4')]);
    const running = useSeriesImport.getState().run();
    await useSeriesImport.getState().open([file('b.csv', 'file\nep2.mp4\n'), file('ep2.mp4')]);
    expect(useSeriesImport.getState().failure).toBe('A sheet is being imported; add the next one when it is done.');
    await running;
    const phase = useSeriesImport.getState().phase;
    expect(phase.kind === 'done' && phase.outcome.sheetName).toBe('a.csv');
  });

  it('routes a drop holding a .csv, .tsv or .json to the import, not one holding notes', () => {
    expect(holdsSheet([file('ep1.mp4'), file('Season.CSV')])).toBe(true);
    expect(holdsSheet([file('s.json')])).toBe(true);
    expect(holdsSheet([file('ep1.mp4'), file('notes.txt')])).toBe(false);
  });

  it('queues a video whose caption file is refused without it, saying so in the sheet column', async () => {
    const sheet = 'File,Subtitles\nep1.mp4,ep1.en.srt\nep2.mp4,ep2.fr.vtt\n';
    const good = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBonjour.\n';
    await useSeriesImport
      .getState()
      .open([
        file('s.csv', sheet),
        file('ep1.mp4'),
        file('ep1.en.srt', 'not captions'),
        file('ep2.mp4'),
        file('ep2.fr.vtt', good),
      ]);
    await useSeriesImport.getState().run();
    const files = (fake.calls.find((call) => call.name === 'uploads.enqueue')!.input as { files: unknown[] }).files;
    expect(files).toEqual([
      expect.not.objectContaining({ attachments: expect.anything() as unknown }),
      expect.objectContaining({
        attachments: {
          caption: { source: { kind: 'path', path: '/shows/ep2.fr.vtt' }, language: 'fr', name: '', isDraft: false },
        },
      }),
    ]);
    const done = useSeriesImport.getState().phase;
    if (done.kind !== 'done') throw new Error(`the import is ${done.kind}`);
    expect(done.outcome.queued).toBe(2);
    expect(done.outcome.problems).toMatchObject([{ row: 'row 2', column: 'Subtitles', queuedWithout: true }]);
    expect(done.outcome.problems[0]!.message).toMatch(/The video is queued without it\.$/);
  });
});
