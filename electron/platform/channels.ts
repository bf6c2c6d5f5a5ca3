// The signed-in user's own channel, as the Accounts screen shows it.
import type { ChannelSummary } from '../../shared/ipc/accounts';
import { DeskError } from '../ipc/desk-error';
import type { DataApiClient } from './data-api-client';
import { say } from '../language/say';
import { PLATFORM_ERRORS } from './platform-messages';

interface ChannelListResponse {
  items?: Array<{
    id: string;
    snippet?: { title?: string; customUrl?: string; thumbnails?: Record<string, { url?: string }> };
    contentDetails?: { relatedPlaylists?: { uploads?: string } };
    status?: { longUploadsStatus?: string; isChannelMonetizationEnabled?: boolean };
  }>;
}

export async function fetchMyChannel(api: DataApiClient): Promise<ChannelSummary> {
  const response = await api.request<ChannelListResponse>({
    path: '/channels',
    params: { part: 'snippet,contentDetails,status', mine: true },
  });
  const channel = response.items?.[0];
  if (!channel || typeof channel.id !== 'string') {
    throw new DeskError('no-channel', say(PLATFORM_ERRORS.noChannel));
  }
  const thumbs = channel.snippet?.thumbnails ?? {};
  const thumbnailUrl = thumbs.medium?.url ?? thumbs.default?.url ?? thumbs.high?.url;
  return {
    id: channel.id,
    title: channel.snippet?.title ?? channel.id,
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
    ...(channel.snippet?.customUrl ? { customUrl: channel.snippet.customUrl } : {}),
    ...(channel.contentDetails?.relatedPlaylists?.uploads
      ? { uploadsPlaylistId: channel.contentDetails.relatedPlaylists.uploads }
      : {}),
    ...(typeof channel.status?.longUploadsStatus === 'string'
      ? { longUploadsStatus: channel.status.longUploadsStatus }
      : {}),
    ...(typeof channel.status?.isChannelMonetizationEnabled === 'boolean'
      ? { isChannelMonetizationEnabled: channel.status.isChannelMonetizationEnabled }
      : {}),
  };
}
