// The image as the platform will show it at each size it makes: a black box of that size with the image fitted
// whole inside (object-fit: contain draws exactly the platform's letterbox). Each is drawn at most 240 px wide;
// its label gives the real size.
import { useIntl } from 'react-intl';
import type { ThumbnailSizeView } from '../../../../shared/ipc/thumbnails';
import { thumbnailSizesFor } from '../../../../shared/images/thumbnail-sizes';
import { DETAILS } from '../details-messages';

const scaleOf = (width: number) => Math.min(1, 240 / width);

export function PlannedSizes({ url, width, height }: { url: string; width: number; height: number }) {
  const say = useIntl().formatMessage;
  return (
    <ul className="thumb-sizes" aria-label={say(DETAILS.plannedSizes)}>
      {thumbnailSizesFor(width, height).map((size) => (
        <li key={size.name}>
          <div
            className="thumb-box"
            style={{ width: size.width * scaleOf(size.width), height: size.height * scaleOf(size.width) }}
          >
            <img src={url} alt={say(DETAILS.previewAlt, { name: size.name, width: size.width, height: size.height })} />
          </div>
          <span className="muted">
            {say(DETAILS.sizeLine, { name: size.name, width: String(size.width), height: String(size.height) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function MadeSizes({ sizes }: { sizes: readonly ThumbnailSizeView[] }) {
  const say = useIntl().formatMessage;
  return (
    <ul className="thumb-sizes" aria-label={say(DETAILS.madeSizes)} data-testid="thumbnail-sizes">
      {sizes.map((size) => (
        <li key={size.name} data-size={size.name}>
          <img
            className="thumb-made"
            src={size.url}
            alt={say(DETAILS.madeAlt, { name: size.name })}
            width={(size.width ?? 120) * scaleOf(size.width ?? 120)}
            height={(size.height ?? 90) * scaleOf(size.width ?? 120)}
          />
          <span className="muted">
            {say(DETAILS.sizeLine, {
              name: size.name,
              width: String(size.width ?? '?'),
              height: String(size.height ?? '?'),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
