// The captions service against fakes of the Data API and the upload client: what each call sends, the answers it
// accepts, garbage refused with a clear error, a bad file never sent, and a staged copy freed either way.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCaptionsService } from '../../../../electron/captions/captions-service';
import { StagingArea } from '../../../../electron/files/staging-area';
import type { DataApiClient, DataApiRequest } from '../../../../electron/platform/data-api-client';
import type { ImageToSend, ImageUploadClient } from '../../../../electron/platform/image-upload-client';

const track = (over: Record<string, unknown> = {}) => ({
  kind: 'youtube#caption',
  etag: 'e',
  id: 'AUieDaTrack1',
  snippet: {
    videoId: 'dQd3moVid01',
    lastUpdated: '2026-02-10T09:00:00.000Z',
    trackKind: 'standard',
    language: 'en',
    name: 'English',
    audioTrackType: 'unknown',
    isCC: false,
    isLarge: false,
    isEasyReader: false,
    isDraft: false,
    isAutoSynced: false,
    status: 'serving',
    ...over,
  },
});

let requests: DataApiRequest[];
let answers: unknown[];
let sent: Array<{ resource: unknown; file: ImageToSend }>;
let uploadAnswer: unknown;
let staging: StagingArea;
let dir: string;

beforeEach(async () => {
  requests = [];
  answers = [];
  sent = [];
  uploadAnswer = track();
  dir = await mkdtemp(join(tmpdir(), 'desk-captions-svc-'));
  staging = new StagingArea(join(dir, 'data'), { freeBytes: () => Promise.resolve(1e12) });
});

const dataApi = {
  request: (request: DataApiRequest) => {
    requests.push(request);
    return Promise.resolve(answers.shift());
  },
} as unknown as DataApiClient;
const uploads = {
  insertCaption: (resource: unknown, file: ImageToSend) => {
    sent.push({ resource, file });
    return Promise.resolve(uploadAnswer);
  },
} as unknown as ImageUploadClient;

const service = (acceptsPaths = true) =>
  createCaptionsService({ dataApi: () => dataApi, uploads: () => uploads, staging, acceptsPaths });

describe('captions service', () => {
  it('lists a video’s tracks as views', async () => {
    answers.push({ kind: 'youtube#captionListResponse', etag: 'x', items: [track(), track({ isDraft: true })] });
    const tracks = await service().list('dQd3moVid01');
    expect(requests[0]).toEqual({ path: '/captions', params: { part: 'snippet', videoId: 'dQd3moVid01' } });
    expect(tracks).toEqual([
      expect.objectContaining({ id: 'AUieDaTrack1', language: 'en', name: 'English', isDraft: false }),
      expect.objectContaining({ isDraft: true, status: 'serving', trackKind: 'standard' }),
    ]);
  });

  it('says so when the list is not a caption list', async () => {
    answers.push({ kind: 'youtube#videoListResponse', items: [] });
    await expect(service().list('dQd3moVid01')).rejects.toMatchObject({ code: 'bad-response' });
  });

  it('sends a checked file with its snippet and frees the staged copy', async () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHi\n';
    const { id } = await staging.create({ name: 'hi.srt', size: srt.length, type: '' });
    await staging.append(id, 0, Readable.from([Buffer.from(srt)]));
    const view = await service(false).insert({
      videoId: 'dQd3moVid01',
      source: { kind: 'staged', stagingId: id },
      language: 'en',
      name: 'English',
      isDraft: true,
    });
    expect(view.id).toBe('AUieDaTrack1');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.resource).toEqual({
      snippet: { videoId: 'dQd3moVid01', language: 'en', name: 'English', isDraft: true },
    });
    expect(sent[0]?.file.mimeType).toBe('application/x-subrip');
    expect(sent[0]?.file.bytes.toString('utf8')).toBe(srt);
    await expect(staging.status(id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('never sends a file that fails the check, and still frees the staged copy', async () => {
    const bad = '1\n00:00:09,000 --> 00:00:02,000\nBackwards\n';
    const { id } = await staging.create({ name: 'bad.srt', size: bad.length, type: '' });
    await staging.append(id, 0, Readable.from([Buffer.from(bad)]));
    await expect(
      service(false).insert({
        videoId: 'dQd3moVid01',
        source: { kind: 'staged', stagingId: id },
        language: 'en',
        name: '',
        isDraft: false,
      }),
    ).rejects.toMatchObject({ code: 'invalid-caption', message: expect.stringContaining('bad.srt: Cue 1 (line 1)') });
    expect(sent).toEqual([]);
    await expect(staging.status(id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses an upload answer that is not a caption track', async () => {
    const path = join(dir, 'ok.vtt');
    await writeFile(path, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi\n');
    uploadAnswer = '<html>proxy error</html>';
    await expect(
      service().insert({
        videoId: 'dQd3moVid01',
        source: { kind: 'path', path },
        language: 'en',
        name: '',
        isDraft: false,
      }),
    ).rejects.toMatchObject({ code: 'bad-response' });
    expect(sent[0]?.file.mimeType).toBe('text/vtt');
  });

  it('sets the draft state with captions.update of the snippet', async () => {
    answers.push(track({ isDraft: true }));
    const view = await service().setDraft('AUieDaTrack1', true);
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: '/captions',
      params: { part: 'snippet' },
      body: { id: 'AUieDaTrack1', snippet: { isDraft: true } },
    });
    expect(view.isDraft).toBe(true);
  });

  it('downloads the text in the format asked and refuses anything else', async () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi\n';
    answers.push(vtt);
    await expect(service().download('AUieDaTrack1', 'vtt')).resolves.toEqual({
      id: 'AUieDaTrack1',
      format: 'vtt',
      text: vtt,
    });
    expect(requests[0]).toEqual({ path: '/captions/AUieDaTrack1', params: { tfmt: 'vtt' } });
    answers.push('1\n00:00:01,000 --> 00:00:02,000\nHi\n');
    await expect(service().download('AUieDaTrack1', 'vtt')).rejects.toMatchObject({ code: 'bad-response' });
    answers.push({ kind: 'youtube#caption' });
    await expect(service().download('AUieDaTrack1', 'srt')).rejects.toMatchObject({ code: 'bad-response' });
  });

  it('refuses a downloaded track past the reading bound without reading it', async () => {
    answers.push(`WEBVTT\n\n${'x'.repeat(16 * 1024 * 1024)}`);
    await expect(service().download('AUieDaTrack1', 'vtt')).rejects.toMatchObject({
      code: 'bad-response',
      message: 'The platform answered 16.0 MiB for the track, more than a caption file is read up to (16 MiB).',
    });
  });

  it('deletes by id', async () => {
    answers.push('');
    await expect(service().delete('AUieDaTrack1')).resolves.toEqual({ id: 'AUieDaTrack1' });
    expect(requests[0]).toEqual({ method: 'DELETE', path: '/captions', params: { id: 'AUieDaTrack1' } });
  });
});
