// The `part` parameter of videos.insert: required, comma-separated (and possibly repeated), each a video part.
import { ApiError, apiErrors } from '../data-api/errors/api-error';
import { VIDEO_PARTS } from '../data-api/video-metadata-validation';

export function parseVideoParts(raw: unknown): readonly string[] {
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value): value is string => typeof value === 'string');
  const parts = values
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) throw apiErrors.required('part');
  for (const part of parts) {
    if (!(VIDEO_PARTS as readonly string[]).includes(part)) {
      throw new ApiError(
        400,
        'unknownPart',
        `'${part}' is not a part of a video resource; valid parts: ${VIDEO_PARTS.join(', ')}.`,
        {
          domain: 'youtube.part',
          location: 'part',
          locationType: 'parameter',
        },
      );
    }
  }
  return [...new Set(parts)];
}
