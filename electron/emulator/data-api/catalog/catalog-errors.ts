// The refusals of the catalog's methods with the reasons, domains and messages of the platform's reference
// (developers.google.com/youtube/v3/docs/<resource>/<method>, "Errors"). Where the reference names no reason for a
// case the emulator refuses, the comment at that function says so and which documented reason it borrows.
import { ApiError } from '../errors/api-error';

const err = (code: number, reason: string, message: string, domain: string, location?: string) =>
  new ApiError(code, reason, message, {
    domain,
    ...(location ? { location, locationType: 'parameter' as const } : {}),
  });

export const captionErrors = {
  notFound: () =>
    err(
      404,
      'captionNotFound',
      "The caption track could not be found. Check the value of the request's <code>id</code> parameter to ensure that it is correct.",
      'youtube.caption',
      'id',
    ),
  forbidden: (action: 'download' | 'upload' | 'update' | 'delete' | 'retrieve') =>
    err(
      403,
      'forbidden',
      `The permissions associated with the request are not sufficient to ${action} the caption track. The request might not be properly authorized, or the video order might not have enabled third-party contributions for this caption.`,
      'youtube.caption',
    ),
  videoNotFound: () =>
    err(
      404,
      'videoNotFound',
      'The video identified by the <code>videoId</code> parameter could not be found.',
      'youtube.caption',
      'videoId',
    ),
  contentRequired: () =>
    err(400, 'contentRequired', 'The request does not contain the caption track contents.', 'youtube.caption'),
  invalidMetadata: (detail: string) =>
    err(
      400,
      'invalidMetadata',
      `The request contains invalid metadata values, which prevent the track from being created. ${detail}`,
      'youtube.caption',
    ),
  nameTooLong: () =>
    err(
      400,
      'nameTooLong',
      'The <code>snippet.name</code> specified in the request is too long. The maximum length supported is 150 characters.',
      'youtube.caption',
    ),
  exists: () =>
    err(
      409,
      'captionExists',
      'The specified video already has a caption track with the given <code>snippet.language</code> and <code>snippet.name</code>. A video can have multiple tracks for the same language, but each track must have a different name.',
      'youtube.caption',
    ),
  couldNotConvert: () =>
    err(
      400,
      'couldNotConvert',
      'The caption track data could not be converted to the requested language and/or format. Ensure that the requested <code>tfmt</code> and <code>tlang</code> values are valid, and that the <code>snippet.status</code> of the requested caption track is not <code>failed</code>.',
      'youtube.caption',
    ),
};

export const bannerErrors = {
  mediaBodyRequired: () =>
    err(400, 'mediaBodyRequired', 'The request does not include the image content.', 'youtube.channelBanner'),
  /**
   * The reference names no reason for an image under 2048x1152 or not 16:9-ish; the emulator borrows the
   * `invalidImage` reason the platform's image methods give for image content they refuse.
   */
  tooSmall: (width: number, height: number) =>
    err(
      400,
      'invalidImage',
      `The banner image is ${width}x${height} pixels; a channel banner must be at least 2048x1152 pixels (2560x1440 is recommended).`,
      'youtube.channelBanner',
    ),
  notAnImage: () =>
    err(
      400,
      'invalidImage',
      'The provided image content is invalid: send a JPEG or PNG image.',
      'youtube.channelBanner',
    ),
  tooManyPixels: (width: number, height: number) =>
    err(
      400,
      'invalidImage',
      `The banner image is ${width}x${height} pixels; the image content is too large to process.`,
      'youtube.channelBanner',
    ),
  /** The upload front end's answer for a body over the method's mediaUpload.maxSize (6 MB). */
  tooLarge: (maxBytes: number) =>
    new ApiError(413, 'uploadTooLarge', `Media larger than: ${maxBytes}`, { domain: 'global' }),
  channelNotFound: () =>
    err(
      404,
      'channelNotFound',
      'The channel specified in the <code>channelId</code> parameter cannot be found.',
      'youtube.channelBanner',
      'channelId',
    ),
};

export const channelErrors = {
  notFound: () =>
    err(
      404,
      'channelNotFound',
      'The channel specified in the <code>id</code> parameter cannot be found or does not have branding options.',
      'youtube.channel',
    ),
  forbidden: () =>
    err(
      403,
      'forbidden',
      'The channel cannot be updated: the request is not authorized by the owner of the channel.',
      'youtube.channel',
    ),
  titleUpdateForbidden: () =>
    err(
      400,
      'channelTitleUpdateForbidden',
      "When updating a channel's <code>brandingSettings part</code>, you must set the <code>brandingSettings.channel.title</code> property's value to the channel's current title or omit the property. The API returns an error if you change the property's value.",
      'youtube.channel',
    ),
  brandingValidation: (detail: string) =>
    err(
      400,
      'brandingValidationError',
      `One of the values in the <code>brandingSettings</code> object failed validation: ${detail}`,
      'youtube.channel',
    ),
  invalidBrandingOption: (name: string) =>
    err(
      400,
      'invalidBrandingOption',
      `One of the branding settings that you specified does not exist: ${name}.`,
      'youtube.channel',
    ),
};

export const sectionErrors = {
  invalid: (reason: string, message: string) => err(400, reason, message, 'youtube.channelSection'),
  forbidden: () =>
    err(
      403,
      'channelSectionForbidden',
      'The request is not properly authenticated or is not supported for this channel.',
      'youtube.channelSection',
    ),
  notFound: () =>
    err(
      404,
      'channelSectionNotFound',
      'The channel section you are trying to update cannot be found.',
      'youtube.channelSection',
    ),
  playlistNotFound: () =>
    err(404, 'playlistNotFound', 'One or more of the specified playlists cannot be found.', 'youtube.channelSection'),
  channelNotFound: () =>
    err(404, 'channelNotFound', 'One or more of the specified channels cannot be found.', 'youtube.channelSection'),
};

export const subscriptionErrors = {
  duplicate: () =>
    err(
      400,
      'subscriptionDuplicate',
      'The subscription that you are trying to create already exists.',
      'youtube.subscription',
    ),
  self: () =>
    err(400, 'subscriptionForbidden', 'Subscribing to your own channel is not supported.', 'youtube.subscription'),
  forbidden: () =>
    err(
      403,
      'subscriptionForbidden',
      'The request is not properly authenticated or not supported for this channel.',
      'youtube.subscription',
    ),
  listForbidden: () =>
    err(
      403,
      'subscriptionForbidden',
      'The requester is not allowed to access the requested subscriptions.',
      'youtube.subscription',
    ),
  publisherNotFound: (where: string) =>
    err(
      404,
      'publisherNotFound',
      `The resource specified by the request's <code>${where}</code> property cannot be found.`,
      'youtube.subscription',
    ),
  subscriberNotFound: () =>
    err(
      404,
      'subscriberNotFound',
      'The subscriber identified with the request cannot be found.',
      'youtube.subscription',
      'channelId',
    ),
  notFound: () =>
    err(
      404,
      'subscriptionNotFound',
      "The subscription that you are trying to delete cannot be found. Check the value of the request's <code>id</code> parameter to ensure that it is correct.",
      'youtube.subscription',
      'id',
    ),
};

export const membershipErrors = {
  notEnabled: () =>
    err(
      403,
      'channelMembershipsNotEnabled',
      'The creator channel authorizing the request does not have channel memberships enabled.',
      'youtube.memberships',
    ),
};

export const abuseErrors = {
  invalidReason: () =>
    err(
      400,
      'invalidAbuseReason',
      'The request contained an unexpected value for the <code>reason_id</code> property, or a combination of the <code>reason_id</code> and <code>secondary_reason_id</code> properties.',
      'youtube.video',
    ),
  videoNotFound: () =>
    err(404, 'videoNotFound', 'The video that you are trying to report abuse for cannot be found.', 'youtube.video'),
};
