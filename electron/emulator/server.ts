// Starts the emulator: one Fastify server on 127.0.0.1 made of the feature modules, sharing one context.
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { CLOCK_SERVICE, type EmulatorClock, type EmulatorContext, type EmulatorOptions } from './context';
import { features } from './features';
import { OAUTH_TOKENS_SERVICE } from './oauth/oauth-feature';
import { PersistentTokenService } from './oauth/token-service';

export interface RunningEmulator {
  readonly baseUrl: string;
  readonly port: number;
  readonly context: EmulatorContext;
  close(): Promise<void>;
}

export const DEFAULT_ACCESS_TOKEN_LIFETIME_SEC = 3600;

export function resolveOptions(partial: Partial<EmulatorOptions>): EmulatorOptions {
  return {
    port: partial.port ?? 0,
    dataDir: partial.dataDir ?? mkdtempSync(join(tmpdir(), 'channel-desk-emulator-')),
    accessTokenLifetimeSec: partial.accessTokenLifetimeSec ?? DEFAULT_ACCESS_TOKEN_LIFETIME_SEC,
    now: partial.now ?? Date.now,
    log: partial.log ?? false,
  };
}

export async function startEmulator(partial: Partial<EmulatorOptions> = {}): Promise<RunningEmulator> {
  const options = resolveOptions(partial);
  mkdirSync(options.dataDir, { recursive: true });
  let baseUrl = '';
  // Tests of a separate emulator process cannot hand it a clock; they move this one through the test control.
  let clockOffsetMs = 0;
  const now = () => options.now() + clockOffsetMs;
  const clock: EmulatorClock = {
    now,
    advance(ms) {
      clockOffsetMs += ms;
      return now();
    },
  };
  const tokens = await PersistentTokenService.open({
    dataDir: options.dataDir,
    lifetimeSec: options.accessTokenLifetimeSec,
    now,
  });
  const context: EmulatorContext = {
    options,
    baseUrl: () => baseUrl,
    now,
    tokens,
    info: [],
    disposers: [() => tokens.flush()],
    services: new Map<string, unknown>([
      [OAUTH_TOKENS_SERVICE, tokens],
      [CLOCK_SERVICE, clock],
    ]),
  };

  // An in-flight upload must not hold a shutdown hostage: close() ends open connections.
  const app = Fastify({ logger: options.log, forceCloseConnections: true, bodyLimit: 10 * 1024 * 1024 });
  try {
    for (const feature of features) await feature(app, context);
    await app.listen({ host: '127.0.0.1', port: options.port });
  } catch (error) {
    await app.close().catch(() => undefined);
    await dispose(context);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  baseUrl = `http://127.0.0.1:${port}`;

  let closing: Promise<void> | undefined;
  return {
    baseUrl,
    port,
    context,
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await dispose(context);
      })()),
  };
}

async function dispose(context: EmulatorContext): Promise<void> {
  const failures: unknown[] = [];
  for (const disposer of [...context.disposers].reverse()) {
    try {
      await disposer();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
