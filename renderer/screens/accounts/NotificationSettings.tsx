// Which notifications the app gives, one switch per kind; in browser mode, the button that asks the browser for leave
// to show them (a page may only ask after the user did something).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { NOTIFICATION_KINDS } from '../../../shared/notifications/notification-kinds';
import { FailureLine } from '../../components/FailureLine';
import { useAccount } from '../../stores/account-store';
import { useNotificationSettings } from './notification-settings-store';
import { ACCOUNTS } from './accounts-messages';

/** The product's name: a brand, the same in every language. */
const APP_NAME = 'Channel Desk';

function BrowserPermission() {
  const say = useIntl().formatMessage;
  const permission = useNotificationSettings((s) => s.permission);
  const ask = useNotificationSettings((s) => s.askPermission);
  if (permission === 'granted')
    return (
      <p className="ok" data-testid="notification-permission">
        {say(ACCOUNTS.browserShows, { app: APP_NAME })}
      </p>
    );
  if (permission === 'unsupported') return <p className="muted">{say(ACCOUNTS.browserCannot)}</p>;
  if (permission === 'denied')
    return (
      <p className="warning" data-testid="notification-permission">
        {say(ACCOUNTS.browserBlocks, { app: APP_NAME })}
      </p>
    );
  return (
    <p className="row">
      <button type="button" onClick={() => void ask()}>
        {say(ACCOUNTS.allow)}
      </button>
      <span className="muted">{say(ACCOUNTS.asksOnce)}</span>
    </p>
  );
}

export function NotificationSettings() {
  const say = useIntl().formatMessage;
  const { settings, failure, load, set } = useNotificationSettings();
  const web = useAccount((s) => s.info?.host === 'web');
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section className="card notification-settings" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">{say(ACCOUNTS.notificationsTitle)}</h2>
      <p className="muted">{say(ACCOUNTS.notificationsText)}</p>
      {web && <BrowserPermission />}
      {failure && <FailureLine failure={failure} onRetry={() => void load()} />}
      {settings && (
        <fieldset className="choice">
          <legend>{say(ACCOUNTS.tellMeWhen)}</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="check">
              <input
                type="checkbox"
                checked={settings[kind]}
                onChange={(event) => void set(kind, event.target.checked)}
              />
              {say(ACCOUNTS[kind])}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
