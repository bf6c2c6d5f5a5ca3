// The video's current thumbnail in its details. (The thumbnail upload panel replaces this file; keep its props.)
import { THUMBNAIL_SIZES, type Thumbnails } from '../../../shared/library/library-video';

export interface ThumbnailPanelProps {
  readonly video: { readonly id: string; readonly title: string; readonly thumbnails: Thumbnails };
}

export function ThumbnailPanel({ video }: ThumbnailPanelProps) {
  // The largest the platform has, shown at most 320 px wide.
  const best = [...THUMBNAIL_SIZES].reverse().find((size) => video.thumbnails[size] !== undefined);
  const image = best ? video.thumbnails[best] : undefined;
  return (
    <section className="lib-thumbnail" aria-label={`Thumbnail of ${video.title}`}>
      <h3>Thumbnail</h3>
      {image ? (
        <img
          src={image.url}
          alt={`Current thumbnail of ${video.title}`}
          width={320}
          height={180}
          data-testid="current-thumbnail"
        />
      ) : (
        <p className="muted">The platform has no thumbnail for this video yet (it may still be processing).</p>
      )}
    </section>
  );
}
