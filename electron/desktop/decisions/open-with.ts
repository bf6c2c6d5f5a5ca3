// Files handed to the app by the system: opened with it (a file association), dropped on its icon, or named on the
// command line of a first or second launch. Each arrives as a path the running instance queues through the same
// checks as a dropped file, so a file that is not a video is refused with the same sentence.
//
// The command line is read with the app's own options (cli-args.ts), so the value of `--data-dir <folder>` is never
// taken for a file. What comes before the arguments differs: a packaged app's argv is [exe, ...args]; in
// development (`electron <app>`, process.defaultApp) it is [electron, app, ...args]. Windows and Linux also add
// Chromium switches of their own to a second instance's argv, and macOS once added `-psn_…`: flags all, ignored.
// Linux desktop files pass file:// URLs (%U). A relative path is resolved against the working directory of the
// launch that named it (the second instance's, which Electron passes along), in the path rules of the platform.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { optionTypes } from '../../app/cli-args';

interface LaunchContext {
  /** The working directory of the launch whose argv this is. */
  readonly cwd: string;
  readonly platform: NodeJS.Platform;
  /** Electron's process.defaultApp: running unpackaged, the app's path follows the executable. */
  readonly defaultApp: boolean;
}

/** The files a launch named, as absolute paths, in the order given. */
export function filesFromArgv(argv: readonly string[], launch: LaunchContext): string[] {
  const args = argv.slice(launch.defaultApp ? 2 : 1);
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args, options: optionTypes, strict: false, allowPositionals: true }));
  } catch {
    return [];
  }
  const rules = launch.platform === 'win32' ? path.win32 : path.posix;
  const files: string[] = [];
  for (const argument of positionals) {
    const file = argument.startsWith('file://') ? fromFileUrl(argument, launch.platform) : argument;
    if (file) files.push(rules.resolve(launch.cwd, file));
  }
  return files;
}

function fromFileUrl(url: string, platform: NodeJS.Platform): string | undefined {
  try {
    return fileURLToPath(url, { windows: platform === 'win32' });
  } catch {
    return undefined;
  }
}

/**
 * Holds what arrives before the app can queue it (macOS sends `open-file` for the file that launched the app before
 * `ready`), then delivers everything at once and later arrivals as they come.
 */
export class OpenWithQueue {
  private waiting: string[] = [];
  private deliver: ((files: readonly string[]) => void) | undefined;

  add(files: readonly string[]): void {
    if (files.length === 0) return;
    if (this.deliver) this.deliver(files);
    else this.waiting.push(...files);
  }

  /** The app can queue files now; what waited is delivered at once. */
  ready(deliver: (files: readonly string[]) => void): void {
    this.deliver = deliver;
    const waiting = this.waiting;
    this.waiting = [];
    if (waiting.length > 0) deliver(waiting);
  }
}
