// The window's close, while uploads run: does what close-question.ts decides (keep uploading in the tray, stop, or
// ask), and asks with the system's own message box. A deliberate quit (the app menu's Quit, the tray's Quit, the
// system shutting down) is not a close of the window and passes: the queue is saved and resumes at the next start.
import type { IntlShape } from 'react-intl';
import type { BrowserWindow, MessageBoxOptions, MessageBoxReturnValue } from 'electron';
import {
  closeAnswer,
  closeQuestion,
  onWindowClose,
  type CloseAction,
  type CloseQuestion,
} from './decisions/close-question';

export interface CloseGuardDeps {
  /** Uploads closing would interrupt, now. */
  running(): number;
  preference(): CloseAction;
  remember(action: Exclude<CloseAction, 'ask'>): void;
  trayAvailable(): boolean;
  /** True once the app is quitting on purpose. */
  quitting(): boolean;
  ask(options: MessageBoxOptions): Promise<Pick<MessageBoxReturnValue, 'response' | 'checkboxChecked'>>;
  /** Hide the window and keep uploading, with the tray icon to come back. */
  toTray(): void;
  /** Pause every upload cleanly, then quit. */
  stopAndQuit(): Promise<void>;
  /** The language the question is asked in; English when absent. */
  intl?(): IntlShape;
}

function messageBoxOptions(question: CloseQuestion): MessageBoxOptions {
  return {
    type: 'question',
    title: question.title,
    message: question.message,
    detail: question.detail,
    buttons: [...question.buttons],
    defaultId: question.defaultId,
    cancelId: question.cancelId,
    checkboxLabel: question.checkboxLabel,
    checkboxChecked: false,
    noLink: true,
  };
}

export function guardClose(window: Pick<BrowserWindow, 'on'>, deps: CloseGuardDeps): void {
  let asking = false;
  window.on('close', (event) => {
    if (deps.quitting()) return;
    const running = deps.running();
    const trayAvailable = deps.trayAvailable();
    const step = onWindowClose({ running, preference: deps.preference(), trayAvailable });
    if (step === 'close') return;
    event.preventDefault();
    if (step === 'tray') return deps.toTray();
    if (step === 'stop') return void deps.stopAndQuit();
    // A second close while the question is up (Alt+F4 twice) does not stack a second question.
    if (asking) return;
    asking = true;
    void deps
      .ask(messageBoxOptions(closeQuestion(running, trayAvailable, deps.intl?.())))
      .then(({ response, checkboxChecked }) => {
        const answer = closeAnswer(response, checkboxChecked, trayAvailable);
        if (answer.remember) deps.remember(answer.remember);
        if (answer.step === 'tray') deps.toTray();
        else if (answer.step === 'stop') return deps.stopAndQuit();
      })
      .finally(() => (asking = false));
  });
}
