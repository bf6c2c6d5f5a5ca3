// The channel switcher's figures from the platform (issue 21): each signed-in channel's comments held for review.
import type { switcherCalls } from '../../shared/ipc/switcher';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { HandlersFor } from '../ipc/handlers';
import { heldCommentsOf } from './held-comments';

export function createSwitcherFeature(ctx: FeatureContext) {
  const handlers: HandlersFor<typeof switcherCalls> = {
    'switcher.heldComments': () =>
      heldCommentsOf(
        ctx.channels().map((account) => account.channel.id),
        (channelId) => ctx.channel(channelId).dataApi,
      ),
  };
  return { handlers } satisfies Feature;
}
