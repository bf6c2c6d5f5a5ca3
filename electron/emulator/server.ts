// Starts the emulator: one Fastify server on 127.0.0.1 made of the plugins, on the core plugin's context.
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { controlSecretProblem } from '../../shared/platform/emulator-control';
import type { EmulatorContext, EmulatorOptions } from './context';
import { emulatorCorePlugin } from './core-plugin';
import { newControlSecret } from './door/control-secret';
import { plugins } from './plugins';

export interface RunningEmulator {
  readonly baseUrl: string;
  readonly port: number;
  readonly context: EmulatorContext;
  close(): Promise<void>;
}

const DEFAULT_ACCESS_TOKEN_LIFETIME_SEC = 3600;

export function resolveOptions(partial: Partial<EmulatorOptions>): EmulatorOptions {
  const secretProblem = partial.controlSecret === undefined ? undefined : controlSecretProblem(partial.controlSecret);
  if (secretProblem) throw new Error(`controlSecret: ${secretProblem}`);
  return {
    port: partial.port ?? 0,
    dataDir: partial.dataDir ?? mkdtempSync(join(tmpdir(), 'channel-desk-emulator-')),
    accessTokenLifetimeSec: partial.accessTokenLifetimeSec ?? DEFAULT_ACCESS_TOKEN_LIFETIME_SEC,
    ...(partial.refreshTokenLifetimeSec === undefined
      ? {}
      : { refreshTokenLifetimeSec: partial.refreshTokenLifetimeSec }),
    now: partial.now ?? Date.now,
    log: partial.log ?? false,
    checkConformance: partial.checkConformance ?? false,
    controlSecret: partial.controlSecret ?? newControlSecret(),
  };
}

export async function startEmulator(partial: Partial<EmulatorOptions> = {}): Promise<RunningEmulator> {
  const options = resolveOptions(partial);
  mkdirSync(options.dataDir, { recursive: true });
  let baseUrl = '';

  // An in-flight upload must not hold a shutdown hostage: close() ends open connections.
  const app = Fastify({ logger: options.log, forceCloseConnections: true, bodyLimit: 10 * 1024 * 1024 });
  try {
    await app.register(emulatorCorePlugin, { options, baseUrl: () => baseUrl });
    for (const plugin of plugins) await app.register(plugin);
    await app.listen({ host: '127.0.0.1', port: options.port });
  } catch (error) {
    // Closing runs the onClose hooks of the plugins that did load, so their state is flushed as on a normal close.
    await app.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  baseUrl = `http://127.0.0.1:${port}`;

  let closing: Promise<void> | undefined;
  return {
    baseUrl,
    port,
    context: app.emulator,
    close: () => (closing ??= app.close()),
  };
}
