// What reading a channel's videos into the catalogue costs, said before it starts: a page of the uploads playlist and
// a videos.list call per 50 videos, 1 unit each, and some 300 ms a call from a home connection.
import { QUOTA_COSTS } from '../platform/quota-costs';

export const VIDEOS_A_PAGE = 50;
const SECONDS_PER_CALL = 0.3;

export interface SyncEstimate {
  readonly videos: number;
  readonly units: number;
  readonly seconds: number;
}

export function syncEstimate(videos: number): SyncEstimate {
  const pages = Math.max(1, Math.ceil(videos / VIDEOS_A_PAGE));
  const units = pages * (QUOTA_COSTS['playlistItems.list'] + QUOTA_COSTS['videos.list']);
  return { videos, units, seconds: Math.ceil(pages * 2 * SECONDS_PER_CALL) };
}
