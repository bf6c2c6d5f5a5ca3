// videos.update, videos.delete, videos.rate and videos.getRating driven by the platform's official Node client
// (@googleapis/youtube) against the emulator: each part replaced wholesale, the refusals with the platform's reasons
// (400 invalid metadata, 403 forbidden for another channel's video, 404 videoNotFound), a deletion that leaves the
// uploads playlist and the channel's playlists while another channel's playlist shows "Deleted video", and ratings
// that persist per channel and feed myRating and likeCount. Expected values come from the discovery document and the
// platform's reference pages, not from the emulator's code.
import type { youtube_v3 } from '@googleapis/youtube';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GaxiosError } from 'gaxios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf } from '../support/sdk-refusal';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let owner: youtube_v3.Youtube;
let stranger: youtube_v3.Youtube;
const FAVOURITES = 'PLotherKeepsDemoVideos000000000001';

/** After a start: fresh tokens (a restart may forget them) and room in the quota. */
async function renewClients(): Promise<void> {
  await fx.json('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  owner = fx.youtube(await fx.token());
  stranger = fx.youtube(await fx.token({ channelId: fx.info.demo.otherChannelId }));
}

beforeAll(async () => {
  fx = await startEmulatorHarness();
  await renewClients();
});
afterAll(async () => {
  await fx.close();
});

async function video(id: string, part = ['snippet', 'status', 'statistics', 'localizations', 'recordingDetails']) {
  const listed = await owner.videos.list({ part, id: [id] });
  return listed.data.items?.[0];
}

describe('videos.update', () => {
  it('replaces the snippet wholesale: tags and description left out are cleared; answers the parts sent', async () => {
    const before = await video('dQd3moVid02');
    expect(before?.snippet?.tags?.length).toBeGreaterThan(0);
    const updated = await owner.videos.update({
      part: ['snippet'],
      requestBody: { id: 'dQd3moVid02', snippet: { title: 'How I light my desk (2026)', categoryId: '27' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      kind: 'youtube#video',
      id: 'dQd3moVid02',
      snippet: { title: 'How I light my desk (2026)', categoryId: '27', description: '' },
    });
    expect(updated.data.snippet?.tags).toBeUndefined();
    expect(updated.data.status).toBeUndefined();
    expect(updated.data.statistics).toBeUndefined();
    const after = await video('dQd3moVid02');
    expect(after?.snippet).toMatchObject({ title: 'How I light my desk (2026)', categoryId: '27', description: '' });
    expect(after?.snippet?.tags).toBeUndefined();
    // The other parts were not named, so they stay as they were.
    expect(after?.status).toEqual(before?.status);
  });

  it('replaces the status: privacy, licence, embedding, stats, made for kids; a part without mutable values is echoed', async () => {
    const updated = await owner.videos.update({
      part: ['status', 'statistics'],
      requestBody: {
        id: 'dQd3moVid03',
        status: {
          privacyStatus: 'unlisted',
          license: 'creativeCommon',
          embeddable: false,
          publicStatsViewable: false,
          selfDeclaredMadeForKids: true,
        },
      },
    });
    expect(updated.data.status).toMatchObject({
      privacyStatus: 'unlisted',
      license: 'creativeCommon',
      embeddable: false,
      publicStatsViewable: false,
      selfDeclaredMadeForKids: true,
      madeForKids: true,
    });
    expect(updated.data.statistics?.viewCount).toMatch(/^\d+$/);
    // A status without the optional properties puts them back to their defaults.
    const reset = await owner.videos.update({
      part: ['status'],
      requestBody: { id: 'dQd3moVid03', status: { privacyStatus: 'private' } },
    });
    expect(reset.data.status).toMatchObject({
      privacyStatus: 'private',
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
    });
  });

  it('schedules a private video with publishAt in the future; refuses it on a public one or in the past', async () => {
    const at = new Date(fx.now() + 3 * 24 * 3600 * 1000).toISOString();
    const scheduled = await owner.videos.update({
      part: ['status'],
      requestBody: { id: 'dQd3moVid04', status: { privacyStatus: 'private', publishAt: at } },
    });
    expect(scheduled.data.status).toMatchObject({ privacyStatus: 'private', publishAt: at });
    expect(
      await refusalOf(
        owner.videos.update({
          part: ['status'],
          requestBody: { id: 'dQd3moVid04', status: { privacyStatus: 'public', publishAt: at } },
        }),
      ),
    ).toEqual({ status: 400, reason: 'invalidPublishAt', domain: 'youtube.video' });
    const past = new Date(fx.now() - 3600 * 1000).toISOString();
    expect(
      await refusalOf(
        owner.videos.update({
          part: ['status'],
          requestBody: { id: 'dQd3moVid04', status: { privacyStatus: 'private', publishAt: past } },
        }),
      ),
    ).toMatchObject({ status: 400, reason: 'invalidPublishAt' });
    // Unchanged by the refusals.
    expect((await video('dQd3moVid04'))?.status?.publishAt).toBe(at);
  });

  it('answers an armed fault before anything changes, as every other method does', async () => {
    const before = (await video('dQd3moVid04'))?.status;
    await fx.controlOk('POST', '/_emulator/v1/faults', {
      method: 'videos.update',
      kind: 'platformError',
      reason: 'forbidden',
    });
    const at = new Date(fx.now() + 9 * 24 * 3600 * 1000).toISOString();
    expect(
      await refusalOf(
        owner.videos.update({
          part: ['status'],
          requestBody: { id: 'dQd3moVid04', status: { privacyStatus: 'private', publishAt: at } },
        }),
      ),
    ).toMatchObject({ status: 403, reason: 'forbidden' });
    expect((await video('dQd3moVid04'))?.status).toEqual(before);
    // One call only: the next goes through.
    const moved = await owner.videos.update({
      part: ['status'],
      requestBody: { id: 'dQd3moVid04', status: { privacyStatus: 'private', publishAt: at } },
    });
    expect(moved.data.status?.publishAt).toBe(at);
  });

  it('makes a scheduled video public at its publishAt, published at that instant', async () => {
    const at = new Date(fx.now() + 2 * 3600 * 1000).toISOString();
    await owner.videos.update({
      part: ['status'],
      requestBody: { id: 'dQd3moVid05', status: { privacyStatus: 'private', publishAt: at } },
    });
    await fx.advance(2 * 3600 * 1000 - 1000);
    await renewClients();
    expect((await video('dQd3moVid05'))?.status).toMatchObject({ privacyStatus: 'private', publishAt: at });
    await fx.advance(1000);
    const published = await video('dQd3moVid05');
    expect(published?.status?.privacyStatus).toBe('public');
    expect(published?.status?.publishAt).toBeUndefined();
    expect(published?.snippet?.publishedAt).toBe(at);
  });

  it('replaces localizations and recordingDetails; localizations need a default language', async () => {
    const updated = await owner.videos.update({
      part: ['localizations', 'recordingDetails'],
      requestBody: {
        id: 'dQd3moVid01',
        localizations: { it: { title: 'Tour dello studio', description: 'La stanza dove nasce ogni video.' } },
        recordingDetails: { locationDescription: 'Turin, Italy' },
      },
    });
    expect(updated.data.localizations).toEqual({
      it: { title: 'Tour dello studio', description: 'La stanza dove nasce ogni video.' },
    });
    expect(updated.data.recordingDetails).toEqual({ locationDescription: 'Turin, Italy' });
    const after = await video('dQd3moVid01');
    expect(Object.keys(after?.localizations ?? {})).toEqual(['it']);

    // A snippet sent without defaultLanguage clears it; localizations are then refused, and so is a snippet that
    // would clear the default language of a video that has localizations.
    const mine = await owner.videos.update({
      part: ['snippet'],
      requestBody: { id: 'dQd3moVid05', snippet: { title: 'Behind the scenes', categoryId: '22' } },
    });
    expect(mine.data.snippet?.defaultLanguage).toBeUndefined();
    expect(
      await refusalOf(
        owner.videos.update({
          part: ['localizations'],
          requestBody: { id: 'dQd3moVid05', localizations: { fr: { title: 'Coulisses' } } },
        }),
      ),
    ).toEqual({ status: 400, reason: 'defaultLanguageNotSet', domain: 'youtube.video' });
    expect(
      await refusalOf(
        owner.videos.update({
          part: ['snippet'],
          requestBody: { id: 'dQd3moVid01', snippet: { title: 'Studio tour 2026', categoryId: '22' } },
        }),
      ),
    ).toMatchObject({ status: 400, reason: 'defaultLanguageNotSet' });
  });

  it("holds localized titles and descriptions to the default ones' limits, naming the language; an unknown language is invalid metadata", async () => {
    const send = (localizations: Record<string, { title?: string; description?: string }>) =>
      owner.videos.update({ part: ['localizations'], requestBody: { id: 'dQd3moVid01', localizations } });
    const refused = async (localizations: Record<string, { title?: string; description?: string }>) => {
      const error = await send(localizations).then(
        () => undefined,
        (caught: unknown) => caught as GaxiosError,
      );
      const body = error?.response?.data as { error: { message: string; errors: Array<{ reason: string }> } };
      return { status: error?.status, reason: body.error.errors[0]!.reason, message: body.error.message };
    };
    expect(await refused({ de: { title: 'T'.repeat(101) } })).toEqual({
      status: 400,
      reason: 'invalidTitle',
      message:
        'The request metadata specifies an invalid or empty video title (localizations.de.title): the title has 101 characters; at most 100 are allowed.',
    });
    expect(await refused({ de: { title: 'Ok', description: 'ü'.repeat(2_501) } })).toMatchObject({
      status: 400,
      reason: 'invalidDescription',
      message: expect.stringContaining('(localizations.de.description): the description is 5002 bytes long'),
    });
    expect(await refused({ de: { title: 'a <b>' } })).toMatchObject({ reason: 'invalidTitle' });
    expect(await refused({ nb: { title: 'Studiotur' } })).toMatchObject({
      status: 400,
      reason: 'invalidVideoMetadata',
      message: expect.stringContaining('"nb" is not a language of i18nLanguages.list'),
    });
    expect(
      await refusalOf(
        owner.videos.update({
          part: ['snippet'],
          requestBody: {
            id: 'dQd3moVid01',
            snippet: { title: 'Studio tour 2026', categoryId: '22', defaultLanguage: 'xx' },
          },
        }),
      ),
    ).toMatchObject({ status: 400, reason: 'invalidVideoMetadata' });
    // At the limits, taken.
    expect((await send({ de: { title: 'T'.repeat(100), description: 'ü'.repeat(2_500) } })).status).toBe(200);
  });

  it('refuses a snippet without title or category, bad metadata, and a part the body sets but part does not name', async () => {
    const update = (part: string[], requestBody: youtube_v3.Schema$Video) =>
      refusalOf(owner.videos.update({ part, requestBody }));
    expect(await update(['snippet'], { id: 'dQd3moVid06', snippet: { categoryId: '27' } })).toEqual({
      status: 400,
      reason: 'invalidTitle',
      domain: 'youtube.video',
    });
    expect(await update(['snippet'], { id: 'dQd3moVid06', snippet: { title: 'No category' } })).toEqual({
      status: 400,
      reason: 'invalidCategoryId',
      domain: 'youtube.video',
    });
    expect(
      await update(['snippet'], { id: 'dQd3moVid06', snippet: { title: 'a'.repeat(101), categoryId: '27' } }),
    ).toMatchObject({ reason: 'invalidTitle' });
    expect(
      await update(['snippet'], { id: 'dQd3moVid06', snippet: { title: 'x <b>', categoryId: '27' } }),
    ).toMatchObject({ reason: 'invalidTitle' });
    expect(
      await update(['snippet'], {
        id: 'dQd3moVid06',
        snippet: { title: 'ok', categoryId: '27', description: 'é'.repeat(2501) },
      }),
    ).toMatchObject({ reason: 'invalidDescription' });
    expect(
      await update(['snippet'], {
        id: 'dQd3moVid06',
        snippet: { title: 'ok', categoryId: '27', tags: ['t'.repeat(501)] },
      }),
    ).toMatchObject({ reason: 'invalidTags' });
    expect(await update(['snippet'], { id: 'dQd3moVid06', snippet: { title: 'ok', categoryId: '30' } })).toMatchObject({
      reason: 'invalidCategoryId',
    });
    expect(
      await update(['snippet'], {
        id: 'dQd3moVid06',
        snippet: { title: 'ok', categoryId: '27' },
        status: { privacyStatus: 'public' },
      }),
    ).toMatchObject({ status: 400, reason: 'unexpectedPart' });
    expect((await video('dQd3moVid06'))?.snippet?.title).toBe('Color grading in ten minutes');
  });

  it('only the owner: 403 forbidden for another channel; 404 videoNotFound for an unknown id; 401 with an API key', async () => {
    expect(
      await refusalOf(
        stranger.videos.update({
          part: ['snippet'],
          requestBody: { id: 'dQd3moVid06', snippet: { title: 'Mine now', categoryId: '27' } },
        }),
      ),
    ).toEqual({ status: 403, reason: 'forbidden', domain: 'youtube.video' });
    expect(
      await refusalOf(
        owner.videos.update({
          part: ['snippet'],
          requestBody: { id: 'nOSuchVid00', snippet: { title: 'Nothing', categoryId: '27' } },
        }),
      ),
    ).toMatchObject({ status: 404, reason: 'videoNotFound' });
    const keyed = fx.youtube();
    expect(
      await refusalOf(
        keyed.videos.update({
          part: ['snippet'],
          requestBody: { id: 'dQd3moVid06', snippet: { title: 'Anonymous', categoryId: '27' } },
        }),
      ),
    ).toMatchObject({ status: 401 });
  });

  it('costs 50 quota units', async () => {
    const before = (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;
    await owner.videos.update({
      part: ['snippet'],
      requestBody: {
        id: 'dQd3moVid06',
        snippet: { title: 'Color grading in ten minutes', categoryId: '27', defaultLanguage: 'en' },
      },
    });
    expect((await fx.controlOk('GET', '/_emulator/v1/quota')).used).toBe(before + 50);
  });
});

describe('videos.rate and videos.getRating', () => {
  it('like, dislike, none: stored per channel, read back by getRating and myRating, likeCount follows', async () => {
    const likes = async () => Number((await video('dQd3moVid07', ['statistics']))?.statistics?.likeCount);
    const start = await likes();
    expect((await stranger.videos.rate({ id: 'dQd3moVid07', rating: 'like' })).status).toBe(204);
    expect(await likes()).toBe(start + 1);
    // Liking twice counts once.
    await stranger.videos.rate({ id: 'dQd3moVid07', rating: 'like' });
    expect(await likes()).toBe(start + 1);
    await stranger.videos.rate({ id: 'dQd3moVid08', rating: 'dislike' });

    const ratings = await stranger.videos.getRating({ id: ['dQd3moVid07', 'dQd3moVid08', 'dQd3moVid01'] });
    expect(ratings.data).toMatchObject({
      kind: 'youtube#videoGetRatingResponse',
      etag: expect.any(String),
      items: [
        { videoId: 'dQd3moVid07', rating: 'like' },
        { videoId: 'dQd3moVid08', rating: 'dislike' },
        { videoId: 'dQd3moVid01', rating: 'none' },
      ],
    });
    // Ratings are the rater's own: the owner has rated nothing.
    const ownerView = await owner.videos.getRating({ id: ['dQd3moVid07'] });
    expect(ownerView.data.items).toEqual([{ videoId: 'dQd3moVid07', rating: 'none' }]);

    const liked = await stranger.videos.list({ part: ['id'], myRating: 'like' });
    expect(liked.data.items?.map((item) => item.id)).toEqual(['dQd3moVid07']);
    const disliked = await stranger.videos.list({ part: ['id'], myRating: 'dislike' });
    expect(disliked.data.items?.map((item) => item.id)).toEqual(['dQd3moVid08']);

    await stranger.videos.rate({ id: 'dQd3moVid07', rating: 'none' });
    expect(await likes()).toBe(start);
    expect((await stranger.videos.list({ part: ['id'], myRating: 'like' })).data.items).toEqual([]);
  });

  it("refuses an unknown rating, an unknown video and another channel's private video", async () => {
    expect(await refusalOf(stranger.videos.rate({ id: 'dQd3moVid07', rating: 'love' }))).toMatchObject({
      status: 400,
      reason: 'invalidValue',
    });
    expect(await refusalOf(stranger.videos.rate({ id: 'nOSuchVid00', rating: 'like' }))).toMatchObject({
      status: 404,
      reason: 'videoNotFound',
    });
    expect(await refusalOf(stranger.videos.rate({ id: 'dQd3moVid10', rating: 'like' }))).toMatchObject({
      status: 404,
      reason: 'videoNotFound',
    });
  });

  it('ratings survive a restart of the emulator', async () => {
    await stranger.videos.rate({ id: 'dQd3moVid12', rating: 'like' });
    await fx.restart();
    await renewClients();
    const ratings = await stranger.videos.getRating({ id: ['dQd3moVid12'] });
    expect(ratings.data.items).toEqual([{ videoId: 'dQd3moVid12', rating: 'like' }]);
  });
});

describe('videos.delete', () => {
  it("removes the video from videos.list, the uploads playlist and the channel's playlists; others show it deleted", async () => {
    // Another channel keeps the video in a playlist of its own (put there through the stored state).
    const tutorials = 'PLd3moTutorials0000000000000000001';
    const inTutorials = async () =>
      (
        await owner.playlistItems.list({ part: ['contentDetails'], playlistId: tutorials, maxResults: 50 })
      ).data.items?.map((item) => item.contentDetails?.videoId);
    expect(await inTutorials()).toContain('dQd3moVid06');
    await stranger.videos.rate({ id: 'dQd3moVid06', rating: 'like' });
    await fx.stop();
    const statePath = join(fx.dataDir, 'youtube-state.json');
    const state = JSON.parse(await readFile(statePath, 'utf8'));
    state.playlists.push({
      id: FAVOURITES,
      channelId: fx.info.demo.otherChannelId,
      title: 'Favourites',
      description: '',
      privacyStatus: 'public',
      publishedAt: '2026-01-10T00:00:00Z',
      uploads: false,
    });
    state.playlistItems[FAVOURITES] = [
      { id: 'UExotherItem0001', playlistId: FAVOURITES, videoId: 'dQd3moVid06', publishedAt: '2026-01-10T00:00:00Z' },
    ];
    await writeFile(statePath, JSON.stringify(state));
    await fx.start();
    await renewClients();

    expect(
      (await stranger.videos.delete({ id: 'dQd3moVid06' }).catch((error: GaxiosError) => error.response))?.status,
    ).toBe(403);
    const deleted = await owner.videos.delete({ id: 'dQd3moVid06' });
    expect(deleted.status).toBe(204);

    expect((await owner.videos.list({ part: ['id'], id: ['dQd3moVid06'] })).data.items).toEqual([]);
    const uploads = await owner.playlistItems.list({
      part: ['contentDetails'],
      playlistId: fx.info.demo.uploadsPlaylistId,
      maxResults: 50,
    });
    expect(uploads.data.items?.map((item) => item.contentDetails?.videoId)).not.toContain('dQd3moVid06');
    expect(await inTutorials()).not.toContain('dQd3moVid06');
    const favourites = await stranger.playlistItems.list({
      part: ['snippet', 'contentDetails'],
      playlistId: FAVOURITES,
    });
    expect(favourites.data.items?.[0]?.snippet).toMatchObject({ title: 'Deleted video', position: 0 });
    expect(favourites.data.items?.[0]?.contentDetails?.videoId).toBe('dQd3moVid06');
    // Its ratings went with it.
    expect((await stranger.videos.list({ part: ['id'], myRating: 'like' })).data.items?.map((v) => v.id)).not.toContain(
      'dQd3moVid06',
    );
    const channel = await owner.channels.list({ part: ['statistics'], mine: true });
    expect(channel.data.items?.[0]?.statistics?.videoCount).toBe('13');

    expect(await refusalOf(owner.videos.delete({ id: 'dQd3moVid06' }))).toMatchObject({
      status: 404,
      reason: 'videoNotFound',
    });
  });
});
