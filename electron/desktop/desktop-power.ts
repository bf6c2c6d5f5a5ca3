// The desktop app's power port: Electron's power save blocker keeps the computer awake while uploads run
// ('prevent-app-suspension': the system stays up, the screen may still turn off), the app quits the clean way, and
// the computer is put to sleep by the system's own command.
import { execFile } from 'node:child_process';
import type { PowerSaveBlocker } from 'electron';
import type { PowerAbility } from '../../shared/desktop/power';
import type { PowerPort } from '../power/power-port';

/** The command that puts the computer to sleep, by platform; none where there is no known one. */
const SLEEP_COMMANDS: Partial<Record<NodeJS.Platform, readonly [string, readonly string[]]>> = {
  darwin: ['pmset', ['sleepnow']],
  linux: ['systemctl', ['suspend']],
  win32: ['rundll32.exe', ['powrprof.dll,SetSuspendState', '0,1,0']],
};

export interface DesktopPowerDeps {
  readonly blocker: Pick<PowerSaveBlocker, 'start' | 'stop' | 'isStarted'>;
  /** The app's own clean quit (every upload saved where it stands). */
  readonly quit: () => void;
  readonly platform?: NodeJS.Platform;
  readonly run?: (command: string, args: readonly string[], done: (error: Error | null) => void) => void;
  readonly log?: (message: string, error?: unknown) => void;
}

export function createDesktopPower(deps: DesktopPowerDeps): PowerPort {
  let blockerId: number | undefined;
  const sleepCommand = SLEEP_COMMANDS[deps.platform ?? process.platform];
  const run = deps.run ?? ((command, args, done) => execFile(command, [...args], (error) => done(error)));
  const sleep: PowerAbility = sleepCommand
    ? { can: true }
    : { can: false, why: 'Channel Desk does not know how to put this kind of computer to sleep.' };
  return {
    keepAwake: { can: true },
    quit: { can: true },
    sleep,
    preventSleep: () => {
      if (blockerId !== undefined && deps.blocker.isStarted(blockerId)) return;
      blockerId = deps.blocker.start('prevent-app-suspension');
    },
    allowSleep: () => {
      if (blockerId === undefined) return;
      if (deps.blocker.isStarted(blockerId)) deps.blocker.stop(blockerId);
      blockerId = undefined;
    },
    quitApp: () => deps.quit(),
    sleepComputer: () => {
      if (!sleepCommand) return;
      run(sleepCommand[0], sleepCommand[1], (error) => {
        if (error) deps.log?.('could not put the computer to sleep', error);
      });
    },
  };
}
