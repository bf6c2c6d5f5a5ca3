// playlistImages.list/insert/update/delete: a playlist's owner sets its square "hero" image (PNG or JPEG, up to
// 50 MB since 2026-09-14, was 2 MB), replaces it, or removes it; anyone who may see the playlist lists it. Insert
// and update take the image on the upload host (multipart or media); update on the Data API path changes nothing
// but answers the resource, since width and height are the image's own.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readJsonBody } from '../../upload-host/request-body-json';
import { idList, oneFilter, parseMaxResults, parsePageToken, parseParts, type Query } from '../list-request';
import { cutPage, listResponse } from '../list-response';
import { apiErrors } from '../errors/api-error';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { ownPlaylist } from '../playlists/playlist-writes';
import { readImageBody } from '../media/image-body';
import { beginMediaCall } from '../media/media-call';
import type { MediaHost } from '../media/media-host';
import { invalidImage } from '../media/media-errors';
import type { PlaylistImageRecord } from '../media/media-state';
import { decodeImage } from '../media/platform-image';
import {
  playlistImageId,
  playlistImageNotFound,
  playlistImageNotSquare,
  projectPlaylistImage,
  readPlaylistImageWrite,
  type PlaylistImageWrite,
} from './playlist-image-resource';

/** 2026-09-14 in the revision history: "increased from 2 MB to 50 MB" (the document's MB being MiB). */
const PLAYLIST_IMAGE_MAX_BYTES = 50 * 1024 * 1024;

const json = (reply: FastifyReply, body: unknown) => reply.code(200).type('application/json; charset=UTF-8').send(body);

/** The playlist the caller may put an image on (theirs, not the uploads playlist). */
function checkOwner(host: MediaHost, playlistId: string, channelId: string): void {
  host.videos.read((state) => ownPlaylist(state, playlistId, channelId, 'set an image on'));
}

async function storeImage(host: MediaHost, write: PlaylistImageWrite, image: Buffer): Promise<string> {
  const decoded = await decodeImage(image);
  if (!decoded) throw invalidImage();
  if (decoded.width !== decoded.height) throw playlistImageNotSquare(decoded.width, decoded.height);
  const id = playlistImageId(write.playlistId, write.type);
  const revision = (host.media.playlistImage(id)?.revision ?? 0) + 1;
  const file = { name: `pi-${id}-${revision}.${decoded.format === 'png' ? 'png' : 'jpg'}`, bytes: image };
  await host.media.setPlaylistImage(id, file, {
    playlistId: write.playlistId,
    type: write.type,
    revision,
    width: decoded.width,
    height: decoded.height,
  });
  return id;
}

function answerImage(host: MediaHost, reply: FastifyReply, id: string) {
  const record = host.media.playlistImage(id) as PlaylistImageRecord;
  return json(reply, projectPlaylistImage(id, record));
}

export async function handlePlaylistImageInsert(host: MediaHost, request: FastifyRequest, reply: FastifyReply) {
  const grant = beginMediaCall(host, request, 'playlistImages.insert');
  parseParts(request.query as Query, RESOURCE_PARTS.PlaylistImage);
  const body = await readImageBody(request, PLAYLIST_IMAGE_MAX_BYTES);
  const write = readPlaylistImageWrite(body.resource);
  checkOwner(host, write.playlistId, grant.channelId);
  return answerImage(host, reply, await storeImage(host, write, body.image));
}

/** `withMedia`: the upload host's path (a new image); else the Data API's (the resource alone). */
export async function handlePlaylistImageUpdate(
  host: MediaHost,
  request: FastifyRequest,
  reply: FastifyReply,
  withMedia: boolean,
) {
  const grant = beginMediaCall(host, request, 'playlistImages.update');
  parseParts(request.query as Query, RESOURCE_PARTS.PlaylistImage);
  const body = withMedia ? await readImageBody(request, PLAYLIST_IMAGE_MAX_BYTES) : undefined;
  const write = readPlaylistImageWrite(body ? body.resource : await readJsonBody(request.raw));
  if (write.id === undefined) throw apiErrors.required('id');
  const record = host.media.playlistImage(write.id);
  if (!record) throw playlistImageNotFound();
  checkOwner(host, record.playlistId, grant.channelId);
  // The id names the playlist and the type, so an update cannot move the image elsewhere.
  if (write.playlistId !== record.playlistId || write.type !== record.type) {
    throw apiErrors.invalidValue('snippet.playlistId', 'An update cannot change the playlist or type of an image.');
  }
  if (body) await storeImage(host, write, body.image);
  return answerImage(host, reply, write.id);
}

export async function handlePlaylistImageDelete(host: MediaHost, request: FastifyRequest, reply: FastifyReply) {
  const grant = beginMediaCall(host, request, 'playlistImages.delete');
  const id = (request.query as Query).id;
  if (typeof id !== 'string' || id === '') throw apiErrors.required('id');
  const record = host.media.playlistImage(id);
  if (!record) throw playlistImageNotFound();
  checkOwner(host, record.playlistId, grant.channelId);
  await host.media.forgetPlaylistImage(id);
  return reply.code(204).send();
}

export function handlePlaylistImageList(host: MediaHost, request: FastifyRequest, reply: FastifyReply) {
  const grant = beginMediaCall(host, request, 'playlistImages.list');
  const query = request.query as Query;
  parseParts(query, RESOURCE_PARTS.PlaylistImage);
  // The document (and so the official clients) name the playlist `parent`; the reference pages `playlistId`, or `id`.
  const filter = oneFilter(query, ['id', 'parent', 'playlistId']);
  const maxResults = parseMaxResults(query, { default: 5, min: 0, max: 50 });
  const wanted = new Set(idList(query, filter));
  const visible = (playlistId: string) => {
    const playlist = host.videos.playlist(playlistId);
    return playlist !== undefined && (playlist.privacyStatus !== 'private' || playlist.channelId === grant.channelId);
  };
  const found = host.media
    .playlistImages()
    .filter(([id, record]) => wanted.has(filter === 'id' ? id : record.playlistId) && visible(record.playlistId))
    .map(([id, record]) => projectPlaylistImage(id, record));
  const page = cutPage(found, parsePageToken(query), maxResults);
  const { etag: _etag, ...body } = listResponse('youtube#playlistImageListResponse', page, maxResults);
  return json(reply, body);
}
