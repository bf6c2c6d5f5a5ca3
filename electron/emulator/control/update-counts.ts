// How many times each video was updated (videos.update accepted), for tests that must show a video was written
// exactly once (a bulk edit across a kill and a restart). The count is kept on the video in the emulator's state,
// written with the update it counts, so it survives a restart of the emulator just as that write does.
import type { YoutubeStore } from '../data-api/youtube-store';

interface UpdateCountsView {
  readonly total: number;
  readonly videos: Readonly<Record<string, number>>;
}

export function updateCountsView(store: YoutubeStore): UpdateCountsView {
  const videos: Record<string, number> = {};
  let total = 0;
  for (const video of store.videos()) {
    if (!video.updates) continue;
    videos[video.id] = video.updates;
    total += video.updates;
  }
  return { total, videos };
}

export function resetUpdateCounts(store: YoutubeStore): void {
  store.change((state) => {
    for (const video of state.videos) delete video.updates;
  });
}
