// Attachment steps against the emulator, through the app's own platform code (image intake, image upload client,
// Data API client): the thumbnail and playlists land once each, as the official client then reads them; an
// unverified channel and a deleted playlist fail their steps with the platform's reasons while the others finish,
// and a Retry of one step sends that step alone, never the video again.
import { describe, expect, it } from 'vitest';
import type { UploadService } from '../../../electron/uploads/upload-service';
import { useUploadServiceSuite } from '../support/upload-service-suite';
import { writePng } from '../../support/attachment-fixture';
import { writeVideo } from '../../support/video-fixture';

const TUTORIALS = 'PLd3moTutorials0000000000000000001';
const BEHIND = 'PLd3moBehindTheScenes00000000000002';
const START_HERE = 'PLd3moStartHere00000000000000000003';

const suite = useUploadServiceSuite('attach-it-');
const { startService } = suite;

async function itemsWith(playlistId: string, videoId: string): Promise<number> {
  const answer = await suite.api.playlistItems.list({ part: ['snippet'], playlistId, videoId, maxResults: 50 });
  return answer.data.items?.length ?? 0;
}

async function uploadWith(
  started: UploadService,
  name: string,
  playlists: Array<{ id: string; title: string }>,
): Promise<string> {
  const video = await writeVideo(suite.workDir, `${name}.mp4`, 300_000);
  const image = await writePng(suite.workDir, `${name}.png`);
  const result = await started.enqueue([
    {
      source: { kind: 'path', path: video.path },
      attachments: { thumbnail: { kind: 'path', path: image }, playlists },
    },
  ]);
  expect(result.refused).toEqual([]);
  return result.accepted[0]!.id;
}

describe('attachment steps against the emulator', () => {
  it('sets the thumbnail and adds the new video to each playlist once', async () => {
    const started = await startService();
    const id = await uploadWith(started, 'with-attachments', [
      { id: TUTORIALS, title: 'Tutorials' },
      { id: BEHIND, title: 'Behind the scenes' },
    ]);
    await started.whenIdle();
    const view = started.view(id);
    expect(view.state).toBe('done');
    expect(view.steps?.map((step) => step.state)).toEqual(['done', 'done', 'done']);
    const videoId = view.videoId!;
    expect(await itemsWith(TUTORIALS, videoId)).toBe(1);
    expect(await itemsWith(BEHIND, videoId)).toBe(1);
    const listed = await suite.api.videos.list({ part: ['snippet'], id: [videoId] });
    // A 1280×720 image gives the platform's every size, maxres included.
    expect(listed.data.items?.[0]?.snippet?.thumbnails?.maxres).toMatchObject({ width: 1280, height: 720 });
  });

  it('fails the refused steps with their reasons, finishes the others, and retries one step alone', async () => {
    const started = await startService();
    const channelId = suite.fx.info.demo.channelId;
    await suite.fx.controlOk('PUT', `/_emulator/v1/channels/${channelId}/verification`, { verified: false });
    await suite.api.playlists.delete({ id: START_HERE });
    const id = await uploadWith(started, 'refused-steps', [
      { id: START_HERE, title: 'Start here' },
      { id: TUTORIALS, title: 'Tutorials' },
    ]);
    await started.whenIdle();
    let view = started.view(id);
    expect(view.state).toBe('done');
    expect(view.steps?.map((step) => [step.id, step.state])).toEqual([
      ['thumbnail', 'failed'],
      [`playlist:${START_HERE}`, 'failed'],
      [`playlist:${TUTORIALS}`, 'done'],
    ]);
    expect(view.steps?.[0]?.error).toMatchObject({ code: 'channel-not-verified', reason: 'forbidden' });
    expect(view.steps?.[0]?.error?.message).toMatch(/verif/);
    expect(view.steps?.[1]?.error).toMatchObject({ code: 'not-found', reason: 'playlistNotFound' });
    expect(view.steps?.[1]?.error?.message).toMatch(/"Start here" was not found/);

    const uploadsBefore = (await suite.fx.controlOk('GET', '/_emulator/v1/uploads')) as unknown;
    await suite.fx.controlOk('PUT', `/_emulator/v1/channels/${channelId}/verification`, { verified: true });
    await started.retryStep(id, 'thumbnail');
    await started.whenIdle();
    view = started.view(id);
    expect(view.steps?.map((step) => step.state)).toEqual(['done', 'failed', 'done']);
    expect(await itemsWith(TUTORIALS, view.videoId!)).toBe(1);
    // The retry sent the image, not the video: the upload host saw no new session.
    expect(await suite.fx.controlOk('GET', '/_emulator/v1/uploads')).toEqual(uploadsBefore);
  });
});
