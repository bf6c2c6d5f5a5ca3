import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OPEN_PRINTED_URL } from '../shared/ipc/web-credential';
// The design tokens, then the shared classes, so a screen's own stylesheet (imported by the screens App pulls in) can
// refine them.
import './theme/tokens.css';
import './styles.css';
import { App } from './app/App';
import { LanguageProvider } from './app/LanguageProvider';
import { browserSession } from './desk/web-session';
import { loadLocale } from '../shared/i18n/catalogue';
import { firstLocale } from './stores/language-store';

const root = createRoot(document.getElementById('root')!);
// Browser mode serves the app's code to anyone on this machine; without the printed URL's token (or this tab's
// session) there is nothing it could do, so say how to get in instead of showing a screen that can only fail.
if (!window.desk && !browserSession().present) {
  root.render(<p className="loading">{OPEN_PRINTED_URL}</p>);
} else {
  // The first paint speaks the system's language: its messages (a chunk of their own) come first. Should they fail to
  // load, the app starts in English rather than not at all.
  await loadLocale(firstLocale()).catch(() => undefined);
  root.render(
    <StrictMode>
      <LanguageProvider>
        <App />
      </LanguageProvider>
    </StrictMode>,
  );
}
