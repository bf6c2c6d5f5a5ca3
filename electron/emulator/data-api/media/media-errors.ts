// The platform's refusals of thumbnails.set and watermarks.set/unset, with the reasons and messages the real service
// documents (developers.google.com/youtube/v3/docs/thumbnails/set and watermarks/set, "Errors").
import { ApiError } from '../errors/api-error';

export function mediaBodyRequired(): ApiError {
  return new ApiError(400, 'mediaBodyRequired', 'The request does not include the image content.', {
    domain: 'youtube.api',
  });
}

/** What the upload front end answers for a body over the method's mediaUpload.maxSize. */
export function mediaTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'uploadTooLarge', `Media larger than: ${maxBytes}`, { domain: 'global' });
}

export function invalidImage(): ApiError {
  return new ApiError(400, 'invalidImage', 'The provided image content is invalid.', { domain: 'youtube.thumbnail' });
}

export function thumbnailForbidden(): ApiError {
  return new ApiError(
    403,
    'forbidden',
    "The thumbnail can't be set for the specified video. The request might not be properly authorized.",
    { domain: 'youtube.thumbnail' },
  );
}

/** An account whose channel is not verified may not set custom thumbnails. */
export function customThumbnailsNotAllowed(): ApiError {
  return new ApiError(
    403,
    'forbidden',
    "The authenticated user doesn't have permissions to upload and set custom video thumbnails.",
    { domain: 'youtube.thumbnail', location: 'Authorization', locationType: 'header' },
  );
}

export function thumbnailVideoNotFound(): ApiError {
  return new ApiError(
    404,
    'videoNotFound',
    "The video that you are trying to insert a thumbnail image for cannot be found. Check the value of the request's videoId parameter to ensure that it is correct.",
    { domain: 'youtube.thumbnail', location: 'videoId', locationType: 'parameter' },
  );
}

export function imageFormatUnsupported(): ApiError {
  return new ApiError(400, 'imageFormatUnsupported', 'The image you provided is in an unsupported format.', {
    domain: 'youtube.watermark',
  });
}

export function watermarkForbidden(action: 'set' | 'unset'): ApiError {
  return new ApiError(
    403,
    'forbidden',
    `The watermark can't be ${action} for the specified channel. The request may not be properly authorized, or the channelId parameter is set to an invalid value.`,
    { domain: 'youtube.watermark' },
  );
}

/** A refused InvideoBranding field; the message names it, since body fields have no parameter location. */
export function invalidWatermark(message: string): ApiError {
  return new ApiError(400, 'invalidValue', message, { domain: 'youtube.watermark' });
}
