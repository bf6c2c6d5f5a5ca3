// The upload settings (chunk size, concurrency, retries, the bandwidth limit and the watched folders), folded away until asked for: most creators never need
// them. The values are read fresh when the panel opens, since another window may have changed them.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FailureLine } from '../../components/FailureLine';
import type { Failure } from '../../desk/failure';
import { useUploads } from '../../stores/uploads-store';
import {
  checkSettingsForm,
  formFromSettings,
  settingsHelp,
  SETTINGS_LABELS,
  type SettingsField,
  type SettingsForm,
} from './settings-form';
import { Field } from '../../components/Field';
import { BandwidthSection } from './BandwidthSection';
import { useBandwidth } from './bandwidth-store';
import { CloseActionField } from './CloseActionField';
import { WhenQueueDoneField } from './WhenQueueDoneField';
import { WatchedFoldersSection } from './WatchedFoldersSection';
import { SyntheticMediaChoiceField } from './SyntheticMediaChoice';
import { useAccount } from '../../stores/account-store';
import { SETTINGS } from './upload-settings-messages';

const STEP: Readonly<Record<SettingsField, string>> = {
  chunkSize: '0.25',
  concurrency: '1',
  retryBaseMs: '0.1',
  retryCapMs: '1',
  maxAttemptsWithoutProgress: '1',
};

export function SettingsPanel() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const help = useMemo(() => settingsHelp(intl), [intl]);
  const loadSettings = useUploads((s) => s.loadSettings);
  const saveSettings = useUploads((s) => s.saveSettings);
  const loadBandwidth = useBandwidth((s) => s.load);
  const desktop = useAccount((s) => s.info?.host === 'electron');
  const [form, setForm] = useState<SettingsForm | undefined>();
  const [saved, setSaved] = useState<SettingsForm | undefined>();
  const [serverError, setServerError] = useState<Failure | undefined>();
  const [loadFailure, setLoadFailure] = useState<Failure | undefined>();
  const [saving, setSaving] = useState(false);
  const [opened, setOpened] = useState(false);
  const check = form ? checkSettingsForm(form, intl) : undefined;
  const dirty =
    form !== undefined &&
    saved !== undefined &&
    (Object.keys(form) as SettingsField[]).some((key) => form[key] !== saved[key]);

  const open = async (): Promise<void> => {
    const settings = await loadSettings();
    if ('kind' in settings) {
      setLoadFailure(settings);
      return;
    }
    setLoadFailure(undefined);
    const fresh = formFromSettings(settings);
    setForm(fresh);
    setSaved(fresh);
    setServerError(undefined);
  };

  return (
    <details
      className="card up-settings"
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        setOpened(true);
        void open();
        void loadBandwidth();
      }}
    >
      <summary>{say(SETTINGS.title)}</summary>
      {loadFailure ? (
        <FailureLine
          failure={{ ...loadFailure, message: say(SETTINGS.readFailed, { reason: loadFailure.message }) }}
          onRetry={() => void open()}
        />
      ) : !form || !check ? (
        <p className="muted">{say(SETTINGS.loading)}</p>
      ) : (
        <form
          aria-label={say(SETTINGS.title)}
          onSubmit={(event) => {
            event.preventDefault();
            if (!check.patch) return;
            setSaving(true);
            void saveSettings(check.patch).then((error) => {
              setSaving(false);
              setServerError(error);
              if (!error) setSaved(form);
            });
          }}
        >
          <div className="up-settings-grid">
            {(Object.keys(SETTINGS_LABELS) as SettingsField[]).map((field) => (
              <Field
                key={field}
                label={say(SETTINGS_LABELS[field])}
                problems={check.problems[field]}
                help={help[field]}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="number"
                    min="0"
                    step={STEP[field]}
                    inputMode="decimal"
                    value={form[field]}
                    onChange={(event) => setForm({ ...form, [field]: event.target.value })}
                  />
                )}
              </Field>
            ))}
          </div>
          {serverError && <FailureLine failure={serverError} className="error" />}
          <div className="row">
            <button type="submit" className="primary" disabled={saving || !dirty || !check.patch}>
              {say(saving ? SETTINGS.saving : SETTINGS.save)}
            </button>
            <button type="button" disabled={saving || !dirty} onClick={() => saved && setForm(saved)}>
              {say(SETTINGS.revert)}
            </button>
          </div>
        </form>
      )}
      {opened && <SyntheticMediaChoiceField />}
      {opened && <BandwidthSection />}
      {opened && <WatchedFoldersSection />}
      {opened && desktop && <CloseActionField />}
      {opened && <WhenQueueDoneField />}
    </details>
  );
}
