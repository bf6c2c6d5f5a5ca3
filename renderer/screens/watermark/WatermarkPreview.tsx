// The watermark over a video frame, where the platform puts it (the top right corner, about an eighth of the
// width), and a timeline of a five-minute video showing when it is visible.
import { useIntl } from 'react-intl';
import type { WatermarkTiming } from '../../../shared/images/watermark-timing';
import { clock, visibleSpan } from './timing-form';
import { WATERMARK } from './watermark-messages';

const SAMPLE_VIDEO_SEC = 300;

export interface WatermarkPreviewProps {
  readonly imageUrl: string | undefined;
  readonly timing: WatermarkTiming | undefined;
  readonly label: string;
}

export function WatermarkPreview({ imageUrl, timing, label }: WatermarkPreviewProps) {
  const say = useIntl().formatMessage;
  const span = timing ? visibleSpan(timing, SAMPLE_VIDEO_SEC) : undefined;
  return (
    <figure className="wm-preview" aria-label={label}>
      <div className="wm-frame">
        <span className="wm-frame-title" aria-hidden="true">
          {say(WATERMARK.yourVideo)}
        </span>
        {imageUrl ? (
          <img className="wm-mark" src={imageUrl} alt={say(WATERMARK.markAlt)} />
        ) : (
          <span className="wm-mark wm-mark-empty">{say(WATERMARK.noImage)}</span>
        )}
      </div>
      {span && (
        <>
          <div className="wm-timeline" aria-hidden="true">
            <div
              className="wm-timeline-on"
              style={{
                left: `${(span.from / SAMPLE_VIDEO_SEC) * 100}%`,
                width: `${((span.to - span.from) / SAMPLE_VIDEO_SEC) * 100}%`,
              }}
            />
          </div>
          <figcaption className="muted" data-testid="watermark-span">
            {say(WATERMARK.span, { length: clock(SAMPLE_VIDEO_SEC), from: clock(span.from), to: clock(span.to) })}
          </figcaption>
        </>
      )}
    </figure>
  );
}
