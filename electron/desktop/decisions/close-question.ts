// What closing the window does while uploads run: keep uploading with the window hidden and an icon in the tray
// (the desktop app), or stop (pause every upload cleanly, then quit), or ask. The answer may be remembered
// ("Don't ask again"), kept in the settings as `closeAction`. Pure, so the Electron wiring
// (electron/desktop/close-guard.ts) only shows the question and does what this decides.
import type { IntlShape } from 'react-intl';
import type { CloseAction } from '../../../shared/desktop/close-action';
import { intlFor } from '../../../shared/i18n/catalogue';
import { CLOSE } from '../../language/desktop-messages';

export type { CloseAction };

/** The product's name: a brand, the same in every language. */
export const APP_NAME = 'Channel Desk';

type CloseStep = 'close' | 'ask' | 'tray' | 'stop';

interface CloseSituation {
  /** Uploads sending or waiting to resume: what closing would interrupt. */
  readonly running: number;
  readonly preference: CloseAction;
  /** False where the system has no tray (some Linux desktops): the window cannot hide to it. */
  readonly trayAvailable: boolean;
}

export function onWindowClose(situation: CloseSituation): CloseStep {
  if (situation.running === 0) return 'close';
  if (situation.preference === 'stop') return 'stop';
  if (situation.preference === 'tray' && situation.trayAvailable) return 'tray';
  return 'ask';
}

export interface CloseQuestion {
  readonly title: string;
  readonly message: string;
  readonly detail: string;
  readonly buttons: readonly string[];
  readonly defaultId: number;
  readonly cancelId: number;
  readonly checkboxLabel: string;
}

export function closeQuestion(running: number, trayAvailable: boolean, intl: IntlShape = intlFor('en')): CloseQuestion {
  const say = intl.formatMessage;
  const buttons = trayAvailable
    ? [say(CLOSE.keepInTray), say(CLOSE.stopAndQuit), say(CLOSE.cancel)]
    : [say(CLOSE.stopAndQuit), say(CLOSE.cancel)];
  return {
    title: say(CLOSE.title),
    message: say(CLOSE.running, { count: running }),
    detail: trayAvailable ? say(CLOSE.detailTray, { app: APP_NAME }) : say(CLOSE.detailNoTray),
    buttons,
    defaultId: 0,
    cancelId: buttons.length - 1,
    checkboxLabel: say(CLOSE.dontAskAgain),
  };
}

interface CloseAnswer {
  readonly step: 'tray' | 'stop' | 'cancel';
  /** What to keep in the settings for next time, when "Don't ask again" was ticked. */
  readonly remember?: Exclude<CloseAction, 'ask'>;
}

/** The button clicked (its index in `closeQuestion`'s buttons) and the checkbox. A cancel is never remembered. */
export function closeAnswer(response: number, dontAskAgain: boolean, trayAvailable: boolean): CloseAnswer {
  const steps: ReadonlyArray<'tray' | 'stop' | 'cancel'> = trayAvailable
    ? ['tray', 'stop', 'cancel']
    : ['stop', 'cancel'];
  const step = steps[response] ?? 'cancel';
  return step !== 'cancel' && dontAskAgain ? { step, remember: step } : { step };
}
