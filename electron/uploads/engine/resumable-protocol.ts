// The three requests of the resumable protocol, each one HTTP exchange and nothing more: retrying, refreshing and
// deciding what to do next belong to the upload runner.
import type { FileHandle } from 'node:fs/promises';
import { localizationsForPlatform } from '../../../shared/library/video-texts';
import { recordingDateTime, type VideoMetadata } from '../../../shared/uploads/video-metadata';
import { chunkContentRange, statusContentRange } from './byte-ranges';
import { followingChunk, type Chunk } from './chunk-plan';
import type { HttpTransport, TransportResponse } from './http-transport';
import { readSessionStart, readTransfer, type TransferAnswer } from './upload-response';

/** Parts named at the session start: the two the body sets plus contentDetails, returned with the created video. */
export const SESSION_PARTS = 'snippet,status,contentDetails';

/**
 * The session start's query: the parts (recordingDetails and localizations only when the body carries them) and
 * notifySubscribers=false only when the creator turned notifications off. Followed (2026-11-26): the videos.insert
 * reference (developers.google.com/youtube/v3/docs/videos/insert) and discovery revision 20240303: notifySubscribers,
 * a query boolean defaulting to true; Video.recordingDetails.recordingDate (date-time); VideoSnippet.
 * defaultAudioLanguage; VideoStatus.publicStatsViewable; Video.localizations, a language → VideoLocalization (title,
 * description) map set only when the part parameter names `localizations`, and beside snippet.defaultLanguage
 * (defaultLanguageNotSet otherwise).
 */
export function sessionStartQuery(metadata: VideoMetadata): string {
  const extra = [
    ...(recordingDetailsOf(metadata) ? ['recordingDetails'] : []),
    ...(hasLocalizations(metadata) ? ['localizations'] : []),
  ];
  const parts = [SESSION_PARTS, ...extra].join(',');
  const notify = metadata.notifySubscribers === false ? '&notifySubscribers=false' : '';
  return `uploadType=resumable&part=${encodeURIComponent(parts)}${notify}`;
}

export interface FileToSend {
  readonly path: string;
  readonly size: number;
  readonly mimeType: string;
  /** The file held open across the chunks of the upload (see upload-runner.ts); without it each chunk opens it. */
  readonly handle?: FileHandle;
}

/** The protocol's three requests, as the runner uses them (the queue benchmark answers them itself). */
export type ProtocolRequests = Pick<ResumableProtocol, 'startSession' | 'sendChunk' | 'checkStatus'>;

export class ResumableProtocol {
  constructor(
    private readonly transport: HttpTransport,
    private readonly now: () => number,
  ) {}

  /** POST the metadata; answers the session URI. */
  async startSession(input: {
    uploadBaseUrl: string;
    token: string;
    file: FileToSend;
    metadata: VideoMetadata;
    signal: AbortSignal;
  }): Promise<string> {
    const url = `${input.uploadBaseUrl.replace(/\/+$/, '')}/videos?${sessionStartQuery(input.metadata)}`;
    const response = await this.transport.send({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${input.token}`,
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-length': String(input.file.size),
        'x-upload-content-type': input.file.mimeType,
      },
      body: { kind: 'bytes', data: Buffer.from(JSON.stringify(toVideoResource(input.metadata)), 'utf8') },
      signal: input.signal,
    });
    return readSessionStart(response, url, this.now());
  }

  /** PUT one chunk, streamed from disk; from a held file, the first bytes of the next chunk are read as it ends. */
  async sendChunk(input: {
    sessionUri: string;
    token: string;
    file: FileToSend;
    chunk: Chunk;
    signal: AbortSignal;
    onBodyBytes: (bytes: number) => void;
  }): Promise<TransferAnswer> {
    const next = input.file.handle ? followingChunk(input.chunk, input.file.size) : undefined;
    const response: TransportResponse = await this.transport.send({
      method: 'PUT',
      url: input.sessionUri,
      headers: {
        authorization: `Bearer ${input.token}`,
        'content-type': input.file.mimeType,
        'content-range': chunkContentRange(input.chunk.first, input.chunk.last, input.file.size),
      },
      body: {
        kind: 'file',
        path: input.file.path,
        ...(input.file.handle ? { handle: input.file.handle } : {}),
        first: input.chunk.first,
        last: input.chunk.last,
        ...(next ? { next: { first: next.first, last: next.last } } : {}),
      },
      signal: input.signal,
      onBodyBytes: input.onBodyBytes,
    });
    return readTransfer(response, input.file.size, this.now());
  }

  /** PUT `bytes *\/total` with an empty body: how much is stored, or the final answer if the upload finished. */
  async checkStatus(input: {
    sessionUri: string;
    token: string;
    file: FileToSend;
    signal: AbortSignal;
  }): Promise<TransferAnswer> {
    const response = await this.transport.send({
      method: 'PUT',
      url: input.sessionUri,
      headers: { authorization: `Bearer ${input.token}`, 'content-range': statusContentRange(input.file.size) },
      body: { kind: 'none' },
      signal: input.signal,
    });
    return readTransfer(response, input.file.size, this.now());
  }
}

/** The body of the session start: the video resource with only the properties the user set. */
export function toVideoResource(metadata: VideoMetadata): {
  snippet: Record<string, unknown>;
  status: Record<string, unknown>;
  recordingDetails?: Record<string, unknown>;
  localizations?: Record<string, { title?: string; description?: string }>;
} {
  const { defaultLanguage, defaultAudioLanguage, ...snippet } = metadata.snippet;
  const recordingDetails = recordingDetailsOf(metadata);
  return {
    snippet: withoutUndefined({
      ...snippet,
      // '' is the form's "no language": the property is left out rather than sent empty.
      ...(defaultLanguage ? { defaultLanguage } : {}),
      ...(defaultAudioLanguage ? { defaultAudioLanguage } : {}),
    }),
    // status.containsSyntheticMedia (discovery revision 20260924, VideoStatus; settable at insert since 2024-10-30 in
    // the revision history, followed 2026-12-07) goes with the rest of status when the creator answered; the upload
    // service holds an upload without an answer before it gets here (shared/uploads/synthetic-media.ts).
    status: withoutUndefined({ ...metadata.status }),
    ...(recordingDetails ? { recordingDetails } : {}),
    ...(hasLocalizations(metadata) ? { localizations: localizationsForPlatform(metadata.localizations!) } : {}),
  };
}

function hasLocalizations(metadata: VideoMetadata): boolean {
  return Object.keys(metadata.localizations ?? {}).length > 0;
}

/** recordingDetails as the platform takes it (a day becomes that day's midnight UTC), or nothing when unset. */
function recordingDetailsOf(metadata: VideoMetadata): Record<string, unknown> | undefined {
  const recordingDate = metadata.recordingDetails?.recordingDate;
  return recordingDate ? { recordingDate: recordingDateTime(recordingDate) } : undefined;
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));
}
