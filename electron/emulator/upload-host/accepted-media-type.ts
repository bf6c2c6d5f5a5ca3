// videos.insert accepts `video/*` and `application/octet-stream` media (discovery: mediaUpload.accept).
import { ApiError } from '../data-api/errors/api-error';

const ACCEPTED_VIDEO_MEDIA = ['video/*', 'application/octet-stream'] as const;

/** The bare media type (no parameters, lower case) when acceptable; throws the platform's badContent otherwise. */
export function acceptVideoMediaType(header: string | undefined, where: string): string {
  const mediaType = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const acceptable = /^video\/[a-z0-9!#$&^_.+-]+$/.test(mediaType) || mediaType === 'application/octet-stream';
  if (!acceptable) {
    throw new ApiError(
      400,
      'badContent',
      `Media type '${mediaType || '(none)'}' of ${where} is not supported. Valid media types: [${ACCEPTED_VIDEO_MEDIA.join(', ')}]`,
      { domain: 'global' },
    );
  }
  return mediaType;
}
