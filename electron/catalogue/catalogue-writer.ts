// What the Library and the bulk edits tell the channel catalogue of their saves, so it holds what the platform
// answered without a sync.
import type { LibraryVideo } from '../../shared/library/library-video';

export interface CatalogueWriter {
  written(channelId: string, video: LibraryVideo): void;
  deleted(channelId: string, id: string): void;
}

/** The service's hook for one channel (`channelId` read at each save: the Library acts on the chosen one). */
export function writerFor(catalogue: CatalogueWriter, channelId: () => string | undefined) {
  return {
    saved: (video: LibraryVideo) => {
      const channel = channelId();
      if (channel) catalogue.written(channel, video);
    },
    deleted: (id: string) => {
      const channel = channelId();
      if (channel) catalogue.deleted(channel, id);
    },
  };
}
