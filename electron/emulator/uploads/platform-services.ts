// What the upload host needs from the rest of the emulator (the video store, the quota ledger, authentication),
// looked up through the context so this feature imports no other feature's state.
import type { FastifyRequest } from 'fastify';
import { getService, type AccessGrant, type EmulatorContext } from '../context';
import { authenticate } from '../youtube/authenticate';
import type { VideoMetadata } from '../youtube/video-metadata-validation';

export interface UploadedMedia {
  readonly size: number;
  readonly sha256: string;
  readonly path: string;
  readonly mimeType: string;
}

export interface VideoStoreForUploads {
  insertUploadedVideo(input: { videoId: string; channelId: string; resource: VideoMetadata; media: UploadedMedia }): {
    id: string;
  };
  categoryIsAssignable(categoryId: string, regionCode?: string): boolean;
  getVideo(id: string): { id: string } | undefined;
  getVideoMedia(id: string): UploadedMedia | undefined;
  projectVideo(video: { id: string }, parts: readonly string[]): unknown;
}

export interface QuotaForUploads {
  charge(units: number): void;
  exhaust(): void;
}

export function videoStore(ctx: EmulatorContext): VideoStoreForUploads {
  return getService<VideoStoreForUploads>(ctx, 'youtube.store');
}

export function quotaLedger(ctx: EmulatorContext): QuotaForUploads {
  return getService<QuotaForUploads>(ctx, 'youtube.quota');
}

export const VIDEOS_INSERT_COST = 1600;

export function authenticateUpload(ctx: EmulatorContext, request: FastifyRequest): AccessGrant {
  return authenticate(ctx, request, 'youtube.videos.insert');
}
