import type { FeatureContext, Feature } from '../kernel/feature';
import { createUploadHandlers } from './upload-handlers';
import { createUploadService, type UnansweredChoiceStore } from './upload-service';
import type { Pacer } from './engine/token-bucket';

/**
 * `unansweredChoice`: the settings file's answer for uploads without an altered content answer; `pacer`: the
 * bandwidth limit shared by every upload (the bandwidth feature's).
 */
export function createUploadsFeature(
  ctx: FeatureContext,
  { unansweredChoice, pacer }: { readonly unansweredChoice: UnansweredChoiceStore; readonly pacer?: Pacer },
) {
  const service = createUploadService({
    dataDir: ctx.dataDir,
    tokens: ctx.channel().tokens,
    endpoints: ctx.services,
    events: ctx.events,
    staging: ctx.staging,
    log: ctx.log,
    dataApiObserver: ctx.channel().observer,
    // Each upload goes with its own channel's tokens, whichever channel is chosen (issue 21).
    channels: {
      chosen: ctx.channelId,
      signedIn: ctx.signedIn,
      tokensFor: (channelId) => ctx.channel(channelId).tokens,
      observerFor: (channelId) => ctx.channel(channelId).observer,
    },
    unansweredChoice,
    ...(pacer ? { pacer } : {}),
  });
  return {
    service,
    handlers: createUploadHandlers(service, { acceptsPaths: ctx.acceptsPaths }),
    // After the account: unfinished uploads resume at once and need its endpoints and tokens.
    start: () => service.start(),
    stop: () => service.stop(),
  } satisfies Feature & { service: unknown };
}
