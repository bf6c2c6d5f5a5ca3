// The errors the platform documents for the comment methods, with their reasons, domains and messages
// (developers.google.com/youtube/v3/docs/comments, .../commentThreads and the errors guide).
import { ApiError } from '../errors/api-error';

const THREAD = 'youtube.commentThread';
const COMMENT = 'youtube.comment';

/** The platform names the body as `location: "body", locationType: "other"`; ApiError knows parameters and headers. */
function bodyError(code: number, reason: string, message: string, domain: string): ApiError {
  return new ApiError(code, reason, message, { domain });
}

export const commentErrors = {
  threadsForbidden(): ApiError {
    return new ApiError(
      403,
      'forbidden',
      'One or more of the requested comment threads cannot be retrieved due to insufficient permissions. The request might not be properly authorized.',
      { domain: THREAD, location: 'moderationStatus', locationType: 'parameter' },
    );
  },
  commentsForbidden(): ApiError {
    return new ApiError(
      403,
      'forbidden',
      'One or more of the requested comments cannot be retrieved due to insufficient permissions. The request might not be properly authorized.',
      { domain: COMMENT },
    );
  },
  videoNotFound(location: string): ApiError {
    return new ApiError(
      404,
      'videoNotFound',
      'The video identified by the <code>videoId</code> parameter could not be found.',
      {
        domain: THREAD,
        location,
        locationType: 'parameter',
      },
    );
  },
  channelNotFound(location: string): ApiError {
    return new ApiError(
      404,
      'channelNotFound',
      'The channel identified by either the <code>channelId</code> or the <code>allThreadsRelatedToChannelId</code> parameter could not be found.',
      { domain: THREAD, location, locationType: 'parameter' },
    );
  },
  incompatibleWithId(parameter: string): ApiError {
    return new ApiError(
      400,
      'incompatibleParameters',
      `Incompatible parameters specified in the request: id, ${parameter}`,
      {
        domain: 'youtube.parameter',
        location: parameter,
        locationType: 'parameter',
      },
    );
  },
  commentTextRequired(property: string, domain: 'thread' | 'comment'): ApiError {
    return bodyError(
      400,
      'commentTextRequired',
      `The comment resource that is being inserted must specify a value for the <code>${property}</code> property. Comments cannot be empty.`,
      domain === 'thread' ? THREAD : COMMENT,
    );
  },
  commentTextTooLong(property: string, domain: 'thread' | 'comment'): ApiError {
    return bodyError(
      400,
      'commentTextTooLong',
      `The comment resource that is being inserted or updated contains too many characters in the <code>${property}</code> property.`,
      domain === 'thread' ? THREAD : COMMENT,
    );
  },
  channelOrVideoIdMissing(): ApiError {
    return bodyError(
      400,
      'channelOrVideoIdMissing',
      'The comment thread must be associated with a channel or video.',
      THREAD,
    );
  },
  invalidCommentThreadMetadata(): ApiError {
    return bodyError(400, 'invalidCommentThreadMetadata', 'The request metadata is invalid.', THREAD);
  },
  invalidCommentMetadata(): ApiError {
    return bodyError(400, 'invalidCommentMetadata', 'The request metadata is invalid.', COMMENT);
  },
  threadInsertForbidden(): ApiError {
    return bodyError(
      403,
      'forbidden',
      'The comment thread could not be created due to insufficient permissions. The request might not be properly authorized.',
      THREAD,
    );
  },
  insertVideoNotFound(): ApiError {
    return bodyError(
      404,
      'videoNotFound',
      'The specified video could not be found. Check the value of the <code>snippet.videoId</code> property to ensure it is correct.',
      THREAD,
    );
  },
  insertChannelNotFound(): ApiError {
    return bodyError(
      404,
      'channelNotFound',
      'The specified channel could not be found. Check the value of the <code>snippet.channelId</code> property to ensure it is correct.',
      THREAD,
    );
  },
  parentIdMissing(): ApiError {
    return bodyError(
      400,
      'parentIdMissing',
      'The comment that is being inserted must be linked to a parent comment. However, the <code>comment</code> resource in the body of the API request did not specify a value for the <code>snippet.parentId</code> property.',
      COMMENT,
    );
  },
  parentCommentNotFound(): ApiError {
    return bodyError(
      404,
      'parentCommentNotFound',
      'The specified parent comment could not be found. Check the value of the <code>snippet.parentId</code> property in the request body to ensure that it is correct.',
      COMMENT,
    );
  },
  parentCommentIsPrivate(): ApiError {
    return bodyError(
      400,
      'parentCommentIsPrivate',
      'The specified parent comment is private. The API does not support replies to private comments.',
      COMMENT,
    );
  },
  replyNotSupported(): ApiError {
    return bodyError(
      400,
      'operationNotSupported',
      'The API user is not able to insert a comment in reply to the top-level comment identified by the <code>snippet.parentId</code> property. In a <code>commentThread</code> resource, the <code>snippet.canReply</code> property indicates whether the current viewer can reply to the thread.',
      COMMENT,
    );
  },
  insertForbidden(): ApiError {
    return bodyError(
      403,
      'forbidden',
      'The comment cannot be created due to insufficient permissions. The request might not be properly authorized.',
      COMMENT,
    );
  },
  updateForbidden(): ApiError {
    return bodyError(
      403,
      'forbidden',
      'The comment could not be updated due to insufficient permissions. The request might not be properly authorized.',
      COMMENT,
    );
  },
  updateNotFound(): ApiError {
    return bodyError(
      404,
      'commentNotFound',
      'The specified comment could not be found. Check the value of the <code>id</code> property in the request body to ensure that it is correct.',
      COMMENT,
    );
  },
  deleteForbidden(): ApiError {
    return new ApiError(
      403,
      'forbidden',
      'The comment could not be deleted due to insufficient permissions. The request might not be properly authorized.',
      { domain: COMMENT, location: 'id', locationType: 'parameter' },
    );
  },
  commentNotFound(): ApiError {
    return new ApiError(
      404,
      'commentNotFound',
      "One or more of the comments that the request is trying to update cannot be found. Check the values of the request's <code>id</code> parameter to ensure that they are correct.",
      { domain: COMMENT, location: 'id', locationType: 'parameter' },
    );
  },
  parentNotFound(): ApiError {
    return new ApiError(
      404,
      'commentNotFound',
      "One or more of the specified comments cannot be found. Check the values of the request's <code>id</code> and <code>parentId</code> parameters to ensure that they are correct.",
      { domain: COMMENT, location: 'parentId', locationType: 'parameter' },
    );
  },
  moderationForbidden(): ApiError {
    return new ApiError(
      403,
      'forbidden',
      'Moderation status of one or more comments cannot be set due to insufficient permissions. The request might not be properly authorized.',
      { domain: COMMENT, location: 'id', locationType: 'parameter' },
    );
  },
  banWithoutReject(): ApiError {
    return new ApiError(
      400,
      'banWithoutReject',
      'The <code>banAuthor</code> parameter can only be used if the <code>moderationStatus</code> parameter value is <code>rejected</code>.',
      { domain: COMMENT, location: 'banAuthor', locationType: 'parameter' },
    );
  },
  /** What the platform answers when a comment cannot take the status asked for (a rejected one cannot be published). */
  processingFailure(location = 'id'): ApiError {
    return new ApiError(
      400,
      'processingFailure',
      "The API server failed to successfully process the request. While this can be a transient error, it usually indicates that the request's input is invalid.",
      { domain: COMMENT, location, locationType: 'parameter' },
    );
  },
  tooManyIds(): ApiError {
    return new ApiError(400, 'invalidValue', 'The <code>id</code> parameter accepts at most 50 comment ids.', {
      domain: 'youtube.parameter',
      location: 'id',
      locationType: 'parameter',
    });
  },
  markAsSpamNotSupported(): ApiError {
    return new ApiError(400, 'operationNotSupported', 'Comments not based on Google+ cannot be marked as spam.', {
      domain: COMMENT,
      location: 'id',
      locationType: 'parameter',
    });
  },
};
