// An upload service wired as the composition root wires it, against a fake upload host and a fake attachment
// platform, for the suites that drive attachment steps through the service. Services started here are stopped by
// `stopAll` (afterEach) unless a test stops one itself, the way a crash leaves the queue file.
import { StagingArea } from '../../../../electron/files/staging-area';
import { createUploadService, type UploadService } from '../../../../electron/uploads/upload-service';
import type { FakeAttachmentPlatform } from './attachment-fixture';
import type { FakeUploadHost } from './fake-upload-host';

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
