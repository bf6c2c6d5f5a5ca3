// Values the platform does not document, as settings with sensible defaults (PUT /_emulator/v1/uploads/settings).
import { z } from 'zod';

export interface UploadHostSettings {
  /**
   * How long a session URI stays usable. The platform does not say; a sibling service of the same company documents
   * one week, which is the default.
   */
  readonly sessionLifetimeSec: number;
}

export const DEFAULT_UPLOAD_HOST_SETTINGS: UploadHostSettings = { sessionLifetimeSec: 7 * 24 * 60 * 60 };

export const uploadHostSettingsPatchSchema = z.strictObject({
  sessionLifetimeSec: z
    .number()
    .int()
    .min(1)
    .max(365 * 24 * 60 * 60)
    .optional(),
});
