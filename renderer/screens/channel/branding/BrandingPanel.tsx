// The Branding tab: the channel's banner and the details viewers read about it (description, keywords, country,
// default language), as the platform has them now; each part saves on its own.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CHANNEL } from '../channel-messages';
import { FailureLine } from '../../../components/FailureLine';
import { reworded } from '../../../desk/failure';
import { BannerEditor } from './BannerEditor';
import { BrandingForm } from './BrandingForm';
import { useBranding } from './branding-store';
import './branding.css';

export function BrandingPanel() {
  const say = useIntl().formatMessage;
  const view = useBranding((state) => state.view);
  const version = useBranding((state) => state.version);
  const loadError = useBranding((state) => state.loadError);
  const load = useBranding((state) => state.load);
  const loadOptions = useBranding((state) => state.loadOptions);

  useEffect(() => {
    void load();
    void loadOptions();
  }, [load, loadOptions]);

  if (loadError && !view) {
    return (
      <FailureLine
        failure={reworded(loadError, (message) => say(CHANNEL.brandingFailed, { message }))}
        onRetry={() => void load()}
        className="row error tile tile-error"
      />
    );
  }
  if (!view) return <p className="loading">{say(CHANNEL.brandingLoading)}</p>;
  return (
    <div className="bn-panel" data-testid="branding-panel">
      <BannerEditor />
      <BrandingForm key={version} view={view} />
    </div>
  );
}
