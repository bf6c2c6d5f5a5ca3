// What the host can do about the computer's power (the desktop app through Electron; browser mode nothing). The
// power feature decides when; the port only does.
import type { PowerAbility } from '../../shared/desktop/power';
import { say } from '../language/say';
import { POWER_WORDS } from './power-messages';

export interface PowerPort {
  /** Keeping the computer from sleeping (the app may be in the background: 'prevent-app-suspension'). */
  readonly keepAwake: PowerAbility;
  readonly quit: PowerAbility;
  readonly sleep: PowerAbility;
  /** Starts keeping the computer awake; a second call while it is kept awake does nothing. */
  preventSleep(): void;
  /** Lets the computer sleep again; does nothing when it was not kept awake. */
  allowSleep(): void;
  /** Quits the app the clean way (every upload saved where it stands). */
  quitApp(): void;
  /** Asks the operating system to put the computer to sleep. */
  sleepComputer(): void;
}

/** Said when asked, in the language in force then. */
const browserMode = (): PowerAbility => ({ can: false, why: say(POWER_WORDS.browserMode) });

/** Browser mode's: it can do nothing, and says why. */
export const browserModePower: PowerPort = {
  get keepAwake() {
    return browserMode();
  },
  get quit() {
    return browserMode();
  },
  get sleep() {
    return browserMode();
  },
  preventSleep: () => undefined,
  allowSleep: () => undefined,
  quitApp: () => undefined,
  sleepComputer: () => undefined,
};
