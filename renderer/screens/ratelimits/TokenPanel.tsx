// The rulesets API token: typed once into a password field, verified by the service, then kept encrypted by the
// main process. The screen only ever shows its last four characters. In the demo workspace the demo's own token is
// in force until the user adds one, so a newcomer meets the demo zones rather than a form.
import { useEffect, useId, useState } from 'react';
import { formatTime } from '../../../shared/text/when';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import { useAccount } from '../../stores/account-store';
import { useNavigation } from '../../stores/navigation-store';
import { useRateLimits } from './ratelimits-store';

/** A refused token's failure line (anywhere in the app) asked for the form: open it. */
function useTokenFormRequest(open: (value: true) => void): void {
  const wanted = useNavigation((s) => s.tokenFormWanted);
  const opened = useNavigation((s) => s.tokenFormOpened);
  useEffect(() => {
    if (!wanted) return;
    open(true);
    opened();
  }, [wanted, open, opened]);
}

export function TokenPanel() {
  const status = useRateLimits((s) => s.status);
  const busy = useRateLimits((s) => s.busy);
  const tokenError = useRateLimits((s) => s.tokenError);
  const saveToken = useRateLimits((s) => s.saveToken);
  const removeToken = useRateLimits((s) => s.removeToken);
  const load = useRateLimits((s) => s.load);
  const inDemo = useAccount((s) => s.account?.kind === 'demo');
  const [token, setToken] = useState('');
  const [replacing, setReplacing] = useState(false);
  const id = useId();
  useTokenFormRequest(setReplacing);

  const showForm = !status?.hasToken || replacing;
  return (
    <section className="card rl-token" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>API token</h2>
      {status?.hasToken && (
        <div className="row" data-testid="token-status">
          <span>
            {status.demo ? 'Demo token' : 'Token'} <code data-testid="token-hint">{status.hint}</code>{' '}
            {status.verified ? (
              <span className="ok" data-testid="token-verified">
                ✓ verified{status.verifiedAt ? ` at ${formatTime(status.verifiedAt)}` : ''}
              </span>
            ) : (
              <span className="warning">not verified</span>
            )}
          </span>
          <button type="button" onClick={() => void load()} disabled={busy !== undefined}>
            Check again
          </button>
          {!replacing && (
            <button type="button" onClick={() => setReplacing(true)} disabled={busy !== undefined}>
              {status.demo ? 'Use your own token' : 'Replace token'}
            </button>
          )}
          {!status.demo && (
            <button type="button" onClick={() => void removeToken()} disabled={busy !== undefined}>
              Remove token
            </button>
          )}
        </div>
      )}
      {status?.demo && (
        <p className="muted" data-testid="demo-token-note">
          The demo workspace comes with the token of its infrastructure account (permission Zone WAF Write), so its
          zones and example rules are here to try. It is not stored, and goes when you sign out of the demo.
        </p>
      )}
      {status?.problem && (
        <p role="alert" className="error">
          {status.problem}
        </p>
      )}
      {showForm && (
        <form
          className="row rl-token-form"
          onSubmit={(event) => {
            event.preventDefault();
            void saveToken(token).then((saved) => {
              if (saved) {
                setToken('');
                setReplacing(false);
              }
            });
          }}
        >
          <Field label="Rulesets API token">
            {(a11y) => (
              <input
                {...a11y}
                aria-describedby={`${id}-help`}
                type="password"
                autoComplete="off"
                spellCheck={false}
                size={44}
                value={token}
                onChange={(event) => setToken(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="primary" disabled={token.trim() === '' || busy === 'token'}>
            {busy === 'token' ? 'Verifying…' : 'Save token'}
          </button>
          {replacing && (
            <button type="button" onClick={() => setReplacing(false)}>
              Cancel
            </button>
          )}
        </form>
      )}
      {showForm && !inDemo && (
        <p id={`${id}-help`} className="muted">
          Create an API token with the <strong>Zone WAF Write</strong> permission for your zones. It is checked with the
          service, kept encrypted on this computer, and never shown again.
          {status ? ` Calls go to ${status.apiBaseUrl}.` : ''}
        </p>
      )}
      {showForm && inDemo && (
        <p id={`${id}-help`} className="muted">
          The demo workspace talks to its local emulator{status ? ` (${status.apiBaseUrl})` : ''}, so only a token that
          emulator issued is accepted here. To manage your own website&apos;s rules, sign out of the demo on Accounts
          and connect your channel.
        </p>
      )}
      <div aria-live="assertive">
        {tokenError && (
          <FailureLine
            failure={tokenError}
            fixedHere
            className="error rl-multiline"
            testId="token-error"
            messageClassName="rl-multiline"
          />
        )}
      </div>
    </section>
  );
}
