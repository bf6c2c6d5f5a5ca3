// comments.delete: the author's own comments only (the channel's owner removes others' comments by rejecting them);
// a top-level comment goes with its replies. 204.
import type { FastifyInstance } from 'fastify';
import { apiErrors } from '../errors/api-error';
import { stringParam, type Query } from '../list-request';
import { beginCommentCall, requireUser } from './comment-access';
import { commentErrors } from './comment-errors';
import type { CommentsApi } from './comments-api';

export function registerCommentDeleteRoute(app: FastifyInstance, api: CommentsApi): void {
  app.delete('/comments', async (request, reply) => {
    const author = requireUser(beginCommentCall(api, request, 'comments.delete'));
    const id = stringParam(request.query as Query, 'id');
    if (id === undefined || id === '') throw apiErrors.required('id');
    const record = api.comments.get(id);
    if (!record) throw commentErrors.commentNotFound();
    if (record.authorChannelId !== author) throw commentErrors.deleteForbidden();
    api.comments.delete(record);
    return reply.code(204).send();
  });
}
