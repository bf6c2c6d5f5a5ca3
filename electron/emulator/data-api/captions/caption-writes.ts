// captions.insert and captions.update on the store: only the video's owner, a name unique per language on the
// video, and the file read at once. A file the platform cannot read still makes a track, as on the real service,
// whose processing then marks it failed with the reason (unknownFormat, unsupportedFormat, processingFailed).
// The file is read on the app's caption thread: the emulator runs inside the app, and a track uploaded to it must
// not stall the app's event loop any more than one the app sends.
import { CaptionThreadLimit, runOffThread } from '../../../common/captions/caption-thread';
import type { CatalogApi } from '../catalog/catalog-api';
import { nowIso } from '../catalog/catalog-api';
import { captionErrors } from '../catalog/catalog-errors';
import { captionId } from '../catalog/catalog-ids';
import type { CaptionRecord } from '../catalog/catalog-state';
import type { CaptionInsert, CaptionUpdate } from './caption-input';

/** The most a caption file may be (the discovery document's mediaUpload.maxSize for captions). */
export const CAPTION_MAX_BYTES = 104_857_600;

type FileFields = Pick<CaptionRecord, 'file' | 'status' | 'failureReason'>;

async function fileFields(media: Buffer): Promise<FileFields> {
  const file = media.toString('utf8');
  try {
    const read = await runOffThread({ kind: 'read', text: file });
    return read.kind === 'read'
      ? { file, status: 'serving' }
      : { file, status: 'failed', failureReason: read.failureReason };
  } catch (error) {
    // Past the thread's time or memory the platform's processing fails too.
    if (error instanceof CaptionThreadLimit) return { file, status: 'failed', failureReason: 'processingFailed' };
    throw error;
  }
}

export function ownedCaption(api: CatalogApi, channelId: string, id: string, action: 'update' | 'delete' | 'download') {
  const caption = api.catalog.read((state) => state.captions.find((track) => track.id === id));
  if (!caption) throw captionErrors.notFound();
  if (api.store.video(caption.videoId)?.channelId !== channelId) throw captionErrors.forbidden(action);
  return caption;
}

/** The video a new track goes to, once its owner, the file and the name are found acceptable. */
function insertableVideo(api: CatalogApi, channelId: string, snippet: CaptionInsert, media: Buffer) {
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
  return video;
}

export async function insertCaption(
  api: CatalogApi,
  channelId: string,
  snippet: CaptionInsert,
  media: Buffer,
): Promise<CaptionRecord> {
  insertableVideo(api, channelId, snippet, media);
  const fields = await fileFields(media);
  // Checked again after the read: the video or a track of the same name may have changed meanwhile.
  const video = insertableVideo(api, channelId, snippet, media);
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
    ...fields,
  };
  api.catalog.change((state) => state.captions.push(record));
  return record;
}

/** `parts` decides what is written: isDraft only when snippet is named (left out of the body it reads false). */
export async function updateCaption(
  api: CatalogApi,
  channelId: string,
  update: CaptionUpdate,
  parts: readonly string[],
  media: Buffer | undefined,
): Promise<CaptionRecord> {
  ownedCaption(api, channelId, update.id, 'update');
  if (media !== undefined && media.length === 0) throw captionErrors.contentRequired();
  const fields = media ? await fileFields(media) : {};
  // Read again after the file: the track may have been deleted or changed meanwhile.
  const current = ownedCaption(api, channelId, update.id, 'update');
  const next: CaptionRecord = {
    ...current,
    ...(parts.includes('snippet') ? { isDraft: update.snippet?.isDraft ?? false } : {}),
    ...fields,
    lastUpdated: nowIso(api),
  };
  if (!next.failureReason) delete next.failureReason;
  api.catalog.change((state) => {
    state.captions = state.captions.map((track) => (track.id === next.id ? next : track));
  });
  return next;
}
