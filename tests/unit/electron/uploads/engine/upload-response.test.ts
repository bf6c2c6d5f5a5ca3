import { describe, expect, it } from 'vitest';
import type { TransportResponse } from '../../../../../electron/uploads/engine/http-transport';
import { UploadFailure } from '../../../../../electron/uploads/engine/upload-failure';
import { readSessionStart, readTransfer } from '../../../../../electron/uploads/engine/upload-response';

const now = Date.parse('2026-02-01T00:00:00Z');
const response = (status: number, headers: Record<string, string> = {}, body = ''): TransportResponse => ({
  status,
  headers,
  body,
});
const envelope = (code: number, reason: string, message: string) =>
  JSON.stringify({ error: { code, message, errors: [{ reason, domain: 'youtube.api', message }] } });

function failureOf(run: () => unknown): UploadFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof UploadFailure) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('readTransfer', () => {
  it('reads a 308 with and without Range, and its Retry-After', () => {
    expect(readTransfer(response(308, { range: 'bytes=0-262143' }), 1_000_000, now)).toEqual({
      kind: 'incomplete',
      storedBytes: 262144,
    });
    expect(readTransfer(response(308), 1_000_000, now)).toEqual({ kind: 'incomplete', storedBytes: 0 });
    expect(readTransfer(response(308, { 'retry-after': '3' }), 10, now)).toEqual({
      kind: 'incomplete',
      storedBytes: 0,
      retryAfterMs: 3000,
    });
  });

  it('reads the No-308 variant (200 saying 308) as a 308', () => {
    expect(readTransfer(response(200, { 'x-http-status-code-override': '308', range: 'bytes=0-9' }), 100, now)).toEqual(
      {
        kind: 'incomplete',
        storedBytes: 10,
      },
    );
  });

  it('adopts the video of a 200 or 201', () => {
    const answer = readTransfer(
      response(201, {}, JSON.stringify({ kind: 'youtube#video', id: 'vid123', snippet: { title: 't' } })),
      10,
      now,
    );
    expect(answer).toMatchObject({ kind: 'complete', video: { id: 'vid123' } });
    expect(readTransfer(response(200, {}, '{"id":"v2"}'), 10, now)).toMatchObject({
      kind: 'complete',
      video: { id: 'v2' },
    });
  });

  it('calls a final answer that is not JSON or names no video a bad response', () => {
    expect(failureOf(() => readTransfer(response(201, {}, '<html>ok</html>'), 10, now))).toMatchObject({
      kind: 'bad-response',
      code: 'bad-response',
    });
    expect(failureOf(() => readTransfer(response(201, {}, '{"kind":"youtube#video"}'), 10, now)).message).toMatch(
      /named no video id/,
    );
    expect(failureOf(() => readTransfer(response(308, { range: 'bytes=0-99' }), 10, now)).kind).toBe('bad-response');
  });

  it('sorts errors by what to do about them', () => {
    const kindOf = (status: number, body = '', headers: Record<string, string> = {}) =>
      failureOf(() => readTransfer(response(status, headers, body), 10, now)).kind;
    expect(kindOf(404, envelope(404, 'notFound', 'gone'))).toBe('session-expired');
    expect(kindOf(401, envelope(401, 'authError', 'Invalid Credentials'))).toBe('unauthorized');
    for (const status of [500, 502, 503, 504, 429]) expect(kindOf(status)).toBe('transient');
    expect(
      kindOf(
        403,
        envelope(
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your <a href="/q">quota</a>.',
        ),
      ),
    ).toBe('quota');
    expect(kindOf(403, envelope(403, 'rateLimitExceeded', 'slow down'))).toBe('transient');
    expect(kindOf(403, envelope(403, 'userRateLimitExceeded', 'slow down'))).toBe('transient');
    expect(kindOf(403, envelope(403, 'forbidden', 'no'))).toBe('permanent');
    expect(kindOf(400, envelope(400, 'invalidTitle', 'bad title'))).toBe('permanent');
    expect(kindOf(501)).toBe('permanent');
  });

  it('says a refusal for the channel’s own upload cap is that cap, not the quota', () => {
    const failure = failureOf(() =>
      readTransfer(
        response(
          400,
          {},
          envelope(400, 'uploadLimitExceeded', 'The user has exceeded the number of videos they may upload.'),
        ),
        10,
        now,
      ),
    );
    expect(failure.code).toBe('upload-limit-exceeded');
    expect(failure.reason).toBe('uploadLimitExceeded');
    expect(failure.message).toBe(
      "The channel has reached its own daily upload limit (the platform's uploadLimitExceeded, apart from the " +
        "project's quota). The platform lifts it within a day; retry the upload then.",
    );
    expect(failure.toError()).toEqual({
      code: 'upload-limit-exceeded',
      message: failure.message,
      line: { id: 'uploadFailure.channelCap' },
      reason: 'uploadLimitExceeded',
    });
  });

  it('carries the server reason and message of any other permanent failure to the user', () => {
    const failure = failureOf(() =>
      readTransfer(response(400, {}, envelope(400, 'invalidTitle', 'bad title')), 10, now),
    );
    expect(failure).toMatchObject({ kind: 'permanent', reason: 'invalidTitle' });
    expect(failure.message).toBe('The platform refused the upload: bad title (invalidTitle)');
  });

  it('says so when a refusal has no readable body', () => {
    const failure = failureOf(() => readTransfer(response(400, {}, 'Bad Request'), 10, now));
    expect(failure).toMatchObject({ kind: 'permanent', code: 'rejected' });
    expect(failure.message).toMatch(/HTTP 400\) without saying why/);
  });

  it('keeps the Retry-After of a 503 and of a 429 given as a date', () => {
    expect(failureOf(() => readTransfer(response(503, { 'retry-after': '7' }), 10, now)).retryAfterMs).toBe(7000);
    expect(
      failureOf(() => readTransfer(response(429, { 'retry-after': 'Sun, 01 Feb 2026 00:00:05 GMT' }), 10, now))
        .retryAfterMs,
    ).toBe(5000);
  });
});

describe('readSessionStart', () => {
  const url = 'http://127.0.0.1:9/upload/youtube/v3/videos?uploadType=resumable&part=snippet';

  it('answers the Location, resolved against the request', () => {
    expect(
      readSessionStart(
        response(200, { location: 'http://127.0.0.1:9/upload/youtube/v3/videos?upload_id=abc' }),
        url,
        now,
      ),
    ).toBe('http://127.0.0.1:9/upload/youtube/v3/videos?upload_id=abc');
    expect(readSessionStart(response(200, { location: '/upload/youtube/v3/videos?upload_id=rel' }), url, now)).toBe(
      'http://127.0.0.1:9/upload/youtube/v3/videos?upload_id=rel',
    );
  });

  it('refuses a success without a Location', () => {
    expect(failureOf(() => readSessionStart(response(200), url, now))).toMatchObject({ kind: 'bad-response' });
  });

  it('treats a 404 at the start as a wrong address (permanent), not an expired session', () => {
    expect(failureOf(() => readSessionStart(response(404), url, now))).toMatchObject({ kind: 'permanent' });
  });

  it('passes the metadata refusals of the platform on', () => {
    const failure = failureOf(() =>
      readSessionStart(response(400, {}, envelope(400, 'invalidCategoryId', 'The category is invalid.')), url, now),
    );
    expect(failure).toMatchObject({ kind: 'permanent', code: 'rejected', reason: 'invalidCategoryId' });
  });
});
