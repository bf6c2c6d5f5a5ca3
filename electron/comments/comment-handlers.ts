// Binds the comment calls of the contract to the comments service and its outbox. The router has already validated
// every payload.
import type { commentCalls } from '../../shared/ipc/comments';
import type { HandlersFor } from '../ipc/handlers';
import type { CommentsService } from './comments-service';

export function createCommentHandlers(service: CommentsService): HandlersFor<typeof commentCalls> {
  const outbox = service.outbox;
  return {
    'comments.listThreads': (query) => service.listThreads(query),
    'comments.listReplies': ({ parentId, pageToken }) => service.listReplies(parentId, pageToken),
    'comments.reply': ({ parentId, text }) => service.reply(parentId, text),
    'comments.publish': ({ id }) => service.publish(id),
    'comments.edit': ({ id, text }) => service.edit(id, text),
    'comments.delete': ({ id }) => service.remove(id),
    'comments.videos': () => service.videos(),
    'comments.decide': ({ decision, comments }) => outbox.decide(decision, comments),
    'comments.undo': ({ groupId }) => outbox.undo(groupId),
    'comments.outbox': () => outbox.snapshot(),
    'comments.getSettings': () => outbox.getSettings(),
    'comments.setSettings': (settings) => outbox.setSettings(settings),
  };
}
