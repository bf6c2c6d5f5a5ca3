// Files on their way into the queue (desktop app: by path): what the page or the host refuses is kept with its reason
// until dismissed, what the host takes reaches the queue mirror, and the screen's live region says how many of each.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnqueueResult } from '../../../../shared/ipc/uploads';
import type { UploadView } from '../../../../shared/uploads/upload-view';

const fake = vi.hoisted(() => ({
  calls: [] as Array<{ name: string; input: unknown }>,
  answer: undefined as ((input: unknown) => unknown) | undefined,
}));

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string, input: unknown) => {
      fake.calls.push({ name, input });
      return Promise.resolve().then(() => fake.answer!(input));
    },
    on: () => () => undefined,
    // A file dragged out of another app that exists only in memory has no path.
    pathForFile: (file: File) => (file.name === 'memory.mp4' ? '' : `/videos/${file.name}`),
  },
}));

const { useIncomingFiles } = await import('../../../../renderer/stores/incoming-files-store');
const { useUploads } = await import('../../../../renderer/stores/uploads-store');
const { DeskCallError } = await import('../../../../renderer/desk/desk-client');

function video(name: string): File {
  return new File([new Uint8Array(16)], name, { type: 'video/mp4' });
}

/** The host queues every path except broken.mp4, which it refuses with a reason. */
function hostAnswer(input: unknown): EnqueueResult {
  const { files } = input as { files: Array<{ source: { kind: string; path: string } }> };
  const accepted = files
    .filter(({ source }) => !source.path.endsWith('broken.mp4'))
    .map(({ source }) => ({ id: `id-${source.path}`, fileName: source.path.slice(8) }) as unknown as UploadView);
  const refused = files
    .filter(({ source }) => source.path.endsWith('broken.mp4'))
    .map(() => ({ name: 'broken.mp4', reason: 'broken.mp4 is not a video file.' }));
  return { accepted, refused };
}

beforeEach(() => {
  fake.calls.length = 0;
  useIncomingFiles.setState({ staging: [], refused: [], queueRefusal: undefined });
  useUploads.setState({ uploads: [], selectedId: undefined, announcement: undefined, reviewFirst: true });
});

describe('incoming files (desktop app)', () => {
  it('queues what has a path, keeps every refusal with its reason, and says how many of each', async () => {
    fake.answer = hostAnswer;
    await useIncomingFiles.getState().addFiles([video('a.mp4'), video('memory.mp4'), video('broken.mp4')]);

    expect(fake.calls).toEqual([
      {
        name: 'uploads.enqueue',
        input: {
          files: [
            { source: { kind: 'path', path: '/videos/a.mp4' } },
            { source: { kind: 'path', path: '/videos/broken.mp4' } },
          ],
          hold: true,
        },
      },
    ]);
    expect(useUploads.getState().uploads.map((upload) => upload.id)).toEqual(['id-/videos/a.mp4']);
    // Held for review: the first one's details open.
    expect(useUploads.getState().selectedId).toBe('id-/videos/a.mp4');
    const refused = useIncomingFiles.getState().refused;
    expect(refused.map(({ name }) => name)).toEqual(['memory.mp4', 'broken.mp4']);
    expect(refused[0]!.reason).toMatch(/memory\.mp4 is not a file on this computer's disk/);
    expect(refused[1]!.reason).toBe('broken.mp4 is not a video file.');
    expect(useUploads.getState().announcement).toBe('1 video added to the queue; 2 files were not added.');
    expect(useIncomingFiles.getState().staging).toEqual([]);
  });

  it('keeps a failure of the queue itself by kind, with the files, so trying again adds the same ones', async () => {
    fake.answer = () => {
      throw new DeskCallError({ code: 'disconnected', message: 'The upload queue is not running yet.' });
    };
    const dropped = [video('a.mp4'), video('b.mp4')];
    await useIncomingFiles.getState().addFiles(dropped);
    const { queueRefusal, refused } = useIncomingFiles.getState();
    expect(refused).toEqual([]);
    expect(queueRefusal?.failure).toMatchObject({
      code: 'disconnected',
      kind: 'retry',
      message: '2 files were not added: The upload queue is not running yet.',
    });
    expect(queueRefusal?.files).toEqual(dropped);
    expect(useUploads.getState().announcement).toBe('0 videos added to the queue; 2 files were not added.');

    fake.answer = hostAnswer;
    await useIncomingFiles.getState().addFiles(queueRefusal!.files);
    expect(useIncomingFiles.getState().queueRefusal).toBeUndefined();
    expect(useUploads.getState().uploads.map((upload) => upload.id)).toEqual(['id-/videos/a.mp4', 'id-/videos/b.mp4']);
  });

  it('dismisses one refusal or all', () => {
    useIncomingFiles.getState().refuseLocally([{ name: 'Trailer', reason: 'Trailer is a folder.' }]);
    useIncomingFiles.getState().refuseLocally([{ name: 'Holiday', reason: 'Holiday is a folder.' }]);
    const [first, second] = useIncomingFiles.getState().refused;
    useIncomingFiles.getState().dismissRefused(first!.key);
    expect(useIncomingFiles.getState().refused).toEqual([second]);
    useIncomingFiles.getState().dismissRefused();
    expect(useIncomingFiles.getState().refused).toEqual([]);
  });

  it("keeps the chosen template for every drop, holds it when the review box says so, and never keeps another channel's choice", async () => {
    useIncomingFiles.setState({ templateId: undefined, defaultFor: undefined });
    fake.answer = (input) => {
      const { files } = input as { files?: Array<{ source: { path: string } }> };
      const accepted = (files ?? []).map(
        ({ source }) => ({ id: `id-${source.path}`, fileName: source.path.slice(8) }) as unknown as UploadView,
      );
      return { accepted, refused: [], notes: [] };
    };
    const { followDefault, chooseTemplate } = useIncomingFiles.getState();
    followDefault('UCclips', 'tpl_clips01');
    expect(useIncomingFiles.getState().templateId).toBe('tpl_clips01');
    // Another choice: kept for this drop and the next ones (the screen saves it as the channel's default).
    chooseTemplate('tpl_shorts1');
    followDefault('UCclips', 'tpl_clips01');
    expect(useIncomingFiles.getState().templateId).toBe('tpl_shorts1');
    useUploads.setState({ reviewFirst: true });
    await useIncomingFiles.getState().addFiles([video('a.mp4')]);
    // The review box is ticked: the template's drop is held too, whatever the template says.
    expect(fake.calls.at(-1)).toMatchObject({
      name: 'templates.enqueue',
      input: { templateId: 'tpl_shorts1', hold: true },
    });
    expect(useIncomingFiles.getState().templateId).toBe('tpl_shorts1');
    useUploads.setState({ reviewFirst: false });
    await useIncomingFiles.getState().addFiles([video('a2.mp4')]);
    // Unticked: the template decides (no hold sent).
    expect(fake.calls.at(-1)).toMatchObject({ name: 'templates.enqueue', input: { templateId: 'tpl_shorts1' } });
    expect((fake.calls.at(-1)?.input as { hold?: boolean }).hold).toBeUndefined();

    // A drop on another channel in the switcher goes plainly to it, and the choice stays.
    await useIncomingFiles.getState().addFiles([video('b.mp4')], 'UCmain');
    expect(fake.calls.at(-1)).toMatchObject({ name: 'uploads.enqueue', input: { channelId: 'UCmain' } });
    expect(useIncomingFiles.getState().templateId).toBe('tpl_shorts1');

    // Another channel chosen: its own default (none here), not the clips channel's choice.
    chooseTemplate('tpl_shorts1');
    followDefault('UCmain', undefined);
    expect(useIncomingFiles.getState().templateId).toBeUndefined();
    await useIncomingFiles.getState().addFiles([video('c.mp4')]);
    expect(fake.calls.at(-1)).toMatchObject({ name: 'uploads.enqueue' });
  });
});
