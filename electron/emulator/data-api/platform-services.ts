// What the upload host needs from the rest of the emulator (the video store, the quota ledger, authentication),
// as narrow views of what the Data API plugin decorates, so the upload routes depend on no more than they use.
import type { FastifyRequest } from 'fastify';
import type { AccessGrant, EmulatorContext } from '../context';
import { authenticate } from './authenticate';
import type { VideoMetadata } from './video-metadata-validation';

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
  charge(method: 'videos.insert', project: string, channelId?: string): void;
  readonly uploadCap: { count(channelId: string): void };
  exhaust(): void;
}

/**
 * videos.insert's charge, once per upload: the uploads bucket of the caller's project first (a refused upload is
 * charged too), then the channel's own daily cap.
 */
export function chargeVideoInsert(quota: QuotaForUploads, grant: AccessGrant): void {
  quota.charge('videos.insert', grant.clientId, grant.channelId);
  quota.uploadCap.count(grant.channelId);
}

export function authenticateUpload(ctx: EmulatorContext, request: FastifyRequest): AccessGrant {
  return authenticate(ctx, request, 'youtube.videos.insert');
}
