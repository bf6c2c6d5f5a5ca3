// Log replays for the Rate limits screen: finds the log (a picked file, browser mode's staged copy, or the demo's
// sample log written into the data folder), refuses what is not a regular file or is too big, and runs the replay
// on its own thread, passing on its progress. One replay at a time: a new one cancels the one running.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPLAY_TIME_LIMIT_SECONDS, type OwnAddresses, type ReplayAnswer } from '../../../shared/ipc/rate-limits';
import type { ReplayDraft } from '../../../shared/rate-limits/log-replay';
import type { UploadSource } from '../../../shared/uploads/upload-source';
import { describeOpenError, locatePickedFile, type PickedFileKind } from '../../files/picked-file';
import type { StagingArea } from '../../files/staging-area';
import { DeskError } from '../../ipc/desk-error';
import type { EventSink } from '../../ipc/handlers';
import { openRegularFile } from '../../files/regular-file';
import { DEMO_LOG_NAME, DEMO_OWN_ADDRESSES, demoSampleLog } from './demo-sample-log';
import { OwnAddressesStore } from './own-addresses-store';
import { say } from '../../language/say';
import { RL_REFUSALS } from '../refusal-messages';
import { ReplayLimit } from './replay-file';
import { replayLimitWords } from './replay-limit-words';
import { REPLAY_THREAD_LIMITS, runReplayThread, type RunningReplay } from './replay-thread';

/** Largest log file read (on disk; a gzip file is also bounded by MAX_LOG_TEXT_BYTES once inflated). */
export const MAX_LOG_FILE_BYTES = 4 * 2 ** 30;
export const MAX_LOG_TEXT_BYTES = 16 * 2 ** 30;

/** How the picked-file refusals name an access log, in the language in force when they are said. */
const logKind = (): PickedFileKind => ({ unnamed: say(RL_REFUSALS.logUnnamed), noun: say(RL_REFUSALS.logNoun) });

export interface LogReplayServiceDeps {
  readonly dataDir: string;
  readonly staging: StagingArea;
  readonly acceptsPaths: boolean;
  readonly events: EventSink;
  /** Whether the demo workspace is signed in (its sample log and its own addresses are offered). */
  readonly demoActive: () => boolean;
}

export interface ReplayRequest {
  readonly replayId: string;
  readonly log: UploadSource | { readonly kind: 'demo-sample' };
  readonly host: string;
  readonly drafts: readonly ReplayDraft[];
  /** How long the replay may run (REPLAY_TIME_LIMIT_SECONDS.default when left out). */
  readonly timeLimitSeconds?: number | undefined;
}

export type LogReplayService = ReturnType<typeof createLogReplayService>;

export function createLogReplayService(deps: LogReplayServiceDeps) {
  const ownAddresses = new OwnAddressesStore(deps.dataDir, () => (deps.demoActive() ? DEMO_OWN_ADDRESSES : undefined));
  let running: { readonly id: string; readonly replay: RunningReplay } | undefined;

  /** The demo's sample log, written once (it is the same text every time). */
  const demoLogPath = async (): Promise<{ path: string; name: string }> => {
    if (!deps.demoActive()) throw new DeskError('not-allowed', say(RL_REFUSALS.sampleLogDemoOnly));
    const dir = join(deps.dataDir, 'demo');
    const path = join(dir, DEMO_LOG_NAME);
    const exists = await stat(path).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await mkdir(dir, { recursive: true });
      await writeFile(path, demoSampleLog(), { mode: 0o600 });
    }
    return { path, name: DEMO_LOG_NAME };
  };

  /** Checks the file before a thread starts: a regular file, not empty, within the bound. */
  const checkLogFile = async (path: string, name: string): Promise<void> => {
    let opened;
    try {
      opened = await openRegularFile(path);
    } catch (error) {
      throw new DeskError('file-unavailable', describeOpenError(name, logKind(), error));
    }
    try {
      if (opened.info.size === 0) throw new DeskError('file-unavailable', say(RL_REFUSALS.logEmpty, { name }));
      if (opened.info.size > MAX_LOG_FILE_BYTES)
        throw new DeskError(
          'file-unavailable',
          say(RL_REFUSALS.logTooLarge, { name, gib: MAX_LOG_FILE_BYTES / 2 ** 30 }),
        );
    } finally {
      await opened.handle.close();
    }
  };

  return {
    async replay(request: ReplayRequest): Promise<ReplayAnswer> {
      const located =
        request.log.kind === 'demo-sample'
          ? await demoLogPath()
          : await locatePickedFile(request.log, { staging: deps.staging, acceptsPaths: deps.acceptsPaths }, logKind());
      await checkLogFile(located.path, located.name);
      const own = await ownAddresses.read();
      running?.replay.cancel();
      const replay = runReplayThread(
        {
          path: located.path,
          fileName: located.name,
          defaultHost: request.host.toLowerCase(),
          ownAddresses: own.addresses,
          drafts: request.drafts,
          maxBytes: MAX_LOG_TEXT_BYTES,
        },
        (progress) => deps.events.emit('rateLimits.replayProgress', { replayId: request.replayId, ...progress }),
        {
          ...REPLAY_THREAD_LIMITS,
          timeoutMs: (request.timeLimitSeconds ?? REPLAY_TIME_LIMIT_SECONDS.default) * 1000,
        },
      );
      const mine = { id: request.replayId, replay };
      running = mine;
      try {
        return await replay.result;
      } catch (error) {
        if (error instanceof ReplayLimit)
          throw new DeskError(
            'file-unavailable',
            say(RL_REFUSALS.logNotReplayed, { name: located.name, reason: replayLimitWords(error) }),
            error.reached && { reached: error.reached },
          );
        throw error;
      } finally {
        if (running === mine) running = undefined;
      }
    },

    cancel(replayId: string): void {
      if (running?.id === replayId) running.replay.cancel();
    },

    /** Stops a replay still running (the host is stopping). */
    stop(): void {
      running?.replay.cancel();
    },

    ownAddresses: (): Promise<OwnAddresses> => ownAddresses.read(),
    setOwnAddresses: (addresses: readonly string[]): Promise<OwnAddresses> => ownAddresses.save(addresses),
  };
}
