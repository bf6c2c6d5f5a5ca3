// How the main process reaches one channel on the platform: the Data API and the upload host's small-media client,
// both carrying that channel's tokens and no other's, each answer told to its observer (the quota ledger, which books
// it for that channel). Built here rather than by the accounts, so the accounts need not know the ledger and the
// ledger can ask the accounts whose budget a call spends.
import type { ServiceSettings } from '../../shared/ipc/app';
import type { AccessTokenProvider } from './access-token-provider';
import { DataApiClient, type DataApiObserver } from './data-api-client';
import { ImageUploadClient } from './image-upload-client';

/** One channel's way to the platform: the chosen channel's (looked up at each call) or one named channel's. */
export interface ChannelClients {
  /** The Data API, its answers booked for the channel. */
  readonly dataApi: DataApiClient;
  /** The upload host for small media (thumbnails, watermarks, banners, captions). */
  readonly imageClient: ImageUploadClient;
  /** The channel's tokens: for work that makes its own requests (the resumable upload engine, the outbox). */
  readonly tokens: AccessTokenProvider;
  /** Told of every Data API answer made for the channel, for the quota ledger. */
  readonly observer: DataApiObserver;
}

interface ChannelClientsDeps {
  /** The endpoints in force, read at each call. */
  readonly services: () => ServiceSettings;
  /** The chosen channel's tokens (undefined) or one channel's; the chosen one is looked up at each call. */
  readonly tokens: (channelId?: string) => AccessTokenProvider;
  /** The chosen channel's observer (undefined) or one channel's. */
  readonly observer: (channelId?: string) => DataApiObserver;
}

/** `channel()` answers for the channel chosen when each call is made; `channel(id)` for that channel alone. */
export function createChannelClients(deps: ChannelClientsDeps): (channelId?: string) => ChannelClients {
  return (channelId) => {
    const tokens = deps.tokens(channelId);
    const observer = deps.observer(channelId);
    // Made when first asked for: most callers want one of the two.
    let dataApi: DataApiClient | undefined;
    let imageClient: ImageUploadClient | undefined;
    return {
      get dataApi() {
        return (dataApi ??= new DataApiClient(() => deps.services().dataApiBaseUrl, tokens, { observer }));
      },
      get imageClient() {
        return (imageClient ??= new ImageUploadClient(() => deps.services().uploadBaseUrl, tokens, observer));
      },
      tokens,
      observer,
    };
  };
}
