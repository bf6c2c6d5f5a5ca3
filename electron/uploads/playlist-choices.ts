// The channel's own playlists, offered in the upload details as places to add the new video
// (`playlists.list mine=true`, every page up to a bound, 1 unit each).
import type { PlaylistChoice } from '../../shared/uploads/upload-attachments';
import type { DataApiClient } from '../platform/data-api-client';

interface PlaylistListResponse {
  nextPageToken?: unknown;
  items?: Array<{
    id?: unknown;
    snippet?: { title?: unknown };
    status?: { privacyStatus?: unknown };
    contentDetails?: { itemCount?: unknown };
  }>;
}

/** Pages read at most (50 playlists each): a channel with more is rare, and each page costs quota. */
const MAX_PAGES = 10;

export async function listPlaylistChoices(api: DataApiClient): Promise<PlaylistChoice[]> {
  const choices: PlaylistChoice[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const response = await api.request<PlaylistListResponse>({
      path: '/playlists',
      params: { part: 'snippet,status,contentDetails', mine: true, maxResults: 50, pageToken },
    });
    for (const item of response.items ?? []) {
      if (typeof item.id !== 'string' || typeof item.snippet?.title !== 'string') continue;
      choices.push({
        id: item.id,
        title: item.snippet.title,
        ...(typeof item.status?.privacyStatus === 'string' ? { privacyStatus: item.status.privacyStatus } : {}),
        ...(typeof item.contentDetails?.itemCount === 'number' ? { itemCount: item.contentDetails.itemCount } : {}),
      });
    }
    if (typeof response.nextPageToken !== 'string' || response.nextPageToken === '') break;
    pageToken = response.nextPageToken;
  }
  return choices.sort((a, b) => a.title.localeCompare(b.title));
}
