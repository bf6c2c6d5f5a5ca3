// Protocol-level helpers for the upload host tests, written against the wire (not the app's upload engine).
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { UploadHostHarness } from '../support/emulator-harness';
import { send, type RawResponse } from './raw-http';

export const CHUNK = 256 * 1024;

export function randomFile(size: number): { bytes: Buffer; sha256: string } {
  const bytes = randomBytes(size);
  return { bytes, sha256: sha256(bytes) };
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface SessionStart {
  readonly token: string;
  readonly size?: number | null;
  readonly mimeType?: string | null;
  readonly parts?: string;
  readonly metadata?: unknown;
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
}

export const defaultMetadata = {
  snippet: {
    title: 'Upload host test',
    description: 'Sent by the integration tests',
    tags: ['test'],
    categoryId: '22',
  },
  status: { privacyStatus: 'private', embeddable: true, license: 'youtube' },
};

export function postSessionStart(baseUrl: string, start: SessionStart): Promise<RawResponse> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${start.token}`,
    'content-type': 'application/json; charset=UTF-8',
    ...start.headers,
  };
  if (start.size !== null && start.size !== undefined) headers['x-upload-content-length'] = String(start.size);
  if (start.mimeType !== null) headers['x-upload-content-type'] = start.mimeType ?? 'video/mp4';
  const parts = start.parts ?? 'snippet,status';
  return send({
    method: 'POST',
    url: `${baseUrl}/upload/youtube/v3/videos?uploadType=resumable&part=${encodeURIComponent(parts)}`,
    headers,
    body: start.rawBody ?? JSON.stringify(start.metadata === undefined ? defaultMetadata : start.metadata),
  });
}

/** Starts a session and returns its URI. */
export async function startSession(baseUrl: string, start: SessionStart): Promise<string> {
  const response = await postSessionStart(baseUrl, start);
  expect(response.status, response.text).toBe(200);
  const location = response.headers.location;
  expect(location).toBeTruthy();
  return location as string;
}

export function uploadIdOf(sessionUri: string): string {
  return new URL(sessionUri).searchParams.get('upload_id') ?? '';
}

/** The emulator's inspection of the session at `sessionUri` (its stored range, state, video). */
export async function inspectSession(h: UploadHostHarness, sessionUri: string): Promise<any> {
  return (await h.control('GET', `/_emulator/v1/uploads/${uploadIdOf(sessionUri)}`)).json();
}

export interface DataRequest {
  readonly token: string;
  readonly body?: Buffer;
  readonly range?: string;
  readonly method?: 'PUT' | 'POST';
  readonly headers?: Record<string, string>;
}

export function putData(sessionUri: string, request: DataRequest): Promise<RawResponse> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${request.token}`,
    'content-type': 'video/mp4',
    ...(request.range ? { 'content-range': request.range } : {}),
    ...request.headers,
  };
  return send({ method: request.method ?? 'PUT', url: sessionUri, headers, body: request.body ?? Buffer.alloc(0) });
}

/** Sends bytes [first, first + length) of `file` as one chunk. */
export function putChunk(
  sessionUri: string,
  token: string,
  file: Buffer,
  first: number,
  length: number,
  total: number | '*' = file.length,
  extra: Partial<DataRequest> = {},
): Promise<RawResponse> {
  const body = file.subarray(first, first + length);
  return putData(sessionUri, { token, body, range: `bytes ${first}-${first + body.length - 1}/${total}`, ...extra });
}

export function statusCheck(
  sessionUri: string,
  token: string,
  total: number | '*',
  extra: Partial<DataRequest> = {},
): Promise<RawResponse> {
  return putData(sessionUri, { token, range: `bytes */${total}`, headers: { 'content-length': '0' }, ...extra });
}

/** The number of bytes a 308's Range header says are stored. */
export function storedFrom(response: RawResponse): number {
  const range = response.headers.range;
  if (range === undefined) return 0;
  const match = /^bytes=0-(\d+)$/.exec(String(range));
  expect(match, `Range header ${String(range)}`).toBeTruthy();
  return Number(match?.[1]) + 1;
}

export function expectApiError(response: RawResponse, status: number, reason: string): void {
  expect(response.status, response.text).toBe(status);
  const body = response.json<{ error: { code: number; errors: { reason: string }[] } }>();
  expect(body.error.code).toBe(status);
  expect(body.error.errors[0]?.reason).toBe(reason);
}
