// Caption tracks in browser mode, as a creator uses them in the demo workspace: open a demo video in the Library, show
// its tracks, add one from a dropped-in .vtt file (a malformed file is refused in the page with the cue and line
// named, and nothing reaches the platform), download it as WebVTT and read the saved file, publish it, delete it;
// each step seen through the platform's own API. And a caption file attached to a queued upload (a non-caption file
// refused in the page first) ends as a track of the new video.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { demoGrant, openDemo, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { videoBytes } from '../support/video-fixture';

interface PlatformTrack {
  readonly id: string;
  readonly snippet: { readonly language: string; readonly name: string; readonly isDraft: boolean };
}

async function tracksAtPlatform(emulator: string, videoId: string): Promise<PlatformTrack[]> {
  const grant = await demoGrant(emulator, ['youtube.force-ssl']);
  const answer = await fetch(`${grant.dataApiBaseUrl}/captions?part=snippet&videoId=${videoId}`, {
    headers: grant.auth,
  });
  return ((await answer.json()) as { items: PlatformTrack[] }).items;
}

const VTT = [
  'WEBVTT',
  '',
  '00:00:01.000 --> 00:00:03.500',
  'Bienvenida al estudio.',
  '',
  '00:00:04.000 --> 00:00:07.000',
  'Aquí se hace cada episodio.',
  '',
].join('\n');

// One host and one page: the demo video's tracks (as many at the end as at the start), then a new video's.
test.describe('caption tracks on one host', () => {
  const shared = shareHostAndPage();
  test.beforeAll(async () => {
    await openDemo(shared.page, shared.host);
  });

  test('adds, downloads, publishes and deletes a caption track of a demo video', async () => {
    const { host, page } = shared;
    await showScreen(page, 'Library');
    const emulator = demoEmulatorUrl(host);
    await page.getByTestId('video-row').filter({ hasText: 'Studio tour 2026' }).click();
    const details = page.getByTestId('video-details');
    const panel = details.getByTestId('captions-panel');
    await expect(panel.getByText('Lists the tracks: 50 units')).toBeVisible();
    await panel.getByRole('button', { name: 'Show caption tracks' }).click();
    const rows = panel.getByTestId('caption-track');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'English (en)' }).getByTestId('caption-state')).toHaveText('Published');
    await expect(rows.filter({ hasText: 'German (de)' }).getByTestId('caption-state')).toHaveText('Draft');

    // A malformed file: refused in the page with the cue and line named; nothing is sent.
    await panel.getByTestId('caption-file').setInputFiles({
      name: 'broken.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nOne\n\n00:00:05.000 --> 00:00:04.000\nTwo\n'),
    });
    await expect(panel.getByTestId('caption-problem')).toContainText(
      'broken.vtt: Cue 2 (line 6) of the WebVTT file ends before it starts.',
    );
    await expect(panel.getByRole('button', { name: 'Upload track' })).toHaveCount(0);
    expect(await tracksAtPlatform(emulator, 'dQd3moVid01')).toHaveLength(2);

    // A good one, chosen with the keyboard-reachable picker; its language typed as a BCP-47 tag.
    await panel.getByTestId('caption-file').setInputFiles({
      name: 'studio.es.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(VTT),
    });
    await expect(panel.getByTestId('caption-picked')).toHaveText('studio.es.vtt');
    await expect(panel.getByText('WebVTT, 2 cues')).toBeVisible();
    await expect(panel.getByText('Uploads the track: 400 units')).toBeVisible();
    await panel.getByTestId('caption-language').fill('es_419');
    await expect(panel.getByText('"es_419" is not a language tag')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Upload track' })).toBeDisabled();
    await panel.getByTestId('caption-language').fill('es-419');
    await panel.getByTestId('caption-name').fill('Español');
    await panel.getByTestId('caption-draft').check();
    await panel.getByRole('button', { name: 'Upload track' }).click();
    await expect(panel.getByTestId('caption-outcome')).toHaveText('The es-419 track was added as a draft.');
    const added = rows.filter({ hasText: 'Español' });
    await expect(added.getByTestId('caption-state')).toHaveText('Draft');
    const atPlatform = (await tracksAtPlatform(emulator, 'dQd3moVid01')).find((t) => t.snippet.language === 'es-419');
    expect(atPlatform?.snippet).toMatchObject({ name: 'Español', isDraft: true });

    // Download as WebVTT: the page saves the platform's text as "<title>.<lang>.vtt".
    const downloading = page.waitForEvent('download');
    await added.getByRole('button', { name: /as WebVTT$/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Studio tour 2026.es-419.vtt');
    const saved = await readFile(await download.path(), 'utf8');
    expect(saved).toMatch(/^WEBVTT/);
    expect(saved).toContain('00:00:04.000 --> 00:00:07.000\nAquí se hace cada episodio.');

    // Publish, seen at the platform.
    await added.getByRole('button', { name: /^Publish / }).click();
    await expect(added.getByTestId('caption-state')).toHaveText('Published');
    await expect
      .poll(async () => (await tracksAtPlatform(emulator, 'dQd3moVid01')).find((t) => t.id === atPlatform?.id)?.snippet)
      .toMatchObject({ isDraft: false });

    // Delete, asked first.
    await added.getByRole('button', { name: /^Delete the track/ }).click();
    await added.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(rows).toHaveCount(2);
    expect((await tracksAtPlatform(emulator, 'dQd3moVid01')).map((t) => t.id)).not.toContain(atPlatform?.id);
  });

  test('a caption file attached to an upload becomes a track of the new video', async () => {
    test.setTimeout(120_000);
    const { host, page } = shared;
    const emulator = demoEmulatorUrl(host);
    await showScreen(page, 'Uploads');
    await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
    await page.getByTestId('upload-dropzone').drop({
      files: [{ name: 'subtitled-take.mp4', mimeType: 'video/mp4', buffer: videoBytes(1024 * 1024) }],
    });
    const row = page.getByTestId('upload-row').filter({ hasText: 'subtitled-take.mp4' });
    await expect(row.getByTestId('upload-state')).toHaveText('Paused');

    // A file that is no caption file is refused in the page, saying why; nothing is attached.
    const captions = page.getByTestId('caption-attachments');
    await captions.getByTestId('caption-file').setInputFiles({
      name: 'notes.srt',
      mimeType: 'application/x-subrip',
      buffer: Buffer.from('Shot list: intro, b-roll, outro.\n'),
    });
    await expect(captions.getByTestId('caption-attachment-problem')).toContainText(
      'notes.srt is not an SRT or WebVTT caption file',
    );
    await expect(row.getByTestId('upload-step')).toHaveCount(0);

    await captions.getByTestId('caption-file').setInputFiles({
      name: 'take.es.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(VTT),
    });
    await captions.getByTestId('caption-attachment-language').fill('es');
    await captions.getByRole('button', { name: 'Add these captions' }).click();
    await expect(captions.getByTestId('caption-attachment')).toContainText('take.es.vtt (es)');
    await expect(row.getByTestId('upload-step')).toHaveText([/Captions take\.es\.vtt \(es\)\s*To do/]);

    await row.getByRole('button', { name: /^Start upload/ }).click();
    await expect(row.getByTestId('upload-state')).toHaveText('Done', { timeout: 60_000 });
    await expect(row.getByTestId('upload-step')).toHaveText([/Captions take\.es\.vtt \(es\)\s*Done/], {
      timeout: 30_000,
    });
    const videoId = (await row.getByTestId('video-id').textContent())!;
    expect((await tracksAtPlatform(emulator, videoId)).map((track) => track.snippet)).toEqual([
      expect.objectContaining({ language: 'es', name: '', isDraft: false }),
    ]);
  });
});
