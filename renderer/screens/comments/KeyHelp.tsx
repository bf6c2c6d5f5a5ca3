// The `?` panel: every key of the keyboard session, from the same table the handler reads.
import { KEY_HELP } from './comment-keys';

export function KeyHelp({ onClose }: { readonly onClose: () => void }) {
  return (
    <div className="card cm-help" role="dialog" aria-label="Keyboard keys" data-testid="key-help">
      <h3>Keys (anywhere on this screen, except while typing)</h3>
      <dl>
        {KEY_HELP.map((entry) => (
          <div key={entry.keys} className="cm-help-row">
            <dt>
              <kbd>{entry.keys}</kbd>
            </dt>
            <dd>{entry.action}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
