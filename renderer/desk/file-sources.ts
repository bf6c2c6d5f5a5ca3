// Turns the Files a user drops or picks into upload sources. The desktop app names a local path (the preload asks
// Electron for it); a browser never reveals one, so browser mode first streams the file to its host's staging area
// (electron/files/staging-routes.ts) in chunks, and names the staged copy by its id. Either way no file contents
// ever travel over the contract.
//
// This module takes its collaborators (pathForFile, fetch, sleep) as arguments so it holds no reference to the
// live desk and can be tested without a browser.
import type { DeskErrorCode } from '../../shared/ipc';
import { notAVideo, SNIFF_BYTES, sniffContainer } from '../../shared/uploads/container-sniffer';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { intlFor } from '../../shared/i18n/catalogue';
import { matchLocale } from '../../shared/i18n/locales';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { browserSession } from './web-session';
import { SOURCE_REFUSALS } from './file-sources-messages';

/** Same-origin; each request carries the page's session in a header (web-session.ts), the host refuses any other. */
export const STAGING_ROUTE = '/_desk/staging';
/** Small enough that a dropped connection costs little, large enough that requests are not the bottleneck. */
const STAGING_CHUNK_BYTES = 8 * 1024 * 1024;
/** Network failures in a row (no byte staged in between) before staging gives up. */
const MAX_FAILURES_WITHOUT_PROGRESS = 5;

/** A file that cannot become an upload source; the message is a sentence for the user naming the file. */
export class SourceFailure extends Error {
  constructor(
    readonly fileName: string,
    message: string,
  ) {
    super(message);
    this.name = 'SourceFailure';
  }
}

/** What a File is to this module: what the DOM's File gives, nothing more (Node's File fits too, for tests). */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  slice(start: number, end: number): Blob;
}

interface StagingOptions {
  /** Default: the page's fetch with its browser-mode session attached. */
  readonly fetch?: typeof fetch;
  readonly chunkBytes?: number;
  /** Bytes the host has confirmed so far; called after each chunk. */
  readonly onProgress?: (staged: number, total: number) => void;
  readonly signal?: AbortSignal;
  readonly sleep?: (ms: number) => Promise<void>;
  /**
   * Refuses a file by its first bytes before any is copied: a sentence naming the file, or undefined to go on.
   * Default: anything that is not a video (images for thumbnails and watermarks pass their own check).
   */
  readonly check?: (name: string, head: Uint8Array) => string | undefined;
}

interface SourceOptions extends StagingOptions {
  /** The desktop app's `desk.pathForFile`; absent in browser mode. */
  readonly pathForFile?: (file: FileLike) => string;
}

interface StagingAnswer {
  readonly size?: number;
  readonly id?: string;
  readonly error?: { readonly code?: DeskErrorCode; readonly message?: string };
}

export async function sourceForFile(file: FileLike, options: SourceOptions): Promise<UploadSource> {
  if (options.pathForFile) {
    const path = options.pathForFile(file);
    if (!path) {
      // E.g. a file dragged out of another app that exists only in memory.
      throw new SourceFailure(file.name, said(SOURCE_REFUSALS.notOnDisk, file));
    }
    return { kind: 'path', path };
  }
  return { kind: 'staged', stagingId: await stageFile(file, options) };
}

/** The name as the staging area accepts it: no control characters, at most 255 characters. */
export function stagingName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what the staging area refuses
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return (clean === '' ? 'video' : clean).slice(0, 255);
}

/** Streams `file` into the host's staging area and answers its staging id. Resumes after a dropped request. */
export async function stageFile(file: FileLike, options: StagingOptions = {}): Promise<string> {
  const http = options.fetch ?? browserSession().fetch;
  const chunkBytes = options.chunkBytes ?? STAGING_CHUNK_BYTES;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const { signal } = options;
  // The main process would say the same of an empty file; the staging area cannot even hold one.
  if (file.size === 0) throw new SourceFailure(file.name, said(SOURCE_REFUSALS.empty, file));
  let head: Uint8Array;
  try {
    // A file deleted since it was picked, or a dropped folder, fails here rather than as a "network" error later.
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    throw new SourceFailure(file.name, said(SOURCE_REFUSALS.unreadable, file));
  }
  // The main process checks again; asking here first spares copying gigabytes of something that is no video.
  const refused = (options.check ?? refuseNonVideo)(file.name, head);
  if (refused) throw new SourceFailure(file.name, refused);

  const created = await request(file, http, STAGING_ROUTE, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: stagingName(file.name), size: file.size, type: file.type.slice(0, 255) }),
    signal,
  });
  const createdBody = await readAnswer(created);
  if (created.status !== 201 || typeof createdBody.id !== 'string')
    throw refusal(file, 'prepare', created, createdBody);
  const id = createdBody.id;
  const entry = `${STAGING_ROUTE}/${id}`;

  try {
    await copyInto(file, http, entry, { ...options, chunkBytes, sleep });
  } catch (error) {
    // Stopped or failed part-way: the partial copy is of no use to anyone, so give its disk space back now.
    void http(entry, { method: 'DELETE' }).catch(() => undefined);
    throw error;
  }
  return id;
}

/** The page's language: its `lang`, which the language store keeps (this module reads no store); English in tests. */
function pageIntl(): IntlShape {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return intlFor(lang === '' ? 'en' : matchLocale([lang]));
}

/** A refusal naming the file, in the page's language. */
function said(message: MessageDescriptor, file: FileLike, values: Record<string, string> = {}): string {
  return pageIntl().formatMessage(message, { name: file.name, ...values });
}

function refuseNonVideo(name: string, head: Uint8Array): string | undefined {
  const sniffed = sniffContainer(head);
  if (sniffed.kind !== 'other') return undefined;
  return notAVideo(name, sniffed.looksLike, pageIntl());
}

async function copyInto(
  file: FileLike,
  http: typeof fetch,
  entry: string,
  options: StagingOptions & { chunkBytes: number; sleep: (ms: number) => Promise<void> },
): Promise<void> {
  const { signal, chunkBytes, sleep } = options;
  let offset = 0;
  let failures = 0;
  options.onProgress?.(0, file.size);
  while (offset < file.size) {
    const end = Math.min(offset + chunkBytes, file.size);
    let answer: Response;
    try {
      answer = await http(`${entry}?offset=${offset}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: file.slice(offset, end),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      // The request died on the way; part of it may have been stored. Wait, then ask where to continue.
      failures += 1;
      if (failures > MAX_FAILURES_WITHOUT_PROGRESS) {
        throw new SourceFailure(file.name, said(SOURCE_REFUSALS.connectionKeepsFailing, file));
      }
      await sleep(Math.min(250 * 2 ** failures, 5000));
      offset = await stagedSize(file, http, entry, signal).catch(() => offset);
      continue;
    }
    const body = await readAnswer(answer);
    if (answer.ok && typeof body.size === 'number') {
      if (body.size > offset) failures = 0;
      else failures += 1;
      offset = body.size;
    } else if (answer.status === 409 && body.error?.code === 'offset-mismatch') {
      // Another attempt got further (or less far) than this one assumed: continue from the host's count.
      failures += 1;
      offset = typeof body.size === 'number' ? body.size : await stagedSize(file, http, entry, signal);
    } else if (answer.status >= 500 && answer.status !== 507) {
      failures += 1;
      await sleep(Math.min(250 * 2 ** failures, 5000));
      offset = await stagedSize(file, http, entry, signal).catch(() => offset);
    } else {
      throw refusal(file, 'copy', answer, body);
    }
    if (failures > MAX_FAILURES_WITHOUT_PROGRESS) {
      throw new SourceFailure(file.name, said(SOURCE_REFUSALS.noProgress, file));
    }
    options.onProgress?.(offset, file.size);
  }
}

async function stagedSize(
  file: FileLike,
  http: typeof fetch,
  entry: string,
  signal: AbortSignal | undefined,
): Promise<number> {
  const answer = await request(file, http, entry, { method: 'GET', signal });
  const body = await readAnswer(answer);
  if (!answer.ok || typeof body.size !== 'number') throw refusal(file, 'copy', answer, body);
  return body.size;
}

async function request(file: FileLike, http: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await http(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new SourceFailure(file.name, said(SOURCE_REFUSALS.connectionFailed, file));
  }
}

async function readAnswer(response: Response): Promise<StagingAnswer> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

function refusal(file: FileLike, what: 'prepare' | 'copy', response: Response, body: StagingAnswer): SourceFailure {
  // The host's messages are sentences already, in the language in force there (e.g. "x.mp4 (3 GiB) does not fit on
  // the disk ..."); keep them.
  const reason = body.error?.message;
  if (reason) {
    const message = what === 'prepare' ? SOURCE_REFUSALS.notPreparedSaid : SOURCE_REFUSALS.notCopiedSaid;
    return new SourceFailure(file.name, said(message, file, { reason }));
  }
  const message = what === 'prepare' ? SOURCE_REFUSALS.notPreparedStatus : SOURCE_REFUSALS.notCopiedStatus;
  return new SourceFailure(file.name, said(message, file, { status: String(response.status) }));
}
