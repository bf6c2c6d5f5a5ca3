// A caption record as the platform shows it: the track's metadata, never its text.
import { resource } from '../list-response';
import type { CaptionRecord } from '../catalog/catalog-state';

export function projectCaption(caption: CaptionRecord, parts: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (parts.includes('snippet')) {
    body.snippet = {
      videoId: caption.videoId,
      lastUpdated: caption.lastUpdated,
      trackKind: caption.trackKind,
      language: caption.language,
      name: caption.name,
      audioTrackType: caption.audioTrackType,
      isCC: caption.isCC,
      isLarge: caption.isLarge,
      isEasyReader: caption.isEasyReader,
      isDraft: caption.isDraft,
      isAutoSynced: false,
      status: caption.status,
      ...(caption.failureReason ? { failureReason: caption.failureReason } : {}),
    };
  }
  return resource('youtube#caption', caption.id, body);
}
