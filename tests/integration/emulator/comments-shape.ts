// The comment methods' response schemas from the platform's discovery document (revision 20230807), as a table of
// each object's keys and their JSON types, and a check that a body uses no other key and no other type: what the
// official client's types promise, checked at run time on every body the comment suites receive.

type FieldType =
  'string' | 'integer' | 'boolean' | 'date-time' | { object: string } | { array: string } | { enum: readonly string[] };

const STATUS = { enum: ['published', 'heldForReview', 'likelySpam', 'rejected'] } as const;

const SCHEMAS: Record<string, Record<string, FieldType>> = {
  CommentThreadListResponse: {
    etag: 'string',
    eventId: 'string',
    items: { array: 'CommentThread' },
    kind: 'string',
    nextPageToken: 'string',
    pageInfo: { object: 'PageInfo' },
    tokenPagination: { object: 'TokenPagination' },
    visitorId: 'string',
  },
  CommentListResponse: {
    etag: 'string',
    eventId: 'string',
    items: { array: 'Comment' },
    kind: 'string',
    nextPageToken: 'string',
    pageInfo: { object: 'PageInfo' },
    tokenPagination: { object: 'TokenPagination' },
    visitorId: 'string',
  },
  PageInfo: { resultsPerPage: 'integer', totalResults: 'integer' },
  TokenPagination: {},
  CommentThread: {
    etag: 'string',
    id: 'string',
    kind: 'string',
    replies: { object: 'CommentThreadReplies' },
    snippet: { object: 'CommentThreadSnippet' },
  },
  CommentThreadSnippet: {
    canReply: 'boolean',
    channelId: 'string',
    isPublic: 'boolean',
    topLevelComment: { object: 'Comment' },
    totalReplyCount: 'integer',
    videoId: 'string',
  },
  CommentThreadReplies: { comments: { array: 'Comment' } },
  Comment: { etag: 'string', id: 'string', kind: 'string', snippet: { object: 'CommentSnippet' } },
  CommentSnippet: {
    authorChannelId: { object: 'CommentSnippetAuthorChannelId' },
    authorChannelUrl: 'string',
    authorDisplayName: 'string',
    authorProfileImageUrl: 'string',
    canRate: 'boolean',
    channelId: 'string',
    likeCount: 'integer',
    moderationStatus: STATUS,
    parentId: 'string',
    publishedAt: 'date-time',
    textDisplay: 'string',
    textOriginal: 'string',
    updatedAt: 'date-time',
    videoId: 'string',
    viewerRating: { enum: ['none', 'like', 'dislike'] },
  },
  CommentSnippetAuthorChannelId: { value: 'string' },
};

export type SchemaName = keyof typeof SCHEMAS;

function check(value: unknown, type: FieldType, path: string, problems: string[]): void {
  if (type === 'string' || type === 'date-time') {
    if (typeof value !== 'string') problems.push(`${path}: ${JSON.stringify(value)} is not a string`);
    else if (type === 'date-time' && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value))
      problems.push(`${path}: ${value} is not an RFC 3339 time`);
  } else if (type === 'integer') {
    if (!Number.isInteger(value)) problems.push(`${path}: ${JSON.stringify(value)} is not an integer`);
  } else if (type === 'boolean') {
    if (typeof value !== 'boolean') problems.push(`${path}: ${JSON.stringify(value)} is not a boolean`);
  } else if ('enum' in type) {
    if (!type.enum.includes(value as string))
      problems.push(`${path}: ${JSON.stringify(value)} is not one of ${type.enum.join(', ')}`);
  } else if ('array' in type) {
    if (!Array.isArray(value)) problems.push(`${path}: not an array`);
    else value.forEach((item, index) => check(item, { object: type.array }, `${path}[${index}]`, problems));
  } else {
    const schema = SCHEMAS[type.object] ?? {};
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${path}: not an object`);
      return;
    }
    for (const [key, field] of Object.entries(value)) {
      const expected = schema[key];
      if (expected === undefined) problems.push(`${path}.${key}: ${type.object} has no such property`);
      else check(field, expected, `${path}.${key}`, problems);
    }
  }
}

/** Every way `body` departs from the discovery schema `name` (empty when it holds to it). */
export function schemaProblems(body: unknown, name: SchemaName): string[] {
  const problems: string[] = [];
  check(body, { object: name }, name, problems);
  return problems;
}
