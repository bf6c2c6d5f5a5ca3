// Where the bytes of an upload come from. The desktop app knows a dropped file's path; a browser never reveals one,
// so browser mode first streams the file into the host's staging area and refers to it by its staging id.
import { z } from 'zod';

/** Staging ids are random hex, never derived from a file name, so they are safe as file names. */
export const STAGING_ID_PATTERN = /^[a-f0-9]{32}$/;
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const uploadSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('path'),
    path: z
      .string()
      .min(1)
      .max(4_096)
      .refine((path) => !path.includes('\0'), { message: 'A path cannot contain a NUL character.' }),
  }),
  z.strictObject({ kind: z.literal('staged'), stagingId: z.string().regex(STAGING_ID_PATTERN) }),
]);
export type UploadSource = z.output<typeof uploadSourceSchema>;

export const uploadIdSchema = z.string().regex(UPLOAD_ID_PATTERN);
