// The channel banner: the current one with what each device shows of it; a new image dropped or picked, checked in
// the page first (PNG or JPEG, at least 2048 × 1152, at most 6 MB), previewed as TV, desktop and mobile will crop
// it; then the platform's two steps with their progress: the image sent (channelBanners.insert), then set on the
// channel (channels.update). If the second step fails the image is not sent again: Retry runs the second step only.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CHANNEL } from '../channel-messages';
import type { BannerView } from '../../../../shared/ipc/channel';
import { BANNER_RULES } from '../../../../shared/images/banner-rules';
import { FailureLine } from '../../../components/FailureLine';
import { actionCost, QuotaCostView } from '../../../components/QuotaCost';
import { unitsLeft } from '../../../components/quota-left';
import { useQuota } from '../../../stores/quota-store';
import { FilePicker } from '../../../components/FilePicker';
import { PickFeedback } from '../../../components/PickFeedback';
import { usePickedFile } from '../../../components/use-picked-file';
import { examinePickedFile, IMAGE_ACCEPT } from '../../../components/images/picked-image';
import { PickedImageFacts } from '../../../components/images/PickedImageFacts';
import { useObjectUrl } from '../../../components/images/use-object-url';
import { BannerCrops } from './BannerCrops';
import { BannerSteps } from './BannerSteps';
import { subscribeBannerProgress, useBranding } from './branding-store';

// Each step reads the channel first (whose banner it is; the part to send back whole), then writes.
const REPLACE_UNITS =
  2 * actionCost('channels.list') + actionCost('channelBanners.insert') + actionCost('channels.update');
const RETRY_UNITS = actionCost('channels.list') + actionCost('channels.update');

const examineBanner = (file: File) => examinePickedFile(file, 'banner');

export function BannerEditor() {
  const say = useIntl().formatMessage;
  const view = useBranding((state) => state.view);
  const phase = useBranding((state) => state.banner);
  const replaceBanner = useBranding((state) => state.replaceBanner);
  const applyBanner = useBranding((state) => state.applyBanner);
  const left = unitsLeft(useQuota((state) => state.view));
  const { picked, problems, checking, choose, clear } = usePickedFile(examineBanner);
  const preview = useObjectUrl(picked?.file);
  const busy = checking || phase.kind === 'copying' || phase.kind === 'uploading' || phase.kind === 'applying';

  useEffect(subscribeBannerProgress, []);

  const replace = async () => {
    if (!picked) return;
    if (await replaceBanner(picked.file)) clear();
  };

  // A banner sent earlier whose second step never succeeded (this session or before a reload of the page).
  const waiting: BannerView | undefined =
    phase.kind === 'apply-failed' ? phase.banner : phase.kind === 'idle' ? view?.pendingBanner : undefined;

  return (
    <section className="card bn-editor" aria-labelledby="bn-title">
      <h2 id="bn-title">{say(CHANNEL.banner)}</h2>
      <CurrentBanner url={view?.bannerUrl} />

      <h3>{say(CHANNEL.replaceBanner)}</h3>
      <FilePicker
        accept={IMAGE_ACCEPT}
        label={say(CHANNEL.dropBanner)}
        choose={say(CHANNEL.chooseImage)}
        hint={say(CHANNEL.bannerHint, {
          minWidth: BANNER_RULES.minWidth,
          minHeight: BANNER_RULES.minHeight,
          width: BANNER_RULES.advisedWidth,
          height: BANNER_RULES.advisedHeight,
          safeWidth: BANNER_RULES.safeWidth,
          safeHeight: BANNER_RULES.safeHeight,
        })}
        disabled={busy}
        onFile={(file) => void choose(file)}
        testId="banner-file"
        dropTestId="banner-drop"
      />
      <PickFeedback checking={checking} checkingText={say(CHANNEL.checkingImage)} problems={problems} />
      {picked && preview && (
        <div className="bn-plan" data-testid="banner-plan">
          <PickedImageFacts image={picked} />
          <BannerCrops url={preview} width={picked.width} height={picked.height} what="new" testId="banner-crops" />
          <p className="muted">{say(CHANNEL.safeAreaNote)}</p>
          <div className="row">
            <button type="button" className="primary" disabled={busy} onClick={() => void replace()}>
              {say(CHANNEL.applyBanner)}
            </button>
            <button type="button" disabled={busy} onClick={clear}>
              {say(CHANNEL.cancel)}
            </button>
            <QuotaCostView action={say(CHANNEL.replaceCost)} units={REPLACE_UNITS} left={left} />
          </div>
        </div>
      )}
      <BannerSteps phase={phase} />
      {waiting && !busy && (
        <div
          role={phase.kind === 'apply-failed' ? 'alert' : 'status'}
          className="tile tile-warning"
          data-testid="banner-waiting"
        >
          {phase.kind === 'apply-failed' && <FailureLine failure={phase.failure} className="error" />}
          <p>{say(CHANNEL.bannerWaiting)}</p>
          <div className="row">
            <button type="button" className="primary" onClick={() => void applyBanner(waiting)}>
              {say(CHANNEL.retryBanner)}
            </button>
            <QuotaCostView action={say(CHANNEL.retryCost)} units={RETRY_UNITS} left={left} />
          </div>
        </div>
      )}
    </section>
  );
}

/** The banner the channel shows now, whole, then as each device crops it once its size is known. */
function CurrentBanner({ url }: { readonly url: string | undefined }) {
  const say = useIntl().formatMessage;
  const [size, setSize] = useState<{ url: string; width: number; height: number }>();
  if (!url) return <p className="muted">{say(CHANNEL.noBanner)}</p>;
  const known = size?.url === url ? size : undefined;
  return (
    <div className="bn-current" data-testid="current-banner">
      <img
        className="bn-current-image"
        src={url}
        alt={say(CHANNEL.bannerImage, { what: 'current' })}
        data-testid="current-banner-image"
        onLoad={(event) =>
          setSize({ url, width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
      />
      {known && known.width > 0 && known.height > 0 && (
        <BannerCrops url={url} width={known.width} height={known.height} what="current" />
      )}
    </div>
  );
}
