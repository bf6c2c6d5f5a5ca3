// The conformance check against the discovery document's schemas: what it lets through and what it names.
import { describe, expect, it } from 'vitest';
import { checkReply } from '../../../../../electron/emulator/conformance/check-reply';
import { checkSchema } from '../../../../../electron/emulator/conformance/check-schema';
import { checkErrorEnvelope } from '../../../../../electron/emulator/conformance/error-envelope';

const video = (extra: Record<string, unknown> = {}) => ({
  kind: 'youtube#video',
  etag: 'abc',
  id: 'v1',
  snippet: {
    title: 'A',
    publishedAt: '2026-01-15T18:00:00Z',
    thumbnails: { default: { url: 'http://x/1.jpg', width: 120, height: 90 } },
    localized: { title: 'A', description: '' },
  },
  statistics: { viewCount: '12', likeCount: '0' },
  status: { privacyStatus: 'public', embeddable: true },
  ...extra,
});
const list = (items: unknown[]) => ({
  kind: 'youtube#videoListResponse',
  etag: 'e',
  pageInfo: { totalResults: items.length, resultsPerPage: 5 },
  items,
});

describe('checkSchema', () => {
  it('lets a faithful list through', () => {
    expect(checkSchema(list([video()]), 'VideoListResponse')).toEqual([]);
  });

  it('names a key the schema lacks, at any depth, with its path', () => {
    const body = list([video({ secret: 1 }), { ...video(), snippet: { ...video().snippet, mood: 'happy' } }]);
    expect(checkSchema({ ...body, pageCount: 2 }, 'VideoListResponse')).toEqual([
      { path: '$.items[0].secret', problem: 'a key the schema does not have' },
      { path: '$.items[1].snippet.mood', problem: 'a key the schema does not have' },
      { path: '$.pageCount', problem: 'a key the schema does not have' },
    ]);
  });

  it('wants uint64 counts as decimal strings and int32 numbers as integers', () => {
    const body = list([video({ statistics: { viewCount: 12, likeCount: '-1' } })]);
    body.pageInfo = { totalResults: '1' as unknown as number, resultsPerPage: 5.5 };
    expect(checkSchema(body, 'VideoListResponse').map((v) => v.path)).toEqual([
      '$.pageInfo.totalResults',
      '$.pageInfo.resultsPerPage',
      '$.items[0].statistics.viewCount',
      '$.items[0].statistics.likeCount',
    ]);
    expect(checkSchema(body, 'VideoListResponse')[2]?.problem).toBe('expected a string (uint64), got number 12');
  });

  it('holds enums, booleans, dates and the kind constant', () => {
    const found = checkSchema(
      video({
        kind: 'youtube#playlist',
        status: { privacyStatus: 'secret', embeddable: 'yes' },
        snippet: { title: 'A', publishedAt: 'yesterday' },
      }),
      'Video',
    );
    expect(found).toEqual([
      { path: '$.kind', problem: 'expected the constant "youtube#video", got "youtube#playlist"' },
      { path: '$.snippet.publishedAt', problem: 'expected an RFC 3339 date-time, got "yesterday"' },
      {
        path: '$.status.privacyStatus',
        problem: expect.stringMatching(/^"secret" is not one of the documented values/),
      },
      { path: '$.status.embeddable', problem: 'expected a boolean, got string "yes"' },
    ]);
  });

  it('takes any key of a map (additionalProperties) and holds its values to the map schema', () => {
    const localized = video({ localizations: { 'pt-BR': { title: 'Olá', description: '' } } });
    expect(checkSchema(localized, 'Video')).toEqual([]);
    const broken = video({ localizations: { 'pt-BR': { title: 3, subtitle: '' } } });
    expect(checkSchema(broken, 'Video')).toEqual([
      { path: '$.localizations["pt-BR"].title', problem: 'expected a string, got number 3' },
      { path: '$.localizations["pt-BR"].subtitle', problem: 'a key the schema does not have' },
    ]);
  });

  it('refuses null, arrays for objects and objects for arrays', () => {
    expect(checkSchema({ ...list([]), items: null }, 'VideoListResponse')).toEqual([
      { path: '$.items', problem: 'expected an array, got null' },
    ]);
    expect(checkSchema([], 'Video')).toEqual([{ path: '$', problem: 'expected an object, got an array' }]);
  });
});

describe('checkErrorEnvelope', () => {
  const envelope = (error: Record<string, unknown>) => ({
    error: {
      code: 404,
      message: 'gone',
      errors: [{ message: 'gone', domain: 'youtube.video', reason: 'videoNotFound' }],
      ...error,
    },
  });

  it('lets the real shape through, with the optional status and location', () => {
    expect(checkErrorEnvelope(envelope({ status: 'NOT_FOUND' }), 404)).toEqual([]);
  });

  it('names extra keys, a code that is not the HTTP status, and an empty errors list', () => {
    expect(checkErrorEnvelope(envelope({ hint: 'x' }), 404)[0]?.path).toBe('$.error');
    expect(checkErrorEnvelope(envelope({}), 400)).toEqual([
      { path: '$.error.code', problem: 'is 404 but the HTTP status is 400' },
    ]);
    expect(checkErrorEnvelope(envelope({ errors: [] }), 404)[0]?.path).toBe('$.error.errors');
    expect(checkErrorEnvelope({ message: 'flat' }, 500)[0]?.path).toBe('$.error');
  });
});

describe('checkReply', () => {
  const json = 'application/json; charset=utf-8';

  it('wants no body from a method without a response, and the error envelope from any 4xx/5xx', () => {
    expect(checkReply({ method: 'videos.delete', status: 204, contentType: '', body: '', upload: false })).toEqual([]);
    expect(checkReply({ method: 'videos.delete', status: 200, contentType: json, body: '{}', upload: false })).toEqual([
      { path: '$', problem: 'videos.delete answers with no body, as 204' },
    ]);
    expect(
      checkReply({ method: 'videos.list', status: 500, contentType: 'text/plain', body: 'oops', upload: false }),
    ).toEqual([{ path: '$', problem: 'expected application/json, got "text/plain"' }]);
  });

  it('accepts an upload session start without a body, but not a Data API answer without one', () => {
    expect(checkReply({ method: 'videos.insert', status: 200, contentType: '', body: '', upload: true })).toEqual([]);
    expect(checkReply({ method: 'videos.list', status: 200, contentType: '', body: '', upload: false })).toEqual([
      { path: '$', problem: 'expected a VideoListResponse body, got none' },
    ]);
  });

  it('lets a media download answer with the media, and holds its JSON answers all the same', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHi\n';
    expect(
      checkReply({ method: 'captions.download', status: 200, contentType: 'text/plain', body: srt, upload: false }),
    ).toEqual([]);
    expect(
      checkReply({ method: 'captions.download', status: 200, contentType: json, body: '{}', upload: false }),
    ).toEqual([{ path: '$', problem: 'captions.download answers with no body, as 204' }]);
  });

  it('holds a method the document dropped (guideCategories.list) to the shape it last had', () => {
    const body = (item: object) =>
      JSON.stringify({ kind: 'youtube#guideCategoryListResponse', etag: 'e', items: [item] });
    const category = { kind: 'youtube#guideCategory', etag: 'e', id: 'GC1', snippet: { channelId: 'UC1', title: 'T' } };
    const reply = (item: object) =>
      checkReply({ method: 'guideCategories.list', status: 200, contentType: json, body: body(item), upload: false });
    expect(reply(category)).toEqual([]);
    expect(reply({ ...category, extra: 1 })).toEqual([
      { path: '$.items[0].extra', problem: 'a key the schema does not have' },
    ]);
  });

  it('names an answer on a path no method has', () => {
    expect(
      checkReply({ method: undefined, status: 200, contentType: json, body: '{}', upload: false })[0]?.problem,
    ).toMatch(/no method of the discovery document/);
  });
});
