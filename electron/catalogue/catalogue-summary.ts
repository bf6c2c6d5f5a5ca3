// What a walk of the uploads playlist compares: what a playlist item shows of its video (title, description,
// visibility, publication). The app's own saves write the same summary, so a walk does not read them again.
import { createHash } from 'node:crypto';
import type { LibraryVideo } from '../../shared/library/library-video';

// Kept as a digest: 27 characters a row instead of a second copy of every description, so reading every row's
// fingerprint for a walk stays quick.
export function summaryText(title: string, description: string, privacy: string, publishedAt: string): string {
  return createHash('sha1')
    .update(JSON.stringify([title, description, privacy, publishedAt]))
    .digest('base64url');
}

export function summaryOfVideo(video: LibraryVideo): string {
  return summaryText(video.title, video.description, video.privacyStatus, video.publishedAt);
}
