// One resumable upload session as the emulator keeps it, in memory and in upload-sessions.json.
import { z } from 'zod';
import type { VideoMetadata } from '../data-api/video-metadata-validation';

/** What the session answered when it finished; every later request gets exactly this again. */
const finalResponseSchema = z.object({
  status: z.number().int(),
  body: z.unknown(),
  headers: z.record(z.string(), z.string()),
});
export type FinalResponse = z.infer<typeof finalResponseSchema>;

const sessionRecordSchema = z.object({
  uploadId: z.string().min(1),
  channelId: z.string().min(1),
  parts: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  mimeType: z.string(),
  totalBytes: z.number().int().min(0).nullable(),
  storedBytes: z.number().int().min(0),
  /** open: taking bytes; finalizing: all bytes stored, the video is being created; complete / failed: finished. */
  state: z.enum(['open', 'finalizing', 'complete', 'failed']),
  /** Chosen before the video is created, so a crash during creation cannot create a second one. */
  videoId: z.string().optional(),
  finalResponse: finalResponseSchema.optional(),
  createdAt: z.number(),
  expiresAt: z.number(),
});

type SessionRecord = z.infer<typeof sessionRecordSchema>;

export interface UploadSession extends Omit<SessionRecord, 'metadata'> {
  readonly metadata: VideoMetadata;
}

export const sessionsFileSchema = z.object({ version: z.literal(1), sessions: z.array(sessionRecordSchema) });

export function isExpired(session: UploadSession, now: number): boolean {
  return now >= session.expiresAt;
}

export function isFinished(session: UploadSession): boolean {
  return session.state === 'complete' || session.state === 'failed';
}

/** The state inspection reports: expiry wins over everything. */
export function publicState(
  session: UploadSession,
  now: number,
): 'open' | 'finalizing' | 'complete' | 'failed' | 'expired' {
  return isExpired(session, now) ? 'expired' : session.state;
}
