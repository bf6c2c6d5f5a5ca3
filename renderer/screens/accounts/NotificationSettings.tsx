// Which notifications the app gives, one switch per kind; in browser mode, the button that asks the browser for leave
// to show them (a page may only ask after the user did something).
import { useEffect } from 'react';
import { NOTIFICATION_KINDS, NOTIFICATION_LABELS } from '../../../shared/notifications/notification-kinds';
import { FailureLine } from '../../components/FailureLine';
import { useAccount } from '../../stores/account-store';
import { useNotificationSettings } from './notification-settings-store';

function BrowserPermission() {
  const permission = useNotificationSettings((s) => s.permission);
  const ask = useNotificationSettings((s) => s.askPermission);
  if (permission === 'granted')
    return (
      <p className="ok" data-testid="notification-permission">
        This browser shows Channel Desk's notifications.
      </p>
    );
  if (permission === 'unsupported') return <p className="muted">This browser cannot show notifications.</p>;
  if (permission === 'denied')
    return (
      <p className="warning" data-testid="notification-permission">
        This browser blocks Channel Desk's notifications: allow them in the site settings (the icon beside the address).
      </p>
    );
  return (
    <p>
      <button type="button" onClick={() => void ask()}>
        Allow notifications in this browser
      </button>{' '}
      <span className="muted">The browser asks you once; the app tells you only what needs you.</span>
    </p>
  );
}

export function NotificationSettings() {
  const { settings, failure, load, set } = useNotificationSettings();
  const web = useAccount((s) => s.info?.host === 'web');
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section className="card notification-settings" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">Notifications</h2>
      <p className="muted">
        Many at once make one notification ("12 uploads finished"). Turn off what you do not want to hear about.
      </p>
      {web && <BrowserPermission />}
      {failure && <FailureLine failure={failure} onRetry={() => void load()} />}
      {settings && (
        <fieldset className="choice">
          <legend>Tell me when</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="check">
              <input
                type="checkbox"
                checked={settings[kind]}
                onChange={(event) => void set(kind, event.target.checked)}
              />
              {NOTIFICATION_LABELS[kind]}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
