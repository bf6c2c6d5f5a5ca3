// The parts of a banner each kind of device shows, as the platform lays them on a 2560 × 1440 banner: TVs the whole
// image; desktops the full-width band 423 px high in the middle; phones only the centre 1546 × 423, the safe area.
// An image of another shape is first cut to 16:9 around its centre (the platform fills the banner frame), then the
// same proportions apply. The page draws its previews from these rectangles, in the image's own pixels.
import { BANNER_RULES } from './banner-rules';

type BannerDevice = 'tv' | 'desktop' | 'mobile';

export interface CropRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface BannerCrop extends CropRect {
  readonly device: BannerDevice;
  readonly label: string;
}

const FRAME = { width: BANNER_RULES.advisedWidth, height: BANNER_RULES.advisedHeight };
const BAND_HEIGHT = BANNER_RULES.safeHeight;

/** The centred 16:9 part of an image of this size, which stands for the 2560 × 1440 frame. */
export function bannerFrame(width: number, height: number): CropRect {
  const aspect = FRAME.width / FRAME.height;
  if (width / height > aspect) {
    const framed = height * aspect;
    return { x: (width - framed) / 2, y: 0, width: framed, height };
  }
  const framed = width / aspect;
  return { x: 0, y: (height - framed) / 2, width, height: framed };
}

/** The centred part of the frame that is `w` × `h` of the 2560 × 1440 reference. */
function centred(frame: CropRect, w: number, h: number): CropRect {
  const width = (frame.width * w) / FRAME.width;
  const height = (frame.height * h) / FRAME.height;
  return { x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width, height };
}

/** What each device shows of an image of this size, in its pixels; TV first, then desktop, then mobile. */
export function bannerCrops(width: number, height: number): readonly BannerCrop[] {
  const frame = bannerFrame(width, height);
  return [
    { device: 'tv', label: 'TV', ...frame },
    { device: 'desktop', label: 'Desktop', ...centred(frame, FRAME.width, BAND_HEIGHT) },
    { device: 'mobile', label: 'Mobile (safe area)', ...centred(frame, BANNER_RULES.safeWidth, BAND_HEIGHT) },
  ];
}

/** The safe area (what every device shows) of an image of this size, in its pixels. */
export function safeArea(width: number, height: number): CropRect {
  return centred(bannerFrame(width, height), BANNER_RULES.safeWidth, BAND_HEIGHT);
}
