// The spreadsheet import on the demo workspace, as a creator uses it in browser mode: a sheet of four rows dropped
// together with three videos; one row has a privacy the platform does not know and one names a video that was not
// dropped. The good rows join the queue held for review with the sheet's titles and details, the two others are
// named by row and column (a caption file beside a video becomes its track), and the queue exported to CSV holds those
// uploads, the first with its German translation in columns of its own; the Library exports the two videos selected.
// Released, the first row's video reaches the emulator with the sheet's recording date, its translation and its
// "yes" to altered or synthetic content.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/hosts';
import { readCsvSheet } from '../../shared/series-import/csv-sheet';
import { connectContract, demoEmulatorUrl } from './support/contract-client';
import { openDemo, readDemoChannel, showScreen } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const TUTORIALS = 'PLd3moTutorials0000000000000000001';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

const SHEET = [
  'File name;Title;Description;Tags;Privacy;Publish at;Playlists;Captions;Recording date;Language;Title (de);Description (de);Altered or synthetic content',
  `ep1;Episode one;"The pilot; shot in one day.";pilot, season 1;unlisted;;${TUTORIALS};ep1.en.srt;2025-12-20;en;Folge eins;=Der Anfang;Yes`,
  'ep2.mp4;Episode two;;;secret;;;;;;;;',
  'EP3.MP4;=Episode three;"Line one\nLine two";;;2031-06-01T18:00:00+02:00;;;;;;;',
  'ep4.mp4;Episode four;;;public;;;;;;;;',
].join('\r\n');

const CAPTIONS = '1\n00:00:00,000 --> 00:00:02,000\nPreviously on the show.\n';

test('a sheet with a bad row and a missing file queues the others held; the queue and the Library export to CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  host = await startWebHost();
  await openDemo(page, host);

  // Dropped where videos are dropped: a drop holding a sheet is an import, its videos the sheet's.
  const panel = page.getByTestId('series-import');
  await page.getByTestId('upload-dropzone').drop({
    files: [
      { name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${SHEET}`) },
      { name: 'ep1.mp4', mimeType: 'video/mp4', buffer: videoBytes(64 * 1024) },
      { name: 'ep2.mp4', mimeType: 'video/mp4', buffer: videoBytes(64 * 1024) },
      { name: 'ep3.mp4', mimeType: 'video/mp4', buffer: videoBytes(64 * 1024) },
      { name: 'ep1.en.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(CAPTIONS) },
    ],
  });

  // The mapping step guessed each column from its header (the sheet uses `;`, as spreadsheets of some locales do).
  await expect(panel.getByText('season.csv: 4 rows, 4 files added with it.', { exact: false })).toBeVisible();
  await expect(panel.getByLabel('Video file')).toHaveValue('0');
  await expect(panel.getByLabel('Privacy')).toHaveValue('4');
  await expect(panel.getByLabel('Thumbnail file')).toHaveValue('');
  await expect(panel.getByLabel('Recording date')).toHaveValue('8');
  await expect(panel.getByLabel('Altered or synthetic content')).toHaveValue('12');
  await expect(panel.getByTestId('import-translations')).toHaveText(
    'Translations from their title and description columns: de.',
  );
  await panel.getByTestId('import-run').click();

  await expect(panel.getByTestId('import-status')).toHaveText(
    '2 videos from season.csv are in the queue, held for review. 2 rows were left out; see why below.',
  );
  await expect(panel.getByTestId('import-bad-rows').getByTestId('import-problem')).toHaveText([
    'Row 3, Privacy: "secret" is not a privacy: write public, unlisted or private.',
  ]);
  await expect(panel.getByTestId('import-missing-files').getByTestId('import-problem')).toHaveText([
    /^Row 5, File name: No file named "ep4.mp4" was added with the sheet/,
  ]);

  // Held for review, with the sheet's titles; nothing of the bad row or the missing file reached the queue.
  const rows = page.getByTestId('upload-row');
  await expect(rows).toHaveCount(2);
  for (const [file, title] of [
    ['ep1.mp4', 'Episode one'],
    ['ep3.mp4', '=Episode three'],
  ] as const) {
    const row = rows.filter({ hasText: file });
    await expect(row.locator('.up-title')).toHaveText(title);
    await expect(row.getByTestId('upload-state')).toHaveText('Paused');
  }

  // The host holds the details as the sheet gave them: a publish time makes the video private.
  const contract = await connectContract(host);
  try {
    const queue = await contract.call('uploads.list');
    const byFile = new Map(queue.uploads.map((upload) => [upload.fileName, upload]));
    expect(byFile.get('ep1.mp4')?.metadata).toEqual({
      snippet: {
        title: 'Episode one',
        description: 'The pilot; shot in one day.',
        tags: ['pilot', 'season 1'],
        defaultLanguage: 'en',
      },
      status: { privacyStatus: 'unlisted', containsSyntheticMedia: true },
      localizations: { de: { title: 'Folge eins', description: '=Der Anfang' } },
      recordingDetails: { recordingDate: '2025-12-20' },
    });
    expect(byFile.get('ep1.mp4')?.steps?.map((step) => step.id)).toEqual([`playlist:${TUTORIALS}`, 'caption:en']);
    expect(byFile.get('ep3.mp4')?.metadata).toEqual({
      snippet: { title: '=Episode three', description: 'Line one\nLine two' },
      status: { privacyStatus: 'private', publishAt: '2031-06-01T18:00:00+02:00' },
    });
  } finally {
    contract.close();
  }

  // The queue's export: UTF-8 with a byte order mark, the formula-like title guarded, a row per upload.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('queue-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^channel-desk-queue-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFFfile,title,')).toBe(true);
  expect(text).toContain("ep3.mp4,'=Episode three,");
  expect(text).toContain(',title (de),description (de)\r\n');
  expect(text).toContain(",Folge eins,'=Der Anfang\r\n");
  const read = readCsvSheet(text);
  if (!read.ok) throw new Error(read.message);
  const titleColumn = read.sheet.headers.indexOf('title');
  const disclosureColumn = read.sheet.headers.indexOf('altered or synthetic content');
  expect(read.sheet.rows.map((row) => [row[0], row[titleColumn], row[disclosureColumn]]).sort()).toEqual([
    ['ep1.mp4', 'Episode one', 'yes'],
    ['ep3.mp4', "'=Episode three", ''],
  ]);

  // The Library's export: the selected videos only, with their ids.
  await showScreen(page, 'Library');
  const libraryRows = page.getByTestId('video-row');
  await expect(libraryRows.first()).toBeVisible();
  await libraryRows.nth(0).click({ modifiers: ['ControlOrMeta'] });
  await libraryRows.nth(1).click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByTestId('picked-count')).toHaveText('2 selected');
  await expect(page.getByTestId('library-export')).toHaveText('Export 2 selected to CSV');
  const libraryDownloading = page.waitForEvent('download');
  await page.getByTestId('library-export').click();
  const library = readCsvSheet(readFileSync(await (await libraryDownloading).path(), 'utf8'));
  if (!library.ok) throw new Error(library.message);
  expect(library.sheet.headers.slice(0, 2)).toEqual(['video id', 'title']);
  expect(library.sheet.rows).toHaveLength(2);
  expect(library.sheet.headers).toContain('altered or synthetic content');
  expect(library.sheet.rows.every((row) => /^[A-Za-z0-9_-]{11}$/.test(row[0]!))).toBe(true);

  // Released, the first row reaches the platform with the sheet's recording date (a day: its midnight UTC).
  const released = await connectContract(host);
  try {
    const ep1 = (await released.call('uploads.list')).uploads.find((upload) => upload.fileName === 'ep1.mp4')!;
    await released.call('uploads.resume', { id: ep1.id });
    let videoId: string | undefined;
    await expect
      .poll(
        async () => {
          const again = (await released.call('uploads.list')).uploads.find((upload) => upload.id === ep1.id);
          videoId = again?.videoId;
          return again?.state;
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe('done');
    const videos = await readDemoChannel<{
      items: Array<{
        recordingDetails?: { recordingDate?: string };
        localizations?: object;
        status?: { containsSyntheticMedia?: boolean };
      }>;
    }>(demoEmulatorUrl(host), `/videos?part=recordingDetails,localizations,status&id=${videoId}`);
    expect(Date.parse(videos.items[0]?.recordingDetails?.recordingDate ?? '')).toBe(Date.parse('2025-12-20T00:00:00Z'));
    expect(videos.items[0]?.localizations).toEqual({ de: { title: 'Folge eins', description: '=Der Anfang' } });
    expect(videos.items[0]?.status?.containsSyntheticMedia).toBe(true);
  } finally {
    released.close();
  }
});
