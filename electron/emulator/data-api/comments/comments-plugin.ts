// The comments of the emulated platform, wired into the Data API's scope (so that its error envelope and 404s
// apply): their store (comments-state.json, written soon after each change and flushed on close), the Data API
// methods, the commenters' images and the test control.
import type { FastifyInstance } from 'fastify';
import type { DataApi } from '../api-call';
import { authorChannels } from './author-channels';
import { registerAvatarRoute } from './avatars';
import { registerCommentImageRoute } from './comment-images';
import { CommentFaults } from '../../faults/comment-faults';
import type { CommentsApi } from './comments-api';
import { CommentsStore } from './comments-store';
import { COMMENTS_CONTROL_PREFIX, registerCommentControlRoutes } from './control-routes';
import { registerSpamWaveRoute } from './control-spam-wave';
import { seedDemoComments } from './demo-comments';
import { registerModerationRoutes } from './routes-moderation';
import { registerCommentDeleteRoute } from './routes-comment-delete';
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
  data.otherChannels.add((ids) => authorChannels(comments.index.all(), ids));
  const api: CommentsApi = { data, comments, faults: new CommentFaults() };
  registerCommentThreadRoutes(dataApi, api);
  registerCommentRoutes(dataApi, api);
  await dataApi.register(async (bodyless) => {
    // These methods take no request body: whatever content type a client labels its empty one with, it is ignored,
    // as the platform does, rather than refused as a form or a JSON document that does not parse.
    bodyless.removeAllContentTypeParsers();
    bodyless.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    registerModerationRoutes(bodyless, api);
    registerCommentDeleteRoute(bodyless, api);
  });
  registerAvatarRoute(root, COMMENTS_CONTROL_PREFIX, comments);
  registerCommentImageRoute(root);
  registerCommentControlRoutes(root, { comments, videos: data.store, faults: api.faults, now: () => ctx.now() });
  registerSpamWaveRoute(root, COMMENTS_CONTROL_PREFIX, { comments, videos: data.store, now: () => ctx.now() });
  ctx.info.push(() => ({
    comments: { control: `${ctx.baseUrl()}${COMMENTS_CONTROL_PREFIX}`, count: comments.index.size },
  }));
}
