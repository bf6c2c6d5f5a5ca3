// A video's custom thumbnail: the current one, a dropped or picked image checked in the page first (PNG or JPEG,
// at most 50 MiB, at least 640 px wide; 16:9 advised), previewed at each size the platform makes, then uploaded
// with visible progress; the sizes the platform made are shown after. A channel the platform has not verified
// cannot use custom thumbnails: the panel says so and links to the verification page.
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ThumbnailSetResult } from '../../../shared/ipc/thumbnails';
import { FailureLine } from '../../components/FailureLine';
import { FilePicker } from '../../components/FilePicker';
import { PickFeedback } from '../../components/PickFeedback';
import { usePickedFile } from '../../components/use-picked-file';
import { examinePickedFile, IMAGE_ACCEPT } from '../../components/images/picked-image';
import { PickedImageFacts } from '../../components/images/PickedImageFacts';
import { MadeSizes, PlannedSizes } from './thumbnail/size-previews';
import { subscribeThumbnailEvents, useThumbnail, type ThumbnailPhase } from './thumbnail/thumbnail-store';
import { useObjectUrl } from '../../components/images/use-object-url';
import { UnverifiedChannelNote } from '../../components/UnverifiedChannelNote';
import './thumbnail/thumbnail.css';
import { useAccount } from '../../stores/account-store';
import { DETAILS } from './details-messages';
import { APP_NAME } from './library-messages';

export interface ThumbnailPanelProps {
  readonly video: {
    readonly id: string;
    readonly title: string;
    readonly thumbnails?: Readonly<
      Record<string, { readonly url: string; readonly width?: number; readonly height?: number } | undefined>
    >;
  };
  /** Told when the platform made the new sizes, so the screen around can show them too (e.g. in its list). */
  readonly onThumbnailSet?: (result: ThumbnailSetResult) => void;
}

const VERIFY_URL = 'https://www.youtube.com/verify';

/** A custom thumbnail costs thumbnails.set's 50 units of the default daily 10,000 (discovery revision 20260924). */
const THUMBNAIL_UNITS = 50;
const DAILY_UNITS = 10_000;
/** A custom thumbnail's limits (thumbnails.set, revision 20260924) and the advised size. */
const THUMBNAIL_RULES = { maxMib: 50, minWidth: 640, width: 1280, height: 720 };

const examineThumbnail = (file: File) => examinePickedFile(file, 'thumbnail');

export function ThumbnailPanel({ video, onThumbnailSet }: ThumbnailPanelProps) {
  const say = useIntl().formatMessage;
  const { picked, problems, checking, choose, clear } = usePickedFile(examineThumbnail);
  const longUploadsStatus = useAccount((s) => s.account?.channel.longUploadsStatus);
  const shownVideo = useThumbnail((s) => s.videoId);
  const storedPhase = useThumbnail((s) => s.phase);
  const storedLastSet = useThumbnail((s) => s.lastSet);
  const show = useThumbnail((s) => s.show);
  const setThumbnail = useThumbnail((s) => s.upload);
  // Until the store hears of this video (the effect below), what it holds is another video's.
  const phase: ThumbnailPhase = shownVideo === video.id ? storedPhase : { kind: 'idle' };
  const lastSet = shownVideo === video.id ? storedLastSet : undefined;
  const preview = useObjectUrl(picked?.file);
  const busy = checking || phase.kind === 'copying' || phase.kind === 'sending';

  // Another video selected: what was picked for the previous one does not carry over.
  const [shownFor, setShownFor] = useState(video.id);
  if (shownFor !== video.id) {
    setShownFor(video.id);
    clear();
  }
  useEffect(() => show(video.id), [show, video.id]);
  useEffect(() => subscribeThumbnailEvents(), []);

  const upload = async () => {
    if (!picked) return;
    const result = await setThumbnail(video.id, picked.file);
    if (!result) return;
    clear();
    onThumbnailSet?.(result);
  };

  const current = lastSet
    ? lastSet.sizes.find((size) => size.name === 'medium')?.url
    : (video.thumbnails?.medium ?? video.thumbnails?.high ?? video.thumbnails?.default)?.url;

  return (
    <section className="thumb-panel" aria-labelledby={`thumb-${video.id}`}>
      <h3 id={`thumb-${video.id}`}>{say(DETAILS.thumbnail)}</h3>
      <div className="thumb-current">
        {current ? (
          <img
            src={current}
            alt={say(DETAILS.currentThumbnail, { title: video.title })}
            width={320}
            height={180}
            data-testid="current-thumbnail"
          />
        ) : (
          <p className="muted">{say(DETAILS.noThumbnail)}</p>
        )}
      </div>
      <UnverifiedChannelNote longUploadsStatus={longUploadsStatus} />
      <FilePicker
        accept={IMAGE_ACCEPT}
        label={say(DETAILS.thumbnailDrop)}
        choose={say(DETAILS.thumbnailChoose)}
        hint={say(DETAILS.thumbnailHint, THUMBNAIL_RULES)}
        disabled={busy}
        onFile={(file) => void choose(file)}
        testId="thumbnail-file"
      />
      <PickFeedback checking={checking} checkingText={say(DETAILS.thumbnailChecking)} problems={problems} />
      {picked && preview && (
        <div className="thumb-plan">
          <PickedImageFacts image={picked} />
          <PlannedSizes url={preview} width={picked.width} height={picked.height} />
          <div className="row">
            <button type="button" className="primary" disabled={busy} onClick={() => void upload()}>
              {say(DETAILS.thumbnailUpload)}
            </button>
            <button type="button" disabled={busy} onClick={clear}>
              {say(DETAILS.cancel)}
            </button>
            <span className="muted">{say(DETAILS.thumbnailCost, { units: THUMBNAIL_UNITS, limit: DAILY_UNITS })}</span>
          </div>
        </div>
      )}
      <PhaseStatus phase={phase} />
      {phase.kind === 'done' && (
        <div role="status" className="thumb-done">
          <p className="ok">{say(DETAILS.thumbnailMade, { count: phase.result.sizes.length })}</p>
          <MadeSizes sizes={phase.result.sizes} />
        </div>
      )}
    </section>
  );
}

const verifyLink = (chunks: ReactNode[]) => (
  <a href={VERIFY_URL} target="_blank" rel="noreferrer">
    {chunks}
  </a>
);

function PhaseStatus({ phase }: { phase: ThumbnailPhase }) {
  const say = useIntl().formatMessage;
  if (phase.kind === 'copying' || phase.kind === 'sending') {
    const label =
      phase.kind === 'copying' ? say(DETAILS.thumbnailCopying, { app: APP_NAME }) : say(DETAILS.thumbnailSending);
    return (
      <div role="status" className="thumb-progress">
        <span>{say(DETAILS.underWay, { what: label })}</span>
        <progress aria-label={label} max={Math.max(1, phase.total)} value={phase.done} />
      </div>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <div className="tile tile-error">
        <FailureLine failure={phase.failure} className="error" />
        {phase.failure.code === 'channel-not-verified' && <p>{say(DETAILS.verify, { a: verifyLink })}</p>}
      </div>
    );
  }
  return null;
}
