// What a new user sees: try everything on the demo workspace, or connect a real channel with their own OAuth client.
import { FailureLine } from '../../components/FailureLine';
import { useAccount } from '../../stores/account-store';
import { ClientSecretImport } from './ClientSecretImport';

export function WelcomeScreen() {
  const { busy, error, clientSecret, startDemo, signIn, cancelSignIn } = useAccount();
  return (
    <div className="welcome">
      <h1>Welcome to Channel Desk</h1>
      <p className="lead">
        Upload videos that survive dropped networks and restarts, and protect your website with rate limiting rules.
      </p>
      {error && <FailureLine failure={error} fixedHere />}
      <div className="welcome-cards">
        <section className="card">
          <h2>Try the demo workspace</h2>
          <p>
            A demo channel to upload to and a demo website with example rate limiting rules, on an emulator inside the
            app. Nothing leaves this computer.
          </p>
          <button type="button" className="primary" onClick={() => void startDemo()} disabled={busy !== undefined}>
            {busy === 'demo' ? 'Starting the demo…' : 'Try the demo workspace'}
          </button>
        </section>
        <section className="card">
          <h2>Connect your channel</h2>
          <p>
            Import the OAuth client file (<code>client_secret….json</code>, type “Desktop app”) from your cloud console,
            then sign in in your browser.
          </p>
          <ClientSecretImport />
          {clientSecret && (
            <div className="row">
              <button type="button" className="primary" onClick={() => void signIn()} disabled={busy !== undefined}>
                {busy === 'sign-in' ? 'Waiting for your browser…' : 'Sign in'}
              </button>
              {busy === 'sign-in' && (
                <button type="button" onClick={() => void cancelSignIn()}>
                  Cancel
                </button>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
