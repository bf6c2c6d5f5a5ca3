// captions.* through the official client: tracks of a video without their text (drafts for the owner only), a
// multipart upload of an SRT file, downloads in the original format and converted (tfmt), draft and file updates,
// an unreadable file marked failed as the platform's processing does, the refusals, and their quota costs. Every
// body is held to the discovery document's schema.
import { Readable } from 'node:stream';
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { GaxiosError } from 'gaxios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, SCOPE, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { schemaProblems } from '../support/schema-problems';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOG_STATE_FILE } from '../../../electron/emulator/data-api/catalog/catalog-store';

const EN_TRACK = 'AUieDaDemoCaptionStudioTourEnglish000000001';
const DE_DRAFT = 'AUieDaDemoCaptionStudioTourGerman0000000002';
const SRT =
  '1\n00:00:01,000 --> 00:00:02,500\nHello there.\n\n2\n00:00:03,000 --> 00:00:05,000\nSecond line,\nwrapped.\n';

let fx: EmulatorHarness;
let owner: youtube_v3.Youtube;
let other: youtube_v3.Youtube;
let withKey: youtube_v3.Youtube;
/** The client builds media URLs from the per-call rootUrl only (the global one moves the API URL, not mediaUrl). */
let media: { rootUrl: string };

async function clientFor(channelId?: string): Promise<youtube_v3.Youtube> {
  const oauth = new auth.OAuth2();
  oauth.setCredentials({
    access_token: await fx.token({ ...(channelId ? { channelId } : {}), scopes: [SCOPE('youtube.force-ssl')] }),
  });
  return youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth });
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GaxiosError);
    const gaxios = error as GaxiosError;
    const data: unknown = gaxios.response?.data;
    // A download asked for text: its refusal arrives as text too.
    return { status: gaxios.response?.status, ...errorOf(typeof data === 'string' ? JSON.parse(data) : data) };
  }
  throw new Error('expected the call to fail');
}

async function quotaUsed(): Promise<number> {
  return ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { used: number }).used;
}

beforeAll(async () => {
  fx = await startEmulatorHarness();
  media = { rootUrl: `${fx.baseUrl}/` };
  owner = await clientFor();
  other = await clientFor(fx.info.demo.otherChannelId);
  withKey = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: fx.info.apiKey });
});
afterAll(async () => {
  await fx.close();
});

describe('captions through @googleapis/youtube', () => {
  it('list: the owner sees every track with its draft state; others and API keys see published ones only', async () => {
    const mine = await owner.captions.list({ part: ['snippet'], videoId: 'dQd3moVid01' });
    expect(schemaProblems(mine.data, 'CaptionListResponse')).toEqual([]);
    expect(mine.data.items?.map((track) => [track.id, track.snippet?.language, track.snippet?.isDraft])).toEqual([
      [EN_TRACK, 'en', false],
      [DE_DRAFT, 'de', true],
    ]);
    expect(JSON.stringify(mine.data)).not.toContain('Welcome to the studio');
    const theirs = await other.captions.list({ part: ['snippet'], videoId: 'dQd3moVid01' });
    expect(theirs.data.items?.map((track) => track.id)).toEqual([EN_TRACK]);
    const keyed = await withKey.captions.list({ part: ['id'], videoId: 'dQd3moVid01', id: [DE_DRAFT] });
    expect(keyed.data.items).toEqual([]);
    expect(await failure(owner.captions.list({ part: ['snippet'], videoId: 'noSuchVideo' }))).toMatchObject({
      status: 404,
      reason: 'videoNotFound',
      domain: 'youtube.caption',
    });
  });

  it('insert: an SRT file through the client multipart upload makes a serving track; contentDetails.caption follows', async () => {
    const before = await quotaUsed();
    const inserted = await owner.captions.insert(
      {
        part: ['snippet'],
        requestBody: { snippet: { videoId: 'dQd3moVid03', language: 'en', name: 'English', isDraft: true } },
        media: { mimeType: 'application/octet-stream', body: Readable.from([Buffer.from(SRT)]) },
      },
      media,
    );
    expect(inserted.status).toBe(200);
    expect(schemaProblems(inserted.data, 'Caption')).toEqual([]);
    // The check itself bites: a key the schema lacks, or a count sent as the wrong JSON type.
    expect(schemaProblems({ ...inserted.data, textBody: 'x' }, 'Caption')).toEqual([
      '$.textBody: a key the schema does not have',
    ]);
    expect(schemaProblems({ pageInfo: { totalResults: '3' } }, 'SearchListResponse')).toHaveLength(1);
    expect(inserted.data.snippet).toMatchObject({ videoId: 'dQd3moVid03', status: 'serving', isDraft: true });
    expect((await quotaUsed()) - before).toBe(400);
    const caption = async () =>
      (await owner.videos.list({ part: ['contentDetails'], id: ['dQd3moVid03'] })).data.items?.[0]?.contentDetails
        ?.caption;
    expect(await caption()).toBe('false'); // a draft is not published

    const id = inserted.data.id ?? '';
    const published = await owner.captions.update({
      part: ['snippet'],
      requestBody: { id, snippet: { isDraft: false } },
    });
    expect(schemaProblems(published.data, 'Caption')).toEqual([]);
    expect(published.data.snippet?.isDraft).toBe(false);
    expect(await caption()).toBe('true');

    const original = await owner.captions.download({ id }, { responseType: 'text' });
    expect(original.data).toBe(SRT);
    const vtt = await owner.captions.download({ id, tfmt: 'vtt' }, { responseType: 'text' });
    const raw = await fx.api(`/captions/${id}?tfmt=vtt`, await fx.token());
    expect(raw.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(vtt.data).toContain('WEBVTT');
    expect(vtt.data).toContain('00:00:03.000 --> 00:00:05.000\nSecond line,\nwrapped.');
    const ttml = await owner.captions.download({ id, tfmt: 'ttml', tlang: 'fr' }, { responseType: 'text' });
    expect(ttml.data).toContain('xml:lang="fr"');
    expect(ttml.data).toContain('<p begin="00:00:01.000" end="00:00:02.500">Hello there.</p>');
    const scc = await owner.captions.download({ id, tfmt: 'scc' }, { responseType: 'text' });
    expect(String(scc.data).split('\n')[0]).toBe('Scenarist_SCC V1.0');

    const existing = await failure(
      owner.captions.insert(
        {
          part: ['snippet'],
          requestBody: { snippet: { videoId: 'dQd3moVid03', language: 'en', name: 'English' } },
          media: { mimeType: 'application/octet-stream', body: SRT },
        },
        media,
      ),
    );
    expect(existing).toMatchObject({ status: 409, reason: 'captionExists', domain: 'youtube.caption' });
  });

  it('update with a new file replaces the text; a file of no known format makes a failed track that cannot convert', async () => {
    const update = await owner.captions.update(
      {
        part: ['snippet'],
        requestBody: { id: EN_TRACK, snippet: { isDraft: false } },
        media: { mimeType: 'text/vtt', body: 'WEBVTT\n\n00:00.500 --> 00:02.000\nReplaced.\n' },
      },
      media,
    );
    expect(update.data.snippet?.status).toBe('serving');
    const srt = await owner.captions.download({ id: EN_TRACK, tfmt: 'srt' }, { responseType: 'text' });
    expect(srt.data).toBe('1\n00:00:00,500 --> 00:00:02,000\nReplaced.\n');

    const broken = await owner.captions.insert(
      {
        part: ['snippet'],
        requestBody: { snippet: { videoId: 'dQd3moVid02', language: 'de', name: 'Notizen' } },
        media: { mimeType: 'application/octet-stream', body: 'these are my notes, not captions' },
      },
      media,
    );
    expect(broken.data.snippet).toMatchObject({ status: 'failed', failureReason: 'unknownFormat' });
    expect(schemaProblems(broken.data, 'Caption')).toEqual([]);
    expect(
      await failure(owner.captions.download({ id: broken.data.id ?? '' }, { responseType: 'text' })),
    ).toMatchObject({
      status: 400,
      reason: 'couldNotConvert',
    });
    expect(
      await failure(owner.captions.download({ id: EN_TRACK, tfmt: 'docx' }, { responseType: 'text' })),
    ).toMatchObject({ status: 400, reason: 'couldNotConvert' });
  });

  it('refusals: not the owner, unknown track, no file, a name over 150 characters', async () => {
    expect(await failure(other.captions.download({ id: EN_TRACK }, { responseType: 'text' }))).toMatchObject({
      status: 403,
      reason: 'forbidden',
      domain: 'youtube.caption',
    });
    expect(await failure(other.captions.delete({ id: EN_TRACK }))).toMatchObject({ status: 403, reason: 'forbidden' });
    expect(
      await failure(
        other.captions.insert(
          {
            part: ['snippet'],
            requestBody: { snippet: { videoId: 'dQd3moVid01', language: 'it', name: 'Italiano' } },
            media: { mimeType: 'application/octet-stream', body: SRT },
          },
          media,
        ),
      ),
    ).toMatchObject({ status: 403, reason: 'forbidden' });
    expect(await failure(owner.captions.delete({ id: 'AUieDaNoSuchTrack' }))).toMatchObject({
      status: 404,
      reason: 'captionNotFound',
      location: 'id',
    });
    expect(
      await failure(
        owner.captions.insert({
          part: ['snippet'],
          requestBody: { snippet: { videoId: 'dQd3moVid01', language: 'it', name: 'Italiano' } },
        }),
      ),
    ).toMatchObject({ status: 400, reason: 'contentRequired' });
    expect(
      await failure(
        owner.captions.insert(
          {
            part: ['snippet'],
            requestBody: { snippet: { videoId: 'dQd3moVid01', language: 'it', name: 'x'.repeat(151) } },
            media: { mimeType: 'application/octet-stream', body: SRT },
          },
          media,
        ),
      ),
    ).toMatchObject({ status: 400, reason: 'nameTooLong' });
  });

  it('delete: 204, then the track is gone; download and list cost 200 and 50 units', async () => {
    let before = await quotaUsed();
    await owner.captions.download({ id: DE_DRAFT }, { responseType: 'text' });
    expect((await quotaUsed()) - before).toBe(200);
    before = await quotaUsed();
    await owner.captions.list({ part: ['id'], videoId: 'dQd3moVid01' });
    expect((await quotaUsed()) - before).toBe(50);
    const deleted = await owner.captions.delete({ id: DE_DRAFT });
    expect(deleted.status).toBe(204);
    const after = await owner.captions.list({ part: ['id'], videoId: 'dQd3moVid01' });
    expect(after.data.items?.map((track) => track.id)).toEqual([EN_TRACK]);
    const raw = await fx.api(`/captions/${DE_DRAFT}`, await fx.token());
    expect(raw.status).toBe(404);
  });

  it('the catalog persists: tracks written before a restart are there after it', async () => {
    const added = await owner.captions.insert(
      {
        part: ['snippet'],
        requestBody: { snippet: { videoId: 'dQd3moVid04', language: 'ja', name: '日本語' } },
        media: { mimeType: 'application/octet-stream', body: SRT },
      },
      media,
    );
    await fx.restart();
    const token = await fx.token({ scopes: [SCOPE('youtube.force-ssl')] });
    const listed = await fx.api('/captions?part=snippet&videoId=dQd3moVid04', token);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([added.data.id]);
    const file = await fx.api(`/captions/${added.data.id}?tfmt=sbv`, token);
    expect(file.text.split('\n')[0]).toBe('0:00:01.000,0:00:02.500');
  });

  it("a deleted video's tracks go with it, also from the catalog's file", async () => {
    // The emulator was restarted above, on another port.
    const fresh = await clientFor();
    await fresh.captions.insert(
      {
        part: ['snippet'],
        requestBody: { snippet: { videoId: 'dQd3moVid05', language: 'fr', name: 'Français' } },
        media: { mimeType: 'application/octet-stream', body: SRT },
      },
      { rootUrl: `${fx.baseUrl}/` },
    );
    expect((await fresh.videos.delete({ id: 'dQd3moVid05' })).status).toBe(204);
    await fx.restart();
    const state = JSON.parse(await readFile(join(fx.dataDir, CATALOG_STATE_FILE), 'utf8')) as {
      captions: Array<{ videoId: string }>;
    };
    expect(state.captions.filter((track) => track.videoId === 'dQd3moVid05')).toEqual([]);
    expect(state.captions.some((track) => track.videoId === 'dQd3moVid01')).toBe(true);
  });
});
