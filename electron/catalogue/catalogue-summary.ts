// What a walk of the uploads playlist compares: what a playlist item shows of its video (title, description,
// visibility, publication). The app's own saves write the same summary, so a walk does not read them again.
import type { LibraryVideo } from '../../shared/library/library-video';

export function summaryText(title: string, description: string, privacy: string, publishedAt: string): string {
  return JSON.stringify([title, description, privacy, publishedAt]);
}

export function summaryOfVideo(video: LibraryVideo): string {
  return summaryText(video.title, video.description, video.privacyStatus, video.publishedAt);
}
