// An upload service wired as the composition root wires it, against a fake upload host and a fake attachment
// platform, for the suites that drive attachment steps through the service. Services started here are stopped by
// `stopAll` (afterEach) unless a test stops one itself, the way a crash leaves the queue file. `useAttachmentRig`
// gives each test of a suite a fresh temp folder, fake host and fake platform, and cleans up after it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { StagingArea } from '../../../../electron/files/staging-area';
import { fingerprintFile } from '../../../../electron/files/file-fingerprint';
import { createUploadService, type UploadService } from '../../../../electron/uploads/upload-service';
import type { UploadView } from '../../../../shared/uploads/upload-view';
import { FakeAttachmentPlatform } from '../../../support/attachment-fixture';
import { FakeUploadHost } from './fake-upload-host';
import { makeTempDir, removeDir, writeVideo } from '../../../support/video-fixture';
import { sentAsNo } from '../../../support/unanswered-choice';

export class AttachmentServices {
  private readonly running: UploadService[] = [];

  async start(
    dataDir: string,
    host: FakeUploadHost,
    platform: FakeAttachmentPlatform,
  ): Promise<{ service: UploadService; staging: StagingArea }> {
    const wired: { service?: UploadService } = {};
    // The page cannot discard a staged file an upload still reads.
    const staging = new StagingArea(dataDir, { inUse: (id) => wired.service?.usesStagedFile(id) ?? false });
    const service = createUploadService({
      dataDir,
      tokens: { getAccessToken: async () => 'token-1', refreshAfterRejection: async () => 'token-1' },
      endpoints: () => ({ uploadBaseUrl: host.uploadBaseUrl(), dataApiBaseUrl: `${host.baseUrl}/youtube/v3` }),
      events: { emit: () => undefined },
      staging,
      settings: { chunkSize: 256 * 1024, retryBaseMs: 5, retryCapMs: 20 },
      unansweredChoice: sentAsNo(),
      random: () => 0.5,
      idleTimeoutMs: 2000,
      log: () => undefined,
      attachmentPlatform: platform,
    });
    wired.service = service;
    this.running.push(service);
    await service.start();
    return { service, staging };
  }

  /** Stops one service now: whatever it wrote last is what the next start reads. */
  async stop(service: UploadService): Promise<void> {
    this.running.splice(this.running.indexOf(service), 1);
    await service.stop();
  }

  async stopAll(): Promise<void> {
    for (const service of this.running.splice(0)) await service.stop();
  }
}

export interface AttachmentRig {
  /** The test's temp folder (videos, images and caption files are written here). */
  readonly dir: string;
  /** The app's data folder, inside `dir`. */
  readonly dataDir: string;
  readonly host: FakeUploadHost;
  readonly platform: FakeAttachmentPlatform;
  /** Starts an upload service on the data folder (a second one reads what the first left). */
  readonly newService: () => Promise<{ service: UploadService; staging: StagingArea }>;
  /** Stops one service now, as a crash would leave it. */
  readonly stop: (service: UploadService) => Promise<void>;
  /** Where the queue file is. */
  readonly queueFilePath: () => string;
}

/** Registers a fresh rig before each test of the suite and its cleanup after; read its fields inside the tests. */
export function useAttachmentRig(): AttachmentRig {
  const services = new AttachmentServices();
  let fresh: { dir: string; host: FakeUploadHost; platform: FakeAttachmentPlatform } | undefined;
  const current = () => {
    if (!fresh) throw new Error('the attachment rig is made before each test');
    return fresh;
  };
  beforeEach(async () => {
    fresh = { dir: await makeTempDir(), host: new FakeUploadHost(), platform: new FakeAttachmentPlatform() };
    await fresh.host.start();
  });
  afterEach(async () => {
    await services.stopAll();
    await current().host.close();
    await removeDir(current().dir);
    fresh = undefined;
  });
  const dataDir = () => join(current().dir, 'data');
  return {
    get dir() {
      return current().dir;
    },
    get dataDir() {
      return dataDir();
    },
    get host() {
      return current().host;
    },
    get platform() {
      return current().platform;
    },
    newService: () => services.start(dataDir(), current().host, current().platform),
    stop: (service) => services.stop(service),
    queueFilePath: () => join(dataDir(), 'uploads', 'queue.json'),
  };
}

/** Each step of an upload as `id state`. */
export const stepStates = (view: UploadView) => view.steps?.map((step) => `${step.id} ${step.state}`);

/** The steps of the first upload as the queue file holds them. */
export async function persistedSteps(
  rig: AttachmentRig,
): Promise<Array<{ kind: string; state: string; sentAt?: number }>> {
  const file = JSON.parse(await readFile(rig.queueFilePath(), 'utf8')) as {
    uploads: Array<{ steps?: Array<{ kind: string; state: string; sentAt?: number }> }>;
  };
  return file.uploads[0]?.steps ?? [];
}

/**
 * Writes a queue file of version 1 as an older app left it, with one upload (`oldupload1`) done as `video-old`,
 * and its attachment steps if the version had them (`steps`).
 */
export async function writeOldQueueFile(rig: AttachmentRig, steps?: readonly object[]): Promise<void> {
  await mkdir(join(rig.dataDir, 'uploads'), { recursive: true });
  const video = await writeVideo(rig.dir, 'old.mp4', 1000);
  await writeFile(
    rig.queueFilePath(),
    JSON.stringify({
      version: 1,
      uploads: [
        {
          id: 'oldupload1',
          createdAt: 1,
          source: { kind: 'path' },
          fileName: 'old.mp4',
          file: await fingerprintFile(video.path),
          mimeType: 'video/mp4',
          metadata: { snippet: { title: 'old' }, status: { privacyStatus: 'private' } },
          state: 'done',
          bytesConfirmed: 1000,
          videoId: 'video-old',
          finishedAt: 2,
          ...(steps ? { steps } : {}),
        },
      ],
    }),
  );
}
