// captions.insert and captions.update on the store: only the video's owner, a name unique per language on the
// video, and the file read at once. A file the platform cannot read still makes a track, as on the real service,
// whose processing then marks it failed with the reason (unknownFormat, unsupportedFormat, processingFailed).
import type { CatalogApi } from '../catalog-api';
import { nowIso } from '../catalog-api';
import { captionErrors } from '../catalog-errors';
import { captionId } from '../catalog-ids';
import type { CaptionRecord } from '../catalog-state';
import { readCaptionText } from '../../../../shared/captions/formats/caption-file';
import type { CaptionInsert, CaptionUpdate } from './caption-input';

/** The most a caption file may be (the discovery document's mediaUpload.maxSize for captions). */
export const CAPTION_MAX_BYTES = 104_857_600;

function fileFields(media: Buffer): Pick<CaptionRecord, 'file' | 'status' | 'failureReason'> {
  const read = readCaptionText(media.toString('utf8'));
  return read.kind === 'read'
    ? { file: media.toString('utf8'), status: 'serving' }
    : { file: media.toString('utf8'), status: 'failed', failureReason: read.failureReason };
}

export function ownedCaption(api: CatalogApi, channelId: string, id: string, action: 'update' | 'delete' | 'download') {
  const caption = api.catalog.read((state) => state.captions.find((track) => track.id === id));
  if (!caption) throw captionErrors.notFound();
  if (api.store.video(caption.videoId)?.channelId !== channelId) throw captionErrors.forbidden(action);
  return caption;
}

export function insertCaption(
  api: CatalogApi,
  channelId: string,
  snippet: CaptionInsert,
  media: Buffer,
): CaptionRecord {
  const video = api.store.video(snippet.videoId);
  if (!video) throw captionErrors.videoNotFound();
  if (video.channelId !== channelId) throw captionErrors.forbidden('upload');
  if (media.length === 0) throw captionErrors.contentRequired();
  const taken = api.catalog.read((state) =>
    state.captions.some(
      (track) => track.videoId === video.id && track.language === snippet.language && track.name === snippet.name,
    ),
  );
  if (taken) throw captionErrors.exists();
  const record: CaptionRecord = {
    id: captionId(),
    videoId: video.id,
    language: snippet.language,
    name: snippet.name,
    isDraft: snippet.isDraft ?? false,
    trackKind: 'standard',
    audioTrackType: snippet.audioTrackType ?? 'unknown',
    isCC: false,
    isLarge: false,
    isEasyReader: false,
    lastUpdated: nowIso(api),
    ...fileFields(media),
  };
  api.catalog.change((state) => state.captions.push(record));
  return record;
}

/** `parts` decides what is written: isDraft only when snippet is named (left out of the body it reads false). */
export function updateCaption(
  api: CatalogApi,
  channelId: string,
  update: CaptionUpdate,
  parts: readonly string[],
  media: Buffer | undefined,
): CaptionRecord {
  const current = ownedCaption(api, channelId, update.id, 'update');
  if (media !== undefined && media.length === 0) throw captionErrors.contentRequired();
  const next: CaptionRecord = {
    ...current,
    ...(parts.includes('snippet') ? { isDraft: update.snippet?.isDraft ?? false } : {}),
    ...(media ? fileFields(media) : {}),
    lastUpdated: nowIso(api),
  };
  if (!next.failureReason) delete next.failureReason;
  api.catalog.change((state) => {
    state.captions = state.captions.map((track) => (track.id === next.id ? next : track));
  });
  return next;
}
