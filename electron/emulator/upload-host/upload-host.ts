// The state of the upload host, handed to each of its route modules.
import type { EmulatorContext } from '../context';
import type { FaultRegistry } from '../faults/fault-registry';
import type { QuotaForUploads, VideoStoreForUploads } from '../data-api/platform-services';
import type { RunningHashes } from './running-hashes';
import type { UploadSessionStore } from './session-store';
import type { UploadHostSettings } from './upload-host-settings';
import type { UploadThrottle } from './upload-throttle';

export interface UploadHost {
  readonly ctx: EmulatorContext;
  readonly store: VideoStoreForUploads;
  readonly quota: QuotaForUploads;
  readonly sessions: UploadSessionStore;
  readonly faults: FaultRegistry;
  readonly hashes: RunningHashes;
  /** Bandwidth limit and byte count of upload request bodies (soak tests). */
  readonly throttle: UploadThrottle;
  settings: UploadHostSettings;
}
