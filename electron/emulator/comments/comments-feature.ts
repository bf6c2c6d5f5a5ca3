// The comments of the emulated platform, wired into the Data API's scope (so that its error envelope and 404s
// apply): their store (comments-state.json, written when the emulator closes), the Data API methods, the commenters'
// images and the test control.
import type { FastifyInstance } from 'fastify';
import type { DataApi } from '../youtube/api-call';
import { registerAvatarRoute } from './avatars';
import { CommentFaults } from './comment-faults';
import type { CommentsApi } from './comments-api';
import { CommentsStore } from './comments-store';
import { COMMENTS_CONTROL_PREFIX, registerCommentControlRoutes } from './control-routes';
import { seedDemoComments } from './demo-comments';
import { registerModerationRoutes } from './routes-moderation';
import { registerCommentThreadRoutes } from './routes-comment-threads';
import { registerCommentRoutes } from './routes-comments';

/** `root` takes the control routes and the close hook; `dataApi` is the Data API's scope under /youtube/v3. */
export async function registerComments(root: FastifyInstance, dataApi: FastifyInstance, data: DataApi): Promise<void> {
  const ctx = data.ctx;
  const comments = await CommentsStore.open({
    dataDir: ctx.options.dataDir,
    now: () => ctx.now(),
    seed: seedDemoComments,
  });
  root.addHook('onClose', () => comments.flush());
  const api: CommentsApi = { data, comments, faults: new CommentFaults() };
  registerCommentThreadRoutes(dataApi, api);
  registerCommentRoutes(dataApi, api);
  registerModerationRoutes(dataApi, api);
  registerAvatarRoute(root, COMMENTS_CONTROL_PREFIX, comments);
  registerCommentControlRoutes(root, { comments, videos: data.store, faults: api.faults, now: () => ctx.now() });
  ctx.info.push(() => ({
    comments: { control: `${ctx.baseUrl()}${COMMENTS_CONTROL_PREFIX}`, count: comments.index.size },
  }));
}
