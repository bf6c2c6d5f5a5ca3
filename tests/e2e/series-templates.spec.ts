// A series set up once, then only files dropped (issue 19), in browser mode on the demo workspace: the demo's
// "Weekly show" template (Episode {n}: {file_spaced}, Mon/Wed/Fri 18:00 Europe/Berlin) is given a first release day
// on Series so its twelve slots span Berlin's spring switch (28 March 2027), then chosen on the drop zone for twelve
// episodes dropped with their thumbnails and English captions. The app is killed hard (SIGKILL) in the middle of the
// season and started again: the platform ends with twelve videos numbered 1 to 12, each once, each with its
// thumbnail and one caption track, published at 18:00 Berlin time on both sides of the switch, in the template's
// language with its German translation numbered alike, and with its recording date. The series is made with
// generated voices: the template answers "yes" to altered or synthetic content once, and every episode carries it
// (the host's setting sends unanswered uploads as "no", so the template's answer is what reaches the platform).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl } from './support/contract-client';
import { demoGrant, demoUploads, openApp, readDemoChannel, showScreen } from './support/demo-workspace';
import { runAt } from './support/test-clock';
import { startWebHost, type WebHost } from './support/web-host';
import { pngBytes } from '../support/attachment-fixture';
import { videoBytes } from '../support/video-fixture';

const EPISODES = Array.from({ length: 12 }, (_, index) => `Show_S01E${String(index + 1).padStart(2, '0')}`);
const SRT = '1\n00:00:01,000 --> 00:00:03,000\nPreviously on the show\n';
/** Mon/Wed/Fri from 15 March 2027 at 18:00 Berlin: 17:00 UTC in winter time, 16:00 UTC from 28 March. */
const EXPECTED_PUBLISH_AT = [
  '2027-03-15T17:00:00Z',
  '2027-03-17T17:00:00Z',
  '2027-03-19T17:00:00Z',
  '2027-03-22T17:00:00Z',
  '2027-03-24T17:00:00Z',
  '2027-03-26T17:00:00Z',
  '2027-03-29T16:00:00Z',
  '2027-03-31T16:00:00Z',
  '2027-04-02T16:00:00Z',
  '2027-04-05T16:00:00Z',
  '2027-04-07T16:00:00Z',
  '2027-04-09T16:00:00Z',
];

// Its days are written out (the spring switch of 2027): it runs two weeks before the first, in Berlin.
runAt({ now: '2027-03-01T09:00:00Z', zone: 'Europe/Berlin' });

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

test('a season dropped through a template: numbered, attached and scheduled across DST, once each despite a SIGKILL', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'desk-series-')), 'data');
  host = await startWebHost({ dataDir, args: ['--demo'] });
  let client = await connectContract(host);
  // Small chunks: the kill lands between two confirmed offsets of some episode.
  await client.call('uploads.setSettings', { chunkSize: 256 * 1024 });

  // Series: the demo template, given its first release day; the preview shows the first titles on their slots.
  await openApp(page, host);
  await showScreen(page, 'Series');
  const editor = page.getByRole('form', { name: 'Template Weekly show' });
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue('Episode {n}: {file_spaced}');
  await editor.getByLabel('First release on or after').fill('2027-03-15');
  const firstPreview = editor.getByTestId('series-preview').getByRole('listitem').first();
  await expect(firstPreview).toContainText('Episode 1: Show S01E01 · Mon 15 Mar, 18:00 CET');
  // Its German translation is filled by the same placeholders, numbered alike.
  await expect(editor.getByLabel('German title')).toHaveValue('Folge {n}: {file_spaced}');
  await expect(firstPreview.locator('.series-preview-translation')).toHaveText('German: Folge 1: Show S01E01');
  // A placeholder the template does not know is named with its place, and nothing is saved until it is fixed.
  await editor.getByLabel('Title', { exact: true }).fill('Episode {episode}: {file_spaced}');
  await expect(editor.getByText('At character 9: {episode} is not a placeholder')).toBeVisible();
  await editor.getByLabel('Title', { exact: true }).fill('Episode {n}: {file_spaced}');
  // The season's language (from the platform's list) and its shoot day ride on every upload.
  await editor.getByRole('combobox', { name: 'Language', exact: true }).selectOption('en');
  await editor.getByLabel('Recording date').fill('2027-02-14');
  await editor.getByRole('radio', { name: 'Yes, it contains altered or synthetic content' }).check();
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByTestId('series-announcement')).toHaveText('Template “Weekly show” saved.');

  // Uploads: the template chosen for the next drop, the season dropped with its thumbnails and captions.
  await showScreen(page, 'Uploads');
  await page.getByLabel('Template for the next drop').selectOption({ label: 'Weekly show' });
  // The review box wins over the template: unticked, the template's own "start at once" applies, and is said first.
  await page.getByLabel('Review the details of new videos before they upload').uncheck();
  await expect(page.getByTestId('template-drop-help')).toContainText('They start uploading as soon as they are added.');
  await expect(page.getByTestId('template-drop-help')).toContainText(
    'Each is marked as containing altered or synthetic content.',
  );
  const files = EPISODES.flatMap((name) => [
    { name: `${name}.mp4`, mimeType: 'video/mp4', buffer: videoBytes(2 * 1024 * 1024) },
    { name: `${name}.png`, mimeType: 'image/png', buffer: pngBytes(1280, 720) },
    { name: `${name}.en.srt`, mimeType: 'application/x-subrip', buffer: Buffer.from(SRT) },
  ]);
  // Killed hard the moment the third episode is done: the others are queued or half sent.
  const done = new Set<string>();
  const killed = client.waitForEvent(
    'uploads.progress',
    (progress) => {
      if (progress.state === 'done') done.add(progress.id);
      if (done.size < 3) return false;
      host!.process.kill('SIGKILL');
      return true;
    },
    120_000,
  );
  const exited = new Promise((resolve) => host!.process.once('exit', resolve));
  await page.getByTestId('upload-dropzone').drop({ files });
  // The queue shows each filled title as it is queued (the page keeps what it showed after the kill).
  await expect(page.getByTestId('upload-row')).toHaveCount(12);
  await expect(page.getByTestId('upload-row').filter({ hasText: 'Show_S01E12.mp4' }).locator('.up-title')).toHaveText(
    'Episode 12: Show S01E12',
  );
  await expect(page.getByTestId('refused-file')).toHaveCount(0);
  await expect(page.getByTestId('missing-attachments')).toHaveCount(0);
  // The choice stays for the next drop.
  await expect(page.getByLabel('Template for the next drop').locator('option:checked')).toHaveText('Weekly show');

  await killed;
  await exited;
  client.close();

  host = await startWebHost({ dataDir });
  client = await connectContract(host);
  await expect
    .poll(
      async () => {
        const { uploads } = await client.call('uploads.list');
        return uploads.filter(
          (upload) => upload.state === 'done' && (upload.steps ?? []).every((step) => step.state === 'done'),
        ).length;
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(12);

  // At the platform: twelve videos, one per episode number, each with its thumbnail, one caption track and its slot.
  // The restarted host's demo emulator (on a port of its own) keeps the state the first one saved.
  const restartedEmulator = demoEmulatorUrl(host);
  const uploaded = (await demoUploads(restartedEmulator)).filter((video) => video.title.startsWith('Episode '));
  expect(uploaded.map((video) => video.title).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))).toEqual(
    EPISODES.map((name, index) => `Episode ${index + 1}: ${name.replaceAll('_', ' ')}`),
  );
  const ids = uploaded.map((video) => video.videoId).join(',');
  const videos = await readDemoChannel<{
    items: Array<{
      id: string;
      snippet: { title: string; thumbnails: Record<string, { width?: number }>; defaultLanguage?: string };
      status: { privacyStatus: string; publishAt?: string; containsSyntheticMedia?: boolean };
      recordingDetails: { recordingDate?: string };
      localizations?: Record<string, { title?: string }>;
    }>;
  }>(restartedEmulator, `/videos?part=snippet,status,recordingDetails,localizations&id=${ids}`);
  const byNumber = [...videos.items].sort(
    (a, b) => Number(/\d+/.exec(a.snippet.title)![0]) - Number(/\d+/.exec(b.snippet.title)![0]),
  );
  expect(byNumber.map((video) => video.status.publishAt?.replace(/\.\d+Z$/, 'Z'))).toEqual(EXPECTED_PUBLISH_AT);
  expect(byNumber.every((video) => video.status.privacyStatus === 'private')).toBe(true);
  expect(byNumber.map((video) => video.status.containsSyntheticMedia)).toEqual(EPISODES.map(() => true));
  expect(new Set(byNumber.map((video) => video.snippet.defaultLanguage))).toEqual(new Set(['en']));
  expect(byNumber.map((video) => video.localizations?.de?.title)).toEqual(
    EPISODES.map((name, index) => `Folge ${index + 1}: ${name.replaceAll('_', ' ')}`),
  );
  expect(new Set(byNumber.map((video) => Date.parse(video.recordingDetails.recordingDate ?? '')))).toEqual(
    new Set([Date.parse('2027-02-14T00:00:00Z')]),
  );
  const grant = await demoGrant(restartedEmulator);
  for (const video of byNumber) {
    expect(video.snippet.thumbnails.maxres, `${video.snippet.title} has its thumbnail`).toMatchObject({ width: 1280 });
    // captions.list needs more than a read-only grant (youtube.force-ssl).
    const answer = await fetch(`${grant.dataApiBaseUrl}/captions?part=snippet&videoId=${video.id}`, {
      headers: grant.auth,
    });
    const captions = (await answer.json()) as { items: Array<{ snippet: { language: string } }> };
    expect(
      captions.items.map((track) => track.snippet.language),
      `${video.snippet.title} has one caption track`,
    ).toEqual(['en']);
  }
  client.close();
});
