// `npm run emulator -- --port <n> [--data-dir <dir>] [--token-lifetime <seconds>] [--refresh-token-lifetime <seconds>]
// [--control-secret <s>] [--log] [--check-conformance]`: the emulator as a development server. SIGTERM and SIGINT stop it after its state is written.
// It prints its control secret (made at random unless given): the test control answers only a caller that sends it.
// First, before any module reads the clock: DESK_TEST_NOW moves it for tests.
import '../common/test-clock-from-env';
import { parseArgs } from 'node:util';
import { controlSecretProblem, EMULATOR_CONTROL_HEADER } from '../../shared/platform/emulator-control';

function fail(message: string): never {
  process.stderr.write(`emulator: ${message}\n`);
  process.exit(2);
}

function portFrom(value: string | undefined): number {
  if (value === undefined) return 0;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    fail(`--port must be a port number (0-65535), not "${value}"`);
  return port;
}

async function main(): Promise<void> {
  let values: {
    port?: string;
    'data-dir'?: string;
    'token-lifetime'?: string;
    'refresh-token-lifetime'?: string;
    'control-secret'?: string;
    log?: boolean;
    'check-conformance'?: boolean;
  };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'token-lifetime': { type: 'string' },
        'refresh-token-lifetime': { type: 'string' },
        'control-secret': { type: 'string' },
        log: { type: 'boolean' },
        'check-conformance': { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const lifetime = values['token-lifetime'] === undefined ? undefined : Number(values['token-lifetime']);
  if (lifetime !== undefined && (!Number.isInteger(lifetime) || lifetime < 1))
    fail('--token-lifetime must be a whole number of seconds >= 1');
  const refreshLifetime =
    values['refresh-token-lifetime'] === undefined ? undefined : Number(values['refresh-token-lifetime']);
  if (refreshLifetime !== undefined && (!Number.isInteger(refreshLifetime) || refreshLifetime < 1))
    fail('--refresh-token-lifetime must be a whole number of seconds >= 1 (an OAuth client in "Testing": 604800)');
  const controlSecret = values['control-secret'];
  const secretProblem = controlSecret === undefined ? undefined : controlSecretProblem(controlSecret);
  if (secretProblem) fail(`--control-secret: ${secretProblem}`);
  // The server (the whole emulator) is loaded only once the flags are good, so a mistyped flag is said at once.
  const { startEmulator } = await import('./server');
  const emulator = await startEmulator({
    port: portFrom(values.port),
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    ...(lifetime ? { accessTokenLifetimeSec: lifetime } : {}),
    ...(refreshLifetime ? { refreshTokenLifetimeSec: refreshLifetime } : {}),
    ...(controlSecret === undefined ? {} : { controlSecret }),
    log: values.log ?? false,
    checkConformance: values['check-conformance'] ?? false,
  });
  // One write, so whoever waits for the first line gets the rest with it.
  process.stdout.write(
    `Emulator listening on ${emulator.baseUrl}\nData dir: ${emulator.context.options.dataDir}\n` +
      `Control secret: ${emulator.context.options.controlSecret}\n` +
      `Everything it offers: ${emulator.baseUrl}/_emulator/v1/info (send ${EMULATOR_CONTROL_HEADER}: <control secret>)\n`,
  );
  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`emulator: could not save its state: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  fail(
    code === 'EADDRINUSE'
      ? 'that port is already in use; pick another with --port'
      : error instanceof Error
        ? error.message
        : String(error),
  );
});
