// A video's caption tracks on the platform: list them (captions.list), add one from a file checked again here
// (captions.insert on the upload host), publish or unpublish (captions.update of snippet.isDraft), fetch the text as
// SRT or WebVTT (captions.download with tfmt), delete. Every call goes through the account's Data API client or
// the upload client, so the quota ledger counts it. A staged copy (browser mode) is freed either way: the page still
// holds the File and stages it again for a retry. A downloaded track is read on the caption thread, within the
// size any track is read up to, so a hostile one cannot stall the main process either.
import { CAPTION_READ_MAX_CHARS } from '../../shared/captions/formats/caption-file';
import type { SendableCaptionFormat } from '../../shared/captions/caption-check';
import type { CaptionDownload, CaptionTrackView } from '../../shared/ipc/captions';
import type { UploadSource } from '../../shared/uploads/upload-source';
import type { StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import { say, sayingIntl } from '../language/say';
import { formatFileSize, formatNumber } from '../../shared/text/measures';
import { CAPTION_DOWNLOAD_REFUSALS } from './caption-messages';
import type { DataApiClient } from '../platform/data-api-client';
import type { ImageUploadClient } from '../platform/image-upload-client';
import { CAPTION_MIME_TYPES, readCaptionSource } from './caption-intake';
import { trackOf, tracksOf } from './caption-resource';
import { CaptionThreadLimit, runOffThread } from '../common/captions/caption-thread';

interface CaptionsServiceDeps {
  readonly dataApi: () => DataApiClient;
  readonly uploads: () => ImageUploadClient;
  readonly staging: StagingArea;
  readonly acceptsPaths: boolean;
}

interface NewCaptionTrack {
  readonly videoId: string;
  readonly source: UploadSource;
  readonly language: string;
  readonly name: string;
  readonly isDraft: boolean;
}

export interface CaptionsService {
  list(videoId: string): Promise<CaptionTrackView[]>;
  insert(track: NewCaptionTrack): Promise<CaptionTrackView>;
  setDraft(id: string, isDraft: boolean): Promise<CaptionTrackView>;
  download(id: string, format: SendableCaptionFormat): Promise<CaptionDownload>;
  delete(id: string): Promise<{ id: string }>;
}

export function createCaptionsService(deps: CaptionsServiceDeps): CaptionsService {
  return {
    async list(videoId) {
      return tracksOf(await deps.dataApi().request({ path: '/captions', params: { part: 'snippet', videoId } }));
    },

    async insert({ videoId, source, language, name, isDraft }) {
      // Held while it is read and sent, so no other request or upload's end removes it meanwhile.
      const letGo = deps.staging.hold(source);
      try {
        const file = await readCaptionSource(source, deps);
        const answer = await deps
          .uploads()
          .insertCaption(
            { snippet: { videoId, language, name, isDraft } },
            { bytes: file.bytes, mimeType: CAPTION_MIME_TYPES[file.format] },
          );
        return trackOf(answer);
      } finally {
        await letGo();
      }
    },

    async setDraft(id, isDraft) {
      const answer = await deps.dataApi().request({
        method: 'PUT',
        path: '/captions',
        params: { part: 'snippet' },
        body: { id, snippet: { isDraft } },
      });
      return trackOf(answer);
    },

    async download(id, format) {
      const answer = await deps
        .dataApi()
        .request<unknown>({ path: `/captions/${encodeURIComponent(id)}`, params: { tfmt: format } });
      // The platform answers the file itself; anything else (JSON, HTML, another format) is not what was asked for.
      const formatName = format === 'vtt' ? 'WebVTT' : 'SRT';
      if (typeof answer !== 'string') {
        throw new DeskError('bad-response', say(CAPTION_DOWNLOAD_REFUSALS.notTheFormat, { format: formatName }));
      }
      if (answer.length > CAPTION_READ_MAX_CHARS) {
        throw new DeskError(
          'bad-response',
          say(CAPTION_DOWNLOAD_REFUSALS.tooLarge, {
            size: formatFileSize(answer.length, sayingIntl().locale),
            max: `${formatNumber(CAPTION_READ_MAX_CHARS / 1024 / 1024, sayingIntl().locale)} MiB`,
          }),
        );
      }
      const read = await readDownloaded(answer);
      if (read.kind !== 'read' || read.format !== format) {
        throw new DeskError(
          'bad-response',
          read.kind === 'limit'
            ? say(CAPTION_DOWNLOAD_REFUSALS.notTheFormatBecause, { format: formatName, reason: read.reason })
            : say(CAPTION_DOWNLOAD_REFUSALS.notTheFormat, { format: formatName }),
        );
      }
      return { id, format, text: answer };
    },

    async delete(id) {
      await deps.dataApi().request({ method: 'DELETE', path: '/captions', params: { id } });
      return { id };
    },
  };
}

async function readDownloaded(text: string) {
  try {
    return await runOffThread({ kind: 'read', text });
  } catch (error) {
    if (error instanceof CaptionThreadLimit) return { kind: 'limit', reason: error.reasonIn(sayingIntl()) } as const;
    throw error;
  }
}
