// The state of the upload host, handed to each of its route modules.
import type { EmulatorContext } from '../context';
import type { FaultRegistry } from './fault-registry';
import type { RunningHashes } from './running-hashes';
import type { UploadSessionStore } from './session-store';
import type { UploadHostSettings } from './upload-host-settings';

export interface UploadHost {
  readonly ctx: EmulatorContext;
  readonly sessions: UploadSessionStore;
  readonly faults: FaultRegistry;
  readonly hashes: RunningHashes;
  settings: UploadHostSettings;
}

export const UPLOAD_HOST_SERVICE = 'uploads.host';
