// What each kind of device will show of a banner, drawn from the image itself: TV the whole of it, desktop the
// centre band, mobile the centre safe area. The safe area is outlined on the larger previews, so the creator sees
// what must fit inside it. Positions come from shared/images/banner-crops.ts, in the image's own pixels.
import { useIntl } from 'react-intl';
import { CHANNEL } from '../channel-messages';
import { bannerCrops, safeArea, type BannerCrop, type CropRect } from '../../../../shared/images/banner-crops';

/** How wide each preview is drawn, in CSS pixels. */
const DRAWN_WIDTH: Readonly<Record<BannerCrop['device'], number>> = { tv: 320, desktop: 480, mobile: 240 };

interface BannerCropsProps {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** Which image the previews show: the one picked, or the channel's current one. */
  readonly what: 'new' | 'current';
  readonly testId?: string;
}

export function BannerCrops({ url, width, height, what, testId }: BannerCropsProps) {
  const say = useIntl().formatMessage;
  const safe = safeArea(width, height);
  return (
    <ul className="bn-crops" aria-label={say(CHANNEL.cropsName, { what })} data-testid={testId}>
      {bannerCrops(width, height).map((crop) => (
        <li key={crop.device} data-device={crop.device}>
          <CropView url={url} imageWidth={width} imageHeight={height} crop={crop} safe={safe} what={what} />
          <span className="muted">
            {say(CHANNEL.cropLabel, {
              device: crop.device,
              width: Math.round(crop.width),
              height: Math.round(crop.height),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface CropViewProps {
  readonly url: string;
  readonly imageWidth: number;
  readonly imageHeight: number;
  readonly crop: BannerCrop;
  readonly safe: CropRect;
  readonly what: 'new' | 'current';
}

function CropView({ url, imageWidth, imageHeight, crop, safe, what }: CropViewProps) {
  const say = useIntl().formatMessage;
  const scale = DRAWN_WIDTH[crop.device] / crop.width;
  const box = { width: crop.width * scale, height: crop.height * scale };
  const outlined = crop.device !== 'mobile';
  return (
    <div className="bn-crop" style={box}>
      <img
        src={url}
        alt={say(CHANNEL.cropAlt, { what, device: crop.device })}
        style={{
          width: imageWidth * scale,
          height: imageHeight * scale,
          left: -crop.x * scale,
          top: -crop.y * scale,
        }}
      />
      {outlined && (
        <div
          className="bn-safe"
          aria-hidden="true"
          title={say(CHANNEL.safeArea)}
          style={{
            left: (safe.x - crop.x) * scale,
            top: (safe.y - crop.y) * scale,
            width: safe.width * scale,
            height: safe.height * scale,
          }}
        />
      )}
    </div>
  );
}
