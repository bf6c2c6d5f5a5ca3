// The channel catalogue as a feature: its calls for the chosen channel, its `catalogue.changed` events, and the
// writer the Library and the bulk edits tell of their saves (catalogue-service.ts).
import type { catalogueCalls } from '../../shared/ipc/catalogue';
import type { Feature, FeatureContext } from '../kernel/feature';
import { DeskError } from '../ipc/desk-error';
import type { HandlersFor } from '../ipc/handlers';
import { uploadsPlaylistOf } from '../library/uploads-playlist';
import { createCatalogueService } from './catalogue-service';
import { say } from '../language/say';
import { LIBRARY_REFUSALS } from '../library/library-messages';

export function createCatalogueFeature(ctx: FeatureContext) {
  const service = createCatalogueService({
    dataDir: ctx.dataDir,
    apiFor: (channelId) => ctx.channel(channelId).dataApi,
    uploadsPlaylistOf: (channelId) =>
      uploadsPlaylistOf(
        ctx.channels().find((account) => account.channel.id === channelId) ?? null,
        () => ctx.channel(channelId).dataApi,
      ),
    signedIn: ctx.signedIn,
    emit: (status) => ctx.events.emit('catalogue.changed', status),
    log: ctx.log,
  });
  const chosen = (): string => {
    const channelId = ctx.channelId();
    if (!channelId) throw new DeskError('not-signed-in', say(LIBRARY_REFUSALS.signInFirst));
    return channelId;
  };
  const handlers: HandlersFor<typeof catalogueCalls> = {
    'catalogue.status': () => service.status(chosen()),
    'catalogue.sync': ({ mode }) => service.sync(chosen(), mode),
    'catalogue.refresh': ({ ids }) => service.refresh(chosen(), ids),
    'catalogue.query': (query) => service.query(chosen(), query),
    'catalogue.videos': ({ ids }) => service.videos(chosen(), ids),
  };
  const feature = { handlers, stop: () => service.stop() } satisfies Feature;
  return { ...feature, service };
}
