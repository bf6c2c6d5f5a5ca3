// The Data API's own status, domain and message for the reasons tests inject most, so an injected error reads
// exactly like the one the platform sends (clients branch on reason and domain; people read the message).
interface PlatformReason {
  readonly status: number;
  readonly domain: string;
  readonly message: string;
  /** The envelope's `status`; the platform leaves it out of most `youtube.*` errors. */
  readonly grpcStatus?: string;
}

export const KNOWN_PLATFORM_REASONS: Readonly<Record<string, PlatformReason>> = {
  quotaExceeded: {
    status: 403,
    domain: 'youtube.quota',
    message:
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
  },
  rateLimitExceeded: {
    status: 403,
    domain: 'usageLimits',
    message: 'Rate Limit Exceeded',
    grpcStatus: 'PERMISSION_DENIED',
  },
  userRateLimitExceeded: {
    status: 403,
    domain: 'usageLimits',
    message: 'User Rate Limit Exceeded',
    grpcStatus: 'PERMISSION_DENIED',
  },
  dailyLimitExceeded: {
    status: 403,
    domain: 'usageLimits',
    message: 'Daily Limit Exceeded',
    grpcStatus: 'PERMISSION_DENIED',
  },
  insufficientPermissions: {
    status: 403,
    domain: 'global',
    message: 'Request had insufficient authentication scopes.',
    grpcStatus: 'PERMISSION_DENIED',
  },
  forbidden: { status: 403, domain: 'youtube.common', message: 'The request is not properly authorized.' },
  authError: {
    status: 401,
    domain: 'global',
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    grpcStatus: 'UNAUTHENTICATED',
  },
  conflict: {
    status: 409,
    domain: 'youtube.api',
    message: 'The operation conflicts with the current state of the resource.',
  },
  backendError: { status: 500, domain: 'global', message: 'Backend Error', grpcStatus: 'INTERNAL' },
  videoNotFound: {
    status: 404,
    domain: 'youtube.video',
    message: 'The video identified by the videoId parameter could not be found.',
  },
  playlistNotFound: {
    status: 404,
    domain: 'youtube.playlist',
    message: "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
  },
  playlistItemNotFound: {
    status: 404,
    domain: 'youtube.playlistItem',
    message: 'Playlist item not found.',
  },
  commentNotFound: { status: 404, domain: 'youtube.comment', message: 'The specified comment could not be found.' },
  uploadLimitExceeded: {
    status: 400,
    domain: 'youtube.video',
    message: 'The user has exceeded the number of videos they may upload.',
  },
  invalidPlaylistItemPosition: {
    status: 400,
    domain: 'youtube.playlistItem',
    message: "The request attempts to set the playlist item's position to an invalid or unsupported value.",
  },
  processingFailure: {
    status: 400,
    domain: 'youtube.api',
    message: 'The API server failed to successfully process the request.',
  },
};
