// The command-line options both hosts accept: --port, --data-dir, --demo (and --emulator-port for the desktop).
export interface CliOptions {
  readonly port?: number;
  readonly dataDir?: string;
  readonly demo: boolean;
  readonly emulatorPort?: number;
}

export class CliError extends Error {}

function parsePort(flag: string, value: string | undefined): number {
  const port = Number(value);
  if (!value || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new CliError(`${flag} needs a port number from 0 to 65535 (got ${value ?? 'nothing'}).`);
  }
  return port;
}

/** Unknown flags are ignored: Electron and Chromium add their own. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  let port: number | undefined;
  let dataDir: string | undefined;
  let emulatorPort: number | undefined;
  let demo = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++index];
    if (flag === '--port') port = parsePort(flag, value());
    else if (flag === '--emulator-port') emulatorPort = parsePort(flag, value());
    else if (flag === '--data-dir') {
      dataDir = value();
      if (!dataDir) throw new CliError('--data-dir needs a folder.');
    } else if (flag === '--demo') demo = true;
  }
  return {
    demo,
    ...(port === undefined ? {} : { port }),
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(emulatorPort === undefined ? {} : { emulatorPort }),
  };
}
