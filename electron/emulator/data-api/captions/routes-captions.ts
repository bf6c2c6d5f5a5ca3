// captions.list, captions.download and captions.delete on the Data API, and the metadata-only forms of
// captions.insert (refused: a track needs its file) and captions.update (the draft status alone).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendResource } from '../api-call';
import { apiErrors } from '../errors/api-error';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { etagOf } from '../list-response';
import { idList, parseParts, stringParam, type Query } from '../list-request';
import { I18N_LANGUAGES } from '../reference-data';
import type { CatalogApi } from '../catalog/catalog-api';
import { captionErrors } from '../catalog/catalog-errors';
import { beginCatalogCall, beginUserCall } from '../catalog/caller';
import { parseCaptionUpdate } from './caption-input';
import { projectCaption } from './caption-resource';
import { ownedCaption, updateCaption } from './caption-writes';
import { CONTENT_TYPES, DOWNLOAD_FORMATS } from '../../../../shared/captions/formats/caption-file';
import type { CaptionFormat } from '../../../../shared/captions/formats/cue-model';
import { CaptionThreadLimit, runOffThread } from '../../../common/captions/caption-thread';

function captionListBody(items: readonly unknown[]): Record<string, unknown> {
  // CaptionListResponse has neither pageInfo nor page tokens: a video's tracks come in one answer.
  return { kind: 'youtube#captionListResponse', etag: etagOf({ kind: 'youtube#captionListResponse', items }), items };
}

export function registerCaptionRoutes(app: FastifyInstance, api: CatalogApi): void {
  app.get('/captions', async (request, reply) => {
    const viewer = beginCatalogCall(api, request, 'captions.list');
    const query = request.query as Query;
    const parts = parseParts(query, RESOURCE_PARTS.Caption);
    const videoId = stringParam(query, 'videoId');
    if (!videoId) throw apiErrors.required('videoId');
    const video = api.store.video(videoId);
    const owner = video?.channelId === viewer;
    if (!video || (video.status.privacyStatus === 'private' && !owner)) throw captionErrors.videoNotFound();
    const ids = idList(query);
    const tracks = api.catalog.read((state) =>
      state.captions.filter(
        (track) =>
          track.videoId === video.id && (owner || !track.isDraft) && (ids.length === 0 || ids.includes(track.id)),
      ),
    );
    return sendResource(request, reply, captionListBody(tracks.map((track) => projectCaption(track, parts))));
  });

  app.get('/captions/:id', async (request, reply) => {
    const channelId = beginUserCall(api, request, 'captions.download');
    const caption = ownedCaption(api, channelId, (request.params as { id: string }).id, 'download');
    const query = request.query as Query;
    const tfmt = stringParam(query, 'tfmt');
    const tlang = stringParam(query, 'tlang');
    if (caption.status === 'failed') throw captionErrors.couldNotConvert();
    if (tfmt !== undefined && !(DOWNLOAD_FORMATS as readonly string[]).includes(tfmt))
      throw captionErrors.couldNotConvert();
    if (tlang !== undefined && !I18N_LANGUAGES.some(([id]) => id === tlang)) throw captionErrors.couldNotConvert();
    // The stored file is recognised and converted on the app's caption thread, as it was read there when stored:
    // the emulator runs inside the app, whose event loop a download must not stall.
    const recognised = await offThread(() => runOffThread({ kind: 'recognise', text: caption.file }));
    if (tfmt === undefined && (tlang === undefined || tlang === caption.language)) {
      return sendFile(reply, caption.file, recognised ?? 'srt');
    }
    if (recognised === null) throw captionErrors.couldNotConvert();
    const format = (tfmt as CaptionFormat | undefined) ?? recognised;
    // tlang asks for a machine translation of the track. The emulator has no translator: it answers the same cues,
    // labelled with the requested language where the format carries one (VTT, TTML), so clients see the flow work.
    const converted = await offThread(() =>
      runOffThread({ kind: 'convert', text: caption.file, format, language: tlang ?? caption.language }),
    );
    if (converted.kind !== 'written') throw captionErrors.couldNotConvert();
    return sendFile(reply, converted.text, format);
  });

  app.delete('/captions', async (request, reply) => {
    const channelId = beginUserCall(api, request, 'captions.delete');
    const id = stringParam(request.query as Query, 'id');
    if (!id) throw apiErrors.required('id');
    ownedCaption(api, channelId, id, 'delete');
    api.catalog.change((state) => {
      state.captions = state.captions.filter((track) => track.id !== id);
    });
    return reply.code(204).send();
  });

  app.post('/captions', async (request) => {
    beginUserCall(api, request, 'captions.insert');
    parseParts(request.query as Query, RESOURCE_PARTS.Caption);
    throw captionErrors.contentRequired();
  });

  app.put('/captions', async (request, reply) => {
    const channelId = beginUserCall(api, request, 'captions.update');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.Caption);
    const updated = await updateCaption(api, channelId, parseCaptionUpdate(request.body), parts, undefined);
    return reply.type('application/json; charset=UTF-8').send(projectCaption(updated, parts));
  });
}

function sendFile(reply: FastifyReply, text: string, format: CaptionFormat): FastifyReply {
  return reply.type(`${CONTENT_TYPES[format]}; charset=UTF-8`).send(text);
}

/** A file past the caption thread's limits cannot be converted, as the platform says of a file it cannot process. */
async function offThread<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof CaptionThreadLimit) throw captionErrors.couldNotConvert();
    throw error;
  }
}
