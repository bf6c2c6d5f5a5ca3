// The `?` panel: every key of the keyboard session, from the same table the handler reads.
import { useIntl } from 'react-intl';
import { KEY_HELP, type KeyName } from './comment-keys';
import { COMMENTS } from './comments-messages';

export function KeyHelp({ onClose }: { readonly onClose: () => void }) {
  const say = useIntl().formatMessage;
  const keyName = (keys: KeyName) => (typeof keys === 'string' ? keys : say(keys.message, keys.values));
  return (
    <div className="card cm-help" role="dialog" aria-label={say(COMMENTS.keysDialog)} data-testid="key-help">
      <h3>{say(COMMENTS.keysTitle)}</h3>
      <dl>
        {KEY_HELP.map((entry) => (
          <div key={entry.action.id} className="cm-help-row">
            <dt>
              <kbd>{keyName(entry.keys)}</kbd>
            </dt>
            <dd>{say(entry.action)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        {say(COMMENTS.close)}
      </button>
    </div>
  );
}
