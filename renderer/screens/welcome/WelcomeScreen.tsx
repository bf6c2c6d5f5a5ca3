// What a new user sees: try everything on the demo workspace, or connect a real channel with their own OAuth client.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FailureLine } from '../../components/FailureLine';
import { useAccount } from '../../stores/account-store';
import { ClientSecretImport } from './ClientSecretImport';
import { WELCOME } from './welcome-messages';

/** The product's name: a brand, the same in every language. */
const APP_NAME = 'Channel Desk';
/** The OAuth client file's name, shown as code inside a sentence. */
const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

export function WelcomeScreen() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { busy, error, clientSecret, startDemo, signIn, cancelSignIn } = useAccount();
  return (
    <div className="welcome">
      <h1>{say(WELCOME.title, { app: APP_NAME })}</h1>
      <p className="lead">{say(WELCOME.lead)}</p>
      {error && <FailureLine failure={error} fixedHere />}
      <div className="welcome-cards">
        <section className="card">
          <h2>{say(WELCOME.demoTitle)}</h2>
          <p>{say(WELCOME.demoText)}</p>
          <button type="button" className="primary" onClick={() => void startDemo()} disabled={busy !== undefined}>
            {say(busy === 'demo' ? WELCOME.demoStarting : WELCOME.demoStart)}
          </button>
        </section>
        <section className="card">
          <h2>{say(WELCOME.connectTitle)}</h2>
          <p>{intl.formatMessage(WELCOME.connectText, { code })}</p>
          <ClientSecretImport />
          {clientSecret && (
            <div className="row">
              <button type="button" className="primary" onClick={() => void signIn()} disabled={busy !== undefined}>
                {say(busy === 'sign-in' ? WELCOME.waitingForBrowser : WELCOME.signIn)}
              </button>
              {busy === 'sign-in' && (
                <button type="button" onClick={() => void cancelSignIn()}>
                  {say(WELCOME.cancel)}
                </button>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
