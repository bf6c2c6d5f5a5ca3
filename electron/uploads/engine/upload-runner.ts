// Drives one upload from wherever it stands to a created video: start a session if there is none, ask the server
// how much it has whenever the last exchange may have been cut short, then send chunk after chunk from the offset
// the server confirmed. It never assumes a byte arrived: after any interruption the next step is a status check.
import type { FileHandle } from 'node:fs/promises';
import type { UploadError } from '../../../shared/uploads/upload-view';
import type { VideoMetadata } from '../../../shared/uploads/video-metadata';
import { DeskError } from '../../ipc/desk-error';
import type { AccessTokenProvider } from '../../platform/access-token-provider';
import { backoffDelay, type BackoffPolicy } from './backoff';
import { nextChunk } from './chunk-plan';
import {
  heldFileStillMatches,
  statStillMatches,
  type FileFingerprint,
  type FingerprintCheck,
} from '../../files/file-fingerprint';
import { dropReadAhead } from './file-range-writer';
import { TransportError } from './http-transport';
import { NotARegularFileError, openRegularFile } from '../../files/regular-file';
import type { FileToSend, ProtocolRequests } from './resumable-protocol';
import { UploadFailure } from './upload-failure';
import type { CreatedVideo, TransferAnswer } from './upload-response';
import { keepWords, nestedWords, type KeptWords } from '../../language/say-line';
import { UPLOAD_FAILURES } from './engine-messages';

export interface UploadSession {
  readonly uri: string;
  /** The upload base URL the session was started on; a session of another host is useless. */
  readonly uploadBaseUrl: string;
}

export interface UploadJob {
  readonly fileName: string;
  readonly file: FileFingerprint;
  readonly mimeType: string;
  readonly metadata: VideoMetadata;
  readonly session?: UploadSession;
  readonly bytesConfirmed: number;
}

export interface RunnerOptions extends BackoffPolicy {
  readonly chunkSize: number;
  readonly maxAttemptsWithoutProgress: number;
}

/** What the runner tells its owner as it goes; the session callbacks are awaited so it is persisted before use. */
export interface RunnerListener {
  starting(): void;
  uploading(): void;
  retrying(nextAttemptAt: number, failure: UploadFailure): void;
  sessionStarted(session: UploadSession): Promise<void>;
  sessionDropped(): Promise<void>;
  confirmed(bytes: number): void;
  /** How far sending has got (absolute byte position). */
  sending(position: number): void;
  notice(words: KeptWords): void;
}

export type RunOutcome =
  | { readonly kind: 'done'; readonly video: CreatedVideo }
  | { readonly kind: 'failed'; readonly error: UploadError; readonly keepSession: boolean }
  | { readonly kind: 'quota'; readonly failure: UploadFailure }
  | { readonly kind: 'aborted' };

export interface RunnerDeps {
  readonly protocol: ProtocolRequests;
  readonly tokens: AccessTokenProvider;
  readonly uploadBaseUrl: string;
  readonly now: () => number;
  readonly random: () => number;
}

/** A refused token right after a refresh means the sign-in itself is dead; stop asking after this many. */
const MAX_REFRESHES_IN_A_ROW = 2;

export async function runUpload(
  job: UploadJob,
  options: RunnerOptions,
  deps: RunnerDeps,
  listener: RunnerListener,
  signal: AbortSignal,
): Promise<RunOutcome> {
  // The chunks read the file through one descriptor, opened and checked once (see sendChunks); closed at the end.
  const held: { handle?: FileHandle } = {};
  try {
    return await runWithFile(job, options, deps, listener, signal, held);
  } finally {
    if (held.handle) {
      dropReadAhead(held.handle);
      await held.handle.close();
    }
  }
}

async function runWithFile(
  job: UploadJob,
  options: RunnerOptions,
  deps: RunnerDeps,
  listener: RunnerListener,
  signal: AbortSignal,
  held: { handle?: FileHandle },
): Promise<RunOutcome> {
  const file: FileToSend = { path: job.file.path, size: job.file.size, mimeType: job.mimeType };
  let session: UploadSession | undefined = job.session;
  if (session && session.uploadBaseUrl !== deps.uploadBaseUrl) {
    listener.notice(keepWords(UPLOAD_FAILURES.otherHost, { file: job.fileName }));
    session = undefined;
    await listener.sessionDropped();
  } else if (session && !sameOrigin(session.uri, deps.uploadBaseUrl)) {
    // A record whose session lives off the upload host (damaged or tampered with) would only ever be refused a token:
    // keeping it would make every retry fail the same way.
    listener.notice(keepWords(UPLOAD_FAILURES.otherServer, { file: job.fileName }));
    session = undefined;
    await listener.sessionDropped();
  }
  let confirmed = session ? job.bytesConfirmed : 0;
  let needStatus = session !== undefined;
  let failuresInARow = 0;
  let refreshesInARow = 0;
  let token: string | undefined;

  const progressTo = (stored: number): boolean => {
    const progressed = stored > confirmed;
    confirmed = stored;
    listener.confirmed(stored);
    if (progressed) {
      failuresInARow = 0;
      refreshesInARow = 0;
    }
    return progressed;
  };

  for (;;) {
    if (signal.aborted) return { kind: 'aborted' };
    try {
      token = await currentToken(deps.tokens, session?.uri ?? deps.uploadBaseUrl);
      if (!session) {
        listener.starting();
        const fileProblem = await fileStillThere(job);
        if (fileProblem) return fileProblem;
        const uri = await deps.protocol.startSession({
          uploadBaseUrl: deps.uploadBaseUrl,
          token,
          file,
          metadata: job.metadata,
          signal,
        });
        if (!sameOrigin(uri, deps.uploadBaseUrl)) {
          // Never kept: the sign-in may not follow it, so the session could never be resumed or finished.
          return failed(
            new UploadFailure(
              'bad-response',
              'foreign-session',
              keepWords(UPLOAD_FAILURES.foreignSession, { origin: originOf(uri) }),
            ),
            false,
          );
        }
        session = { uri, uploadBaseUrl: deps.uploadBaseUrl };
        confirmed = 0;
        await listener.sessionStarted(session);
        needStatus = false;
      }
      if (needStatus) {
        const answer = await deps.protocol.checkStatus({ sessionUri: session.uri, token, file, signal });
        // A finished session answers the status check with its original final response: adopt the video.
        if (answer.kind === 'complete') return finished(answer, file.size, listener);
        needStatus = false;
        progressTo(answer.storedBytes);
        if (answer.retryAfterMs !== undefined && answer.retryAfterMs > 0) {
          listener.retrying(
            deps.now() + answer.retryAfterMs,
            new UploadFailure('transient', 'rate-limited', keepWords(UPLOAD_FAILURES.askedToWait)),
          );
          await sleep(answer.retryAfterMs, signal);
          continue;
        }
      }
      listener.uploading();
      while (confirmed < file.size) {
        // Opened once, then only stat'ed between chunks: the open file unchanged and the path still naming it.
        if (!held.handle) {
          const opened = await openForChunks(job);
          if ('problem' in opened) return opened.problem;
          held.handle = opened.handle;
        }
        const fileProblem = problemOf(job, await heldFileStillMatches(job.file, held.handle));
        if (fileProblem) return fileProblem;
        // Asked before every chunk: an upload can outlive a token, and the provider refreshes ahead of expiry.
        token = await currentToken(deps.tokens, session.uri);
        const chunk = nextChunk(confirmed, file.size, options.chunkSize);
        let sent = 0;
        listener.sending(chunk.first);
        const answer = await deps.protocol.sendChunk({
          sessionUri: session.uri,
          token,
          file: { ...file, handle: held.handle },
          chunk,
          signal,
          onBodyBytes: (bytes) => {
            sent += bytes;
            listener.sending(chunk.first + sent);
          },
        });
        if (answer.kind === 'complete') return finished(answer, file.size, listener);
        if (!progressTo(answer.storedBytes)) {
          throw new UploadFailure('transient', 'no-progress', keepWords(UPLOAD_FAILURES.noProgress));
        }
      }
      // Every byte is stored yet no video came back: the status check asks for the final answer.
      needStatus = true;
      throw new UploadFailure('transient', 'no-final-answer', keepWords(UPLOAD_FAILURES.noFinalAnswer));
    } catch (error) {
      if (signal.aborted) return { kind: 'aborted' };
      const failure = toUploadFailure(error);
      switch (failure.kind) {
        case 'unauthorized': {
          refreshesInARow += 1;
          if (refreshesInARow > MAX_REFRESHES_IN_A_ROW || token === undefined) {
            return failed(
              new UploadFailure('permanent', 'sign-in-refused', keepWords(UPLOAD_FAILURES.signInKeepsFailing)),
              true,
            );
          }
          try {
            await deps.tokens.refreshAfterRejection(token, session?.uri ?? deps.uploadBaseUrl);
          } catch (refreshError) {
            return failed(authFailure(refreshError), true);
          }
          needStatus = session !== undefined;
          continue;
        }
        case 'session-expired': {
          listener.notice(keepWords(UPLOAD_FAILURES.sessionRestarts, { file: job.fileName }));
          session = undefined;
          confirmed = 0;
          await listener.sessionDropped();
          failuresInARow += 1;
          if (failuresInARow > options.maxAttemptsWithoutProgress) return failed(failure, false);
          continue;
        }
        case 'quota':
          return { kind: 'quota', failure };
        case 'permanent':
          // A dead sign-in says nothing about the session: after signing in again it resumes where it was.
          return failed(failure, failure.code === 'sign-in-refused');
        case 'bad-response':
          return failed(failure, true);
        case 'transient': {
          failuresInARow += 1;
          if (failuresInARow > options.maxAttemptsWithoutProgress) {
            return failed(
              new UploadFailure(
                'transient',
                failure.code,
                keepWords(UPLOAD_FAILURES.gaveUp, {
                  reason: nestedWords(failure),
                  attempts: options.maxAttemptsWithoutProgress,
                }),
                failure.reason ? { reason: failure.reason } : {},
              ),
              true,
            );
          }
          const delay = backoffDelay(failuresInARow, options, failure.retryAfterMs, deps.random);
          listener.retrying(deps.now() + delay, failure);
          await sleep(delay, signal);
          needStatus = session !== undefined;
          continue;
        }
      }
    }
  }
}

function finished(
  answer: Extract<TransferAnswer, { kind: 'complete' }>,
  size: number,
  listener: RunnerListener,
): RunOutcome {
  listener.confirmed(size);
  return { kind: 'done', video: answer.video };
}

function failed(failure: UploadFailure, keepSession: boolean): RunOutcome {
  return { kind: 'failed', error: failure.toError(), keepSession };
}

async function fileStillThere(job: UploadJob): Promise<RunOutcome | undefined> {
  return problemOf(job, await statStillMatches(job.file));
}

/** Opens the file the way every read of a user's path must (never waiting on a FIFO swapped in). */
async function openForChunks(job: UploadJob): Promise<{ handle: FileHandle } | { problem: RunOutcome }> {
  try {
    return { handle: (await openRegularFile(job.file.path)).handle };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const check: FileProblem =
      code === 'ENOENT' || code === 'ENOTDIR'
        ? { kind: 'missing' }
        : error instanceof NotARegularFileError
          ? { kind: 'changed', what: keepWords(UPLOAD_FAILURES.notRegularFile, { kind: error.kind }) }
          : { kind: 'changed', what: keepWords(UPLOAD_FAILURES.unreadable, { code: code ?? 'error' }) };
    return { problem: failureOf(job, check) };
  }
}

type FileProblem = Exclude<FingerprintCheck, { kind: 'same' }>;

function problemOf(job: UploadJob, check: FingerprintCheck): RunOutcome | undefined {
  return check.kind === 'same' ? undefined : failureOf(job, check);
}

function failureOf(job: UploadJob, check: FileProblem): RunOutcome {
  if (check.kind === 'missing') {
    return failed(
      new UploadFailure('permanent', 'file-missing', keepWords(UPLOAD_FAILURES.fileMissing, { file: job.fileName })),
      false,
    );
  }
  return failed(
    new UploadFailure(
      'permanent',
      'file-changed',
      keepWords(UPLOAD_FAILURES.fileChanged, { file: job.fileName, what: { line: check.what.line } }),
    ),
    false,
  );
}

/** The provider refuses a URL off the token's origins, e.g. a session URI an upload host pointed elsewhere. */
async function currentToken(tokens: AccessTokenProvider, forUrl: string): Promise<string> {
  try {
    return await tokens.getAccessToken(forUrl);
  } catch (error) {
    throw authFailure(error);
  }
}

function authFailure(error: unknown): UploadFailure {
  if (error instanceof UploadFailure) return error;
  // The refusal's line when it has one: kept with the upload, it is said in the language of each reading.
  const words =
    error instanceof DeskError
      ? error.line
        ? { text: error.message, line: error.line }
        : error.message
      : keepWords(UPLOAD_FAILURES.noToken);
  return new UploadFailure('permanent', 'sign-in-refused', words);
}

function toUploadFailure(error: unknown): UploadFailure {
  if (error instanceof UploadFailure) return error;
  if (error instanceof TransportError) {
    const text =
      error.kind === 'timeout'
        ? keepWords(UPLOAD_FAILURES.hostSilent, { why: error.message })
        : keepWords(UPLOAD_FAILURES.connectionBroke, { why: error.message });
    return new UploadFailure('transient', 'network', text);
  }
  throw error;
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'an address that is not a URL';
  }
}

function sameOrigin(url: string, base: string): boolean {
  return originOf(url) === originOf(base);
}
