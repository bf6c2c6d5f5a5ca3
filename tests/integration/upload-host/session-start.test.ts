import { describe, it, expect } from 'vitest';
import { useUploadHostHarness, type UploadHostHarness } from '../support/emulator-harness';
import { send } from './raw-http';
import {
  defaultMetadata,
  expectApiError,
  inspectSession,
  postSessionStart,
  putData,
  randomFile,
  startSession,
} from './upload-client';

let h: UploadHostHarness;
useUploadHostHarness((started) => (h = started));

/** The uploads bucket's calls used today (videos.insert has a bucket of its own). */
async function uploads(): Promise<number> {
  return (await h.control('GET', '/_emulator/v1/quota')).json<{ buckets: { uploads: { used: number } } }>().buckets
    .uploads.used;
}

describe('resumable session start', () => {
  it('answers 200 with an empty body and a Location naming the parts and an upload_id', async () => {
    const response = await postSessionStart(h.baseUrl, { token: h.token(), size: 1234, parts: 'snippet,status' });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe('0');
    expect(response.text).toBe('');
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${h.baseUrl}/upload/youtube/v3/videos`);
    expect(location.searchParams.get('uploadType')).toBe('resumable');
    expect(location.searchParams.get('part')).toBe('snippet,status');
    const uploadId = location.searchParams.get('upload_id') ?? '';
    expect(uploadId.length).toBeGreaterThanOrEqual(20);

    const session = (await h.control('GET', `/_emulator/v1/uploads/${uploadId}`)).json();
    expect(session).toMatchObject({
      uploadId,
      state: 'open',
      storedBytes: 0,
      totalBytes: 1234,
      channelId: h.channelId,
    });
  });

  it('charges videos.insert once per session to the uploads bucket, not to the shared units', async () => {
    const before = { units: await h.quotaUsed(), uploads: await uploads() };
    await startSession(h.baseUrl, { token: h.token(), size: 10 });
    expect((await h.quotaUsed()) - before.units).toBe(0);
    expect((await uploads()) - before.uploads).toBe(1);
  });

  it('accepts an unknown total (no X-Upload-Content-Length) and application/octet-stream', async () => {
    const uri = await startSession(h.baseUrl, { token: h.token(), size: null, mimeType: 'application/octet-stream' });
    const session = await inspectSession(h, uri);
    expect(session).toMatchObject({ totalBytes: null, mimeType: 'application/octet-stream' });
  });

  it('requires a token with an upload scope', async () => {
    const noToken = await send({
      method: 'POST',
      url: `${h.baseUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(defaultMetadata),
    });
    expect(noToken.status).toBe(401);
    expectApiError(await postSessionStart(h.baseUrl, { token: 'not-a-token', size: 10 }), 401, 'authError');
    const readonly = h.token({ scopes: ['https://www.googleapis.com/auth/youtube.readonly'] });
    expectApiError(await postSessionStart(h.baseUrl, { token: readonly, size: 10 }), 403, 'insufficientPermissions');
    for (const scope of ['youtube', 'youtube.force-ssl', 'youtube.upload']) {
      const token = h.token({ scopes: [`https://www.googleapis.com/auth/${scope}`] });
      expect((await postSessionStart(h.baseUrl, { token, size: 10 })).status, scope).toBe(200);
    }
  });

  it('refuses a missing or unknown part, and a body part the part parameter does not name', async () => {
    expectApiError(await postSessionStart(h.baseUrl, { token: h.token(), size: 10, parts: '' }), 400, 'required');
    expectApiError(
      await postSessionStart(h.baseUrl, { token: h.token(), size: 10, parts: 'snippet,bogus' }),
      400,
      'unknownPart',
    );
    expectApiError(
      await postSessionStart(h.baseUrl, { token: h.token(), size: 10, parts: 'snippet' }),
      400,
      'unexpectedPart',
    );
  });

  it('refuses media types other than video/* and application/octet-stream, with the accepted ones in the message', async () => {
    const response = await postSessionStart(h.baseUrl, { token: h.token(), size: 10, mimeType: 'text/plain' });
    expectApiError(response, 400, 'badContent');
    expect(response.json().error.message).toContain('video/*');
    expect(
      (await postSessionStart(h.baseUrl, { token: h.token(), size: 10, mimeType: 'video/quicktime' })).status,
    ).toBe(200);
  });

  it.each([['abc'], ['-5'], ['0'], ['274877906945']])('refuses X-Upload-Content-Length %s', async (value) => {
    const response = await postSessionStart(h.baseUrl, {
      token: h.token(),
      headers: { 'x-upload-content-length': value },
    });
    expectApiError(response, 400, 'invalidValue');
  });

  it.each([
    [{ snippet: { title: 'x'.repeat(101) } }, 'invalidTitle'],
    [{ snippet: { title: '' } }, 'invalidTitle'],
    [{ snippet: { title: 'a<b' } }, 'invalidTitle'],
    [{ snippet: { title: 't', description: 'd'.repeat(5001) } }, 'invalidDescription'],
    [{ snippet: { title: 't', tags: Array.from({ length: 60 }, () => 'tagtagtag') } }, 'invalidTags'],
    [{ snippet: { title: 't', categoryId: '9999' } }, 'invalidCategoryId'],
    [
      { snippet: { title: 't' }, status: { privacyStatus: 'public', publishAt: '2099-01-01T00:00:00Z' } },
      'invalidPublishAt',
    ],
    [
      { snippet: { title: 't' }, status: { privacyStatus: 'private', publishAt: '2001-01-01T00:00:00Z' } },
      'invalidPublishAt',
    ],
    [{ snippet: { title: 't' }, status: { privacyStatus: 'friends' } }, 'invalidValue'],
    [{ snippet: { title: 't' }, status: { license: 'gpl' } }, 'invalidValue'],
    [{ snippet: { title: 't' }, status: { embeddable: 'yes' } }, 'invalidValue'],
    [{ snippet: { title: 't' }, status: { selfDeclaredMadeForKids: 'no' } }, 'invalidValue'],
  ])('refuses metadata %j with %s', async (metadata, reason) => {
    const response = await postSessionStart(h.baseUrl, { token: h.token(), size: 10, metadata });
    expectApiError(response, 400, reason);
    if (reason.startsWith('invalid') && reason !== 'invalidValue')
      expect(response.json().error.errors[0].domain).toBe('youtube.video');
  });

  it('refuses metadata that is not JSON with parseError', async () => {
    expectApiError(
      await postSessionStart(h.baseUrl, { token: h.token(), size: 10, rawBody: '{"snippet":' }),
      400,
      'parseError',
    );
  });

  it('does not charge quota for a refused start', async () => {
    const before = { units: await h.quotaUsed(), uploads: await uploads() };
    await postSessionStart(h.baseUrl, { token: h.token(), size: 10, metadata: { snippet: { title: '' } } });
    expect({ units: await h.quotaUsed(), uploads: await uploads() }).toEqual(before);
  });

  it('answers quotaExceeded (403, youtube.quota) once the quota is exhausted', async () => {
    const fault = await h.control('POST', '/_emulator/v1/faults', { kind: 'quotaExhausted' });
    expect(fault.status).toBe(200);
    const response = await postSessionStart(h.baseUrl, { token: h.token(), size: 10 });
    expectApiError(response, 403, 'quotaExceeded');
    expect(response.json().error.errors[0].domain).toBe('youtube.quota');
    await h.resetQuota();
  });

  it('answers an injected 5xx on the start request, then recovers', async () => {
    await h.control('POST', '/_emulator/v1/faults', {
      kind: 'serverError',
      status: 503,
      retryAfter: 7,
      on: 'sessionStart',
    });
    const failed = await postSessionStart(h.baseUrl, { token: h.token(), size: 10 });
    expectApiError(failed, 503, 'backendError');
    expect(failed.headers['retry-after']).toBe('7');
    expect((await postSessionStart(h.baseUrl, { token: h.token(), size: 10 })).status).toBe(200);
  });

  it('refuses an unknown uploadType and a PUT without upload_id', async () => {
    const unknown = await send({
      method: 'POST',
      url: `${h.baseUrl}/upload/youtube/v3/videos?uploadType=chunky&part=snippet`,
      headers: { authorization: `Bearer ${h.token()}` },
    });
    expectApiError(unknown, 400, 'invalidValue');
    const put = await send({
      method: 'PUT',
      url: `${h.baseUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet`,
      headers: { authorization: `Bearer ${h.token()}` },
    });
    expectApiError(put, 400, 'required');
  });

  it('stores the localizations an insert names in part, and refuses them without snippet.defaultLanguage', async () => {
    const localizations = { de: { title: 'Folge 1', description: 'Die erste Folge' }, fr: { title: 'Épisode 1' } };
    const parts = 'snippet,status,localizations';
    const uri = await startSession(h.baseUrl, {
      token: h.token(),
      size: 1024,
      parts,
      metadata: { ...defaultMetadata, snippet: { ...defaultMetadata.snippet, defaultLanguage: 'en' }, localizations },
    });
    const created = (await putData(uri, { token: h.token(), body: randomFile(1024).bytes })).json<{ id: string }>();
    const listed = (await h.api(`/videos?part=snippet,localizations&id=${created.id}`)).json<{
      items: Array<{ snippet: { defaultLanguage?: string }; localizations?: unknown }>;
    }>();
    expect(listed.items[0]?.snippet.defaultLanguage).toBe('en');
    expect(listed.items[0]?.localizations).toEqual(localizations);

    const refused = await postSessionStart(h.baseUrl, {
      token: h.token(),
      size: 10,
      parts,
      metadata: { ...defaultMetadata, localizations },
    });
    expectApiError(refused, 400, 'defaultLanguageNotSet');
    expect(refused.json().error.errors[0].domain).toBe('youtube.video');
    // Not named in part, they are refused as a part the request does not name.
    expectApiError(
      await postSessionStart(h.baseUrl, {
        token: h.token(),
        size: 10,
        metadata: { ...defaultMetadata, snippet: { ...defaultMetadata.snippet, defaultLanguage: 'en' }, localizations },
      }),
      400,
      'unexpectedPart',
    );
  });
});
