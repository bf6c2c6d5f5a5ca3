// The command-line options both hosts accept: --port, --data-dir, --demo, --services, --emulator,
// --control-secret, --check-conformance (and --emulator-port for the desktop).
import { parseArgs } from 'node:util';
import { controlSecretProblem } from '../../shared/platform/emulator-control';

export interface CliOptions {
  readonly port?: number;
  readonly dataDir?: string;
  readonly demo: boolean;
  readonly emulatorPort?: number;
  /** A JSON file with the six service URLs to use for this run. */
  readonly servicesFile?: string;
  /** An emulator's base URL whose endpoints to use for this run (read from its `GET /_emulator/v1/info`). */
  readonly emulatorUrl?: string;
  /** The demo emulator holds each of its answers to the discovery schema (for tests and emulator work). */
  readonly checkConformance: boolean;
  /**
   * The test control's secret (`x-emulator-control`): the demo emulator's (else it makes one at random), and the one
   * `--emulator` needs to read that emulator's `GET /_emulator/v1/info`.
   */
  readonly controlSecret?: string;
  /** `--demo-size large`: the demo channel gets the big channel's 10,000 generated videos (issue 34). */
  readonly demoSize?: DemoSize;
}

export const DEMO_SIZES = ['default', 'large'] as const;
export type DemoSize = (typeof DEMO_SIZES)[number];

export class CliError extends Error {}

/** Our options and whether each takes a value: open-with (open-with.ts) must not take a value for a file. */
export const optionTypes = {
  port: { type: 'string' },
  'emulator-port': { type: 'string' },
  'data-dir': { type: 'string' },
  demo: { type: 'boolean' },
  services: { type: 'string' },
  emulator: { type: 'string' },
  'control-secret': { type: 'string' },
  'check-conformance': { type: 'boolean' },
  'demo-size': { type: 'string' },
} as const;

// Without `strict`, a string option given no value comes back as `true`, and one of ours given as a boolean
// (`--port` last) the same way; both mean "missing".
type Loose = string | boolean | undefined;

function parsePort(flag: string, value: Loose): number {
  const text = typeof value === 'string' ? value : undefined;
  const port = Number(text);
  if (!text || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new CliError(`${flag} needs a port number from 0 to 65535 (got ${text ?? 'nothing'}).`);
  }
  return port;
}

function requireText(value: Loose, message: string): string {
  if (typeof value !== 'string' || value === '') throw new CliError(message);
  return value;
}

function parseDemoSize(value: Loose): DemoSize {
  const size = DEMO_SIZES.find((candidate) => candidate === value);
  if (!size) throw new CliError(`--demo-size is ${DEMO_SIZES.join(' or ')} (got ${String(value)}).`);
  return size;
}

function parseControlSecret(value: Loose): string {
  const secret = requireText(value, '--control-secret needs the secret, e.g. the one `npm run emulator` printed.');
  const problem = controlSecretProblem(secret);
  if (problem) throw new CliError(`--control-secret: ${problem}.`);
  return secret;
}

/** Unknown flags are ignored (not strict): Electron and Chromium add their own. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({ args: [...argv], options: optionTypes, strict: false, allowPositionals: true });
  const flags = values as Record<keyof typeof optionTypes, Loose>;
  const has = (name: keyof typeof optionTypes): boolean => flags[name] !== undefined;
  const options: CliOptions = {
    demo: has('demo'),
    checkConformance: has('check-conformance'),
    ...(has('port') ? { port: parsePort('--port', flags.port) } : {}),
    ...(has('data-dir') ? { dataDir: requireText(flags['data-dir'], '--data-dir needs a folder.') } : {}),
    ...(has('demo-size') ? { demoSize: parseDemoSize(flags['demo-size']) } : {}),
    ...(has('control-secret') ? { controlSecret: parseControlSecret(flags['control-secret']) } : {}),
    ...(has('emulator-port') ? { emulatorPort: parsePort('--emulator-port', flags['emulator-port']) } : {}),
    ...(has('services')
      ? { servicesFile: requireText(flags.services, '--services needs a JSON file with the six service URLs.') }
      : {}),
    ...(has('emulator')
      ? {
          emulatorUrl: requireText(
            flags.emulator,
            "--emulator needs the emulator's address, e.g. http://127.0.0.1:4000.",
          ),
        }
      : {}),
  };
  if (options.emulatorUrl !== undefined && options.controlSecret === undefined) {
    throw new CliError(
      "--emulator needs --control-secret <secret>: the emulator's test control, where its endpoints are read, " +
        'answers only the secret it printed at start.',
    );
  }
  return options;
}
