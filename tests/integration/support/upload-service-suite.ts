// What the suites that drive the app's upload service against the emulator share: one emulator for the suite (its
// daily quota lifted: these suites upload more than six videos), the official Data API client signed in as the demo
// channel, a work folder for the files to upload, and upload services wired to the emulator on fresh data folders,
// each stopped after its test.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { youtube_v3 } from '@googleapis/youtube';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { StagingArea } from '../../../electron/files/staging-area';
import {
  createUploadService,
  type UploadService,
  type UploadServiceOptions,
} from '../../../electron/uploads/upload-service';
import { startEmulatorHarness, type EmulatorHarness } from './emulator-harness';
import { sentAsNo } from '../../support/unanswered-choice';

export interface UploadServiceSuite {
  readonly fx: EmulatorHarness;
  /** The official client as the demo channel. */
  readonly api: youtube_v3.Youtube;
  readonly workDir: string;
  /**
   * An upload service on a fresh data folder, with the app's platform code and tokens from the test control;
   * `channels` for a test of several channels.
   */
  readonly startService: (extra?: Pick<UploadServiceOptions, 'channels'>) => Promise<UploadService>;
}

/** Registers the suite's emulator (beforeAll/afterAll) and stops the test's service after each test. */
export function useUploadServiceSuite(workDirPrefix: string): UploadServiceSuite {
  let started: { fx: EmulatorHarness; api: youtube_v3.Youtube; workDir: string } | undefined;
  let service: UploadService | undefined;
  const current = () => {
    if (!started) throw new Error('the suite starts its emulator in beforeAll');
    return started;
  };
  beforeAll(async () => {
    const workDir = await mkdtemp(join(tmpdir(), workDirPrefix));
    const fx = await startEmulatorHarness();
    await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
    started = { fx, api: fx.youtube(await fx.token()), workDir };
  });
  afterAll(async () => {
    await current().fx.close();
    await rm(current().workDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await service?.stop();
    service = undefined;
  });
  return {
    get fx() {
      return current().fx;
    },
    get api() {
      return current().api;
    },
    get workDir() {
      return current().workDir;
    },
    startService: async (extra = {}) => {
      const { fx, workDir } = current();
      const dataDir = await mkdtemp(join(workDir, 'desk-'));
      let token = await fx.token();
      service = createUploadService({
        dataDir,
        tokens: { getAccessToken: async () => token, refreshAfterRejection: async () => (token = await fx.token()) },
        endpoints: () => fx.info,
        staging: new StagingArea(dataDir),
        events: { emit: () => undefined },
        log: () => undefined,
        ...extra,
        unansweredChoice: sentAsNo(),
      });
      await service.start();
      return service;
    },
  };
}
