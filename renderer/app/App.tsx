// The frame: the welcome screen until an account is connected, then a sidebar of screens, opening on Uploads (the
// app's first job), with the quota line, the demo workspace's checklist and the theme setting at its foot; a skip link first in the
// tab order jumps over the sidebar to the screen, which is the page's main landmark.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SCREEN_NAMES } from '../../shared/desktop/screen-messages';
import { desk } from '../desk/desk';
import { DemoFirstSteps } from '../screens/welcome/DemoFirstSteps';
import { useDemoTips } from '../stores/demo-tips-store';
import { WelcomeScreen } from '../screens/welcome/WelcomeScreen';
import { subscribeAccountEvents, useAccount } from '../stores/account-store';
import { watchChannelChanges } from '../stores/channel-scope';
import { followChannelUploads } from '../stores/channel-upload-counts';
import { subscribeChannelEvents, useChannels } from '../stores/channels-store';
import { followMenuNavigation } from '../stores/menu-navigation';
import { useNavigation } from '../stores/navigation-store';
import { followHostNotices } from '../stores/host-notices';
import { useProcessing } from '../stores/processing-store';
import { showBrowserNotifications, showProgressInTitle } from './browser-notifications';
import { NoticeRegion } from './NoticeRegion';
import { ChannelSwitcher } from './ChannelSwitcher';
import { QuotaSummary } from './QuotaSummary';
import { screenIcon } from './screen-icons';
import { ThemeSetting } from './ThemeSetting';
import { screens } from './screens';
import { SHELL } from './shell-messages';
import { followDemoProgress } from './follow-demo-progress';
import { useFilesDroppedElsewhere } from './use-files-dropped-elsewhere';
import { useLeaveGuard } from './use-leave-guard';

/** The desktop app shows notifications and progress itself; the page does in browser mode. */
const inBrowser = (): boolean => useAccount.getState().info?.host === 'web';

function useHostEvents(): void {
  const load = useAccount((state) => state.load);
  useEffect(() => {
    void load();
    void useProcessing.getState().load();
    const offs = [
      watchChannelChanges(),
      followHostNotices(),
      useProcessing.getState().listen(),
      showBrowserNotifications(inBrowser),
      showProgressInTitle(inBrowser),
      followMenuNavigation(),
      subscribeAccountEvents(),
      subscribeChannelEvents(),
      followChannelUploads(),
      followDemoProgress(),
      // Browser mode: the host cannot open the system browser, so the page opens the consent page in a new tab.
      desk.on('app.openUrl', ({ url }) => {
        window.open(url, '_blank', 'noopener,noreferrer');
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [load]);
}

/** The product's name: a brand, the same in every language. */
const APP_NAME = 'Channel Desk';

export function App() {
  const intl = useIntl();
  useHostEvents();
  const { loaded, account, info } = useAccount();
  useLeaveGuard(info?.host);
  const current = useNavigation((s) => s.screen);
  const setCurrent = useNavigation((s) => s.show);
  const tipsHidden = useDemoTips((s) => s.hidden);
  const severalChannels = useChannels((s) => s.channels.length > 1);
  useFilesDroppedElsewhere(current, setCurrent);
  // The next sign-in starts where a first one does, not on the Accounts screen the sign-out happened on. Nothing of
  // the signed-in frame shows while signed out, so resetting on the store's change shows no old screen first.
  useEffect(
    () =>
      useAccount.subscribe((state, previous) => {
        if (previous.account !== null && state.account === null) setCurrent(screens[0]!.id);
      }),
    [setCurrent],
  );

  const Screen = (screens.find((screen) => screen.id === current) ?? screens[0]!).component;
  // One tree for every state (loading, welcome, signed in) with the notice region at the same place in it, so React
  // keeps the region mounted throughout and a notice that arrives while loading is still announced.
  return (
    <div className={account ? 'shell' : 'frame'}>
      {account ? (
        <a className="skip-link" href="#main">
          {intl.formatMessage(SHELL.skipLink)}
        </a>
      ) : null}
      {account ? (
        // The sidebar holds the screens' navigation and the quota line beside it: the quota is no screen, so it
        // stays out of the navigation landmark.
        <aside className="sidebar">
          <div className="brand" translate="no">
            {APP_NAME}
          </div>
          {severalChannels ? (
            <ChannelSwitcher />
          ) : (
            <div className="channel-chip" title={account.channel.id} dir="auto">
              {account.channel.title}
            </div>
          )}
          <nav aria-label={intl.formatMessage(SHELL.screensNav)}>
            <ul>
              {screens.map((screen) => {
                const Icon = screenIcon(screen.id);
                return (
                  <li key={screen.id}>
                    <button
                      type="button"
                      className={screen.id === current ? 'active' : ''}
                      aria-current={screen.id === current ? 'page' : undefined}
                      onClick={() => setCurrent(screen.id)}
                    >
                      <Icon size={16} />
                      {intl.formatMessage(SCREEN_NAMES[screen.id])}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          {/* The foot stays in view (the theme setting reachable at 768 pixels high); the screens' list scrolls. */}
          <div className="sidebar-foot">
            <QuotaSummary />
            {account.kind === 'demo' && !tipsHidden && <DemoFirstSteps current={current} show={setCurrent} />}
            <ThemeSetting />
          </div>
        </aside>
      ) : null}
      <main id="main" tabIndex={-1} className={account ? 'content' : 'frame-content'}>
        <NoticeRegion />
        {!loaded ? (
          <p className="loading">{intl.formatMessage(SHELL.loading)}</p>
        ) : !account ? (
          <WelcomeScreen />
        ) : (
          // Keyed by the chosen channel: choosing another mounts the screen afresh, so it loads that channel's data
          // and keeps nothing of the last one (its stores are reset with the channel: stores/channel-scope.ts).
          <Screen key={account.channel.id} />
        )}
      </main>
    </div>
  );
}
