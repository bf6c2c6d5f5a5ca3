// The rulesets API token: typed once into a password field, verified by the service, then kept encrypted by the
// main process. The screen only ever shows its last four characters. In the demo workspace the demo's own token is
// in force until the user adds one, so a newcomer meets the demo zones rather than a form.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatTime } from '../../../shared/text/when';
import { FailureLine } from '../../components/FailureLine';
import { TOKEN } from './rate-limits-messages';

/** Between two pieces of a line: no word to translate. */
const SPACE = ' ';
/** Cloudflare's permission name, as its dashboard shows it in every language. */
const PERMISSION = 'Zone WAF Write';
const bold = (chunks: ReactNode[]) => <strong translate="no">{chunks}</strong>;
import { Field } from '../../components/Field';
import { useAccount } from '../../stores/account-store';
import { useNavigation } from '../../stores/navigation-store';
import { useRateLimits } from './rate-limits-store';

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
  const say = useIntl().formatMessage;
  useTokenFormRequest(setReplacing);

  const showForm = !status?.hasToken || replacing;
  return (
    <section className="card rl-token" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{say(TOKEN.title)}</h2>
      {status?.hasToken && (
        <div className="row" data-testid="token-status">
          <span>
            {say(status.demo ? TOKEN.demoToken : TOKEN.token)}
            {SPACE}
            <code data-testid="token-hint">{status.hint}</code>
            {SPACE}
            {status.verified ? (
              <span className="ok" data-testid="token-verified">
                {status.verifiedAt
                  ? say(TOKEN.verifiedAt, { time: formatTime(status.verifiedAt) })
                  : say(TOKEN.verified)}
              </span>
            ) : (
              <span className="warning">{say(TOKEN.notVerified)}</span>
            )}
          </span>
          <button type="button" onClick={() => void load()} disabled={busy !== undefined}>
            {say(TOKEN.checkAgain)}
          </button>
          {!replacing && (
            <button type="button" onClick={() => setReplacing(true)} disabled={busy !== undefined}>
              {say(status.demo ? TOKEN.useOwn : TOKEN.replace)}
            </button>
          )}
          {!status.demo && (
            <button type="button" onClick={() => void removeToken()} disabled={busy !== undefined}>
              {say(TOKEN.remove)}
            </button>
          )}
        </div>
      )}
      {status?.demo && (
        <p className="muted" data-testid="demo-token-note">
          {say(TOKEN.demoNote, { permission: PERMISSION })}
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
          <Field label={say(TOKEN.field)}>
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
            {say(busy === 'token' ? TOKEN.verifying : TOKEN.save)}
          </button>
          {replacing && (
            <button type="button" onClick={() => setReplacing(false)}>
              {say(TOKEN.cancel)}
            </button>
          )}
        </form>
      )}
      {showForm && !inDemo && (
        <p id={`${id}-help`} className="muted">
          {say(TOKEN.help, { permission: PERMISSION, b: bold })}
          {status ? SPACE : ''}
          {status ? say(TOKEN.callsGoTo, { url: status.apiBaseUrl }) : ''}
        </p>
      )}
      {showForm && inDemo && (
        <p id={`${id}-help`} className="muted">
          {say(TOKEN.demoHelp, { known: status ? 'yes' : 'no', url: status?.apiBaseUrl ?? '' })}
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
