// The comment rules and saved replies of the signed-in channel, kept in the data folder. The rules themselves run in
// the page over the comments it has listed; the one call to the platform is the optional look-up of author channels.
import type { commentRuleCalls } from '../../shared/ipc/comment-rules';
import type { Feature, FeatureContext } from '../kernel/feature';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { COMMENT_REFUSALS } from './comments-messages';
import type { HandlersFor } from '../ipc/handlers';
import { AuthorLookups } from './author-lookup';
import { CommentRulesFile } from './comment-rules-file';

export function createCommentRulesFeature(ctx: FeatureContext) {
  const file = new CommentRulesFile(ctx.dataDir, ctx.notice);
  const authors = new AuthorLookups();
  const channel = (): string => {
    const id = ctx.channelId();
    if (!id) throw new DeskError('not-signed-in', say(COMMENT_REFUSALS.signInFirst));
    return id;
  };
  const handlers: HandlersFor<typeof commentRuleCalls> = {
    'commentRules.get': () => file.get(channel()),
    'commentRules.setRules': (ruleSet) => file.setRules(channel(), ruleSet),
    'commentRules.setSavedReplies': (replies) => file.setSavedReplies(channel(), replies),
    'commentRules.lookUpAuthors': ({ ids }) => {
      channel();
      return authors.lookUp(ctx.channel().dataApi, ids);
    },
  };
  return { handlers } satisfies Feature;
}
