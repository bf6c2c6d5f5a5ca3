// comments.setModerationStatus (1 to 50 ids, heldForReview / published / rejected, banAuthor only with rejected,
// only the owner of the comments' channel or video, all or nothing, 204) and comments.markAsSpam, which the
// platform no longer supports: it answers operationNotSupported for every comment. Both are logged for tests.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, apiErrors } from '../errors/api-error';
import { booleanParam, idList, stringParam, type Query } from '../list-request';
import { beginCommentCall, requireUser } from './comment-access';
import { commentErrors } from './comment-errors';
import type { CommentMethod } from '../../faults/comment-faults';
import type { CommentRecord, ModerationCall } from './comment-state';
import type { CommentsApi } from './comments-api';

/** The most ids one call may name. */
const MAX_MODERATION_IDS = 50;

function parseIds(query: Query): string[] {
  const ids = [...new Set(idList(query))];
  if (ids.length === 0) throw apiErrors.required('id');
  if (ids.length > MAX_MODERATION_IDS) throw commentErrors.tooManyIds();
  return ids;
}

function parseTargetStatus(query: Query): 'heldForReview' | 'published' | 'rejected' {
  const value = stringParam(query, 'moderationStatus');
  if (value === undefined || value === '') throw apiErrors.required('moderationStatus');
  if (value === 'heldForReview' || value === 'published' || value === 'rejected') return value;
  // likelySpam is the platform's own verdict: a moderator cannot give it.
  throw apiErrors.invalidValue(
    'moderationStatus',
    `Invalid value '${value}'. Allowed values: [heldForReview, published, rejected]`,
  );
}

function findAll(api: CommentsApi, ids: readonly string[]): CommentRecord[] {
  return ids.map((id) => {
    const record = api.comments.get(id);
    if (!record) throw commentErrors.commentNotFound();
    return record;
  });
}

/** Runs a moderation method and logs how it was answered, refusals included. */
async function logged(
  api: CommentsApi,
  request: FastifyRequest,
  method: CommentMethod,
  run: (caller: string, call: Partial<ModerationCall>) => void,
): Promise<void> {
  const caller = requireUser(beginCommentCall(api, request, method));
  const call: Partial<ModerationCall> = {};
  try {
    run(caller, call);
    api.comments.logCall({ method, at: api.data.ctx.now(), callerChannelId: caller, ids: [], ...call, status: 204 });
  } catch (error) {
    const refusal = error instanceof ApiError ? error : undefined;
    api.comments.logCall({
      method,
      at: api.data.ctx.now(),
      callerChannelId: caller,
      ids: [],
      ...call,
      status: refusal?.code ?? 500,
      ...(refusal ? { reason: refusal.reason } : {}),
    });
    throw error;
  }
}

export function registerModerationRoutes(app: FastifyInstance, api: CommentsApi): void {
  app.post('/comments/setModerationStatus', async (request, reply) => {
    await logged(api, request, 'comments.setModerationStatus', (caller, call) => {
      const query = request.query as Query;
      call.ids = idList(query).slice(0, 100);
      const status = parseTargetStatus(query);
      call.moderationStatus = status;
      const banAuthor = booleanParam(query, 'banAuthor') ?? false;
      call.banAuthor = banAuthor;
      if (banAuthor && status !== 'rejected') throw commentErrors.banWithoutReject();
      const records = findAll(api, parseIds(query));
      if (records.some((record) => record.channelId !== caller)) throw commentErrors.moderationForbidden();
      if (status === 'published' && records.some((record) => record.status === 'rejected'))
        throw commentErrors.processingFailure();
      api.comments.setStatus(records, status, banAuthor);
    });
    return reply.code(204).send();
  });

  app.post('/comments/markAsSpam', async (request, reply) => {
    await logged(api, request, 'comments.markAsSpam', (_caller, call) => {
      const query = request.query as Query;
      call.ids = idList(query).slice(0, 100);
      findAll(api, parseIds(query));
      throw commentErrors.markAsSpamNotSupported();
    });
    return reply.code(204).send();
  });
}
