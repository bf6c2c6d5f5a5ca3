// How many comment threads each signed-in channel holds for review, for the channel switcher: one page of
// commentThreads.list (allThreadsRelatedToChannelId, moderationStatus=heldForReview, part=id, 1 unit) per channel,
// sent with that channel's own token (YouTube Data API reference, commentThreads.list, read 2026-11-25). A channel
// whose count cannot be read (its sign-in ended, the quota is out) is left out rather than failing the others'.
import type { HeldCommentsCount } from '../../shared/ipc/switcher';
import type { DataApiClient } from '../platform/data-api-client';

interface ThreadPage {
  readonly items?: readonly unknown[];
  readonly nextPageToken?: string;
}

export async function heldCommentsOf(
  channelIds: readonly string[],
  dataApiFor: (channelId: string) => DataApiClient,
): Promise<HeldCommentsCount[]> {
  const counts = await Promise.all(
    channelIds.map(async (channelId): Promise<HeldCommentsCount | undefined> => {
      try {
        const page = await dataApiFor(channelId).request<ThreadPage>({
          path: '/commentThreads',
          params: {
            part: 'id',
            allThreadsRelatedToChannelId: channelId,
            moderationStatus: 'heldForReview',
            maxResults: 100,
          },
        });
        const items = Array.isArray(page?.items) ? page.items.length : 0;
        return { channelId, held: items, more: typeof page?.nextPageToken === 'string' && page.nextPageToken !== '' };
      } catch {
        return undefined;
      }
    }),
  );
  return counts.filter((count): count is HeldCommentsCount => count !== undefined);
}
