// The demo workspace: the embedded emulator, started inside the main process with its state in the data dir, so a
// new user can try everything without an account and find the same demo channel after a restart. The emulator's
// infrastructure account comes with it: its write token opens the Rate limits screen on the demo zones. Its test
// control needs its control secret (from --control-secret, else made at random), which stays in this process.
import { join } from 'node:path';
import axios from 'axios';
import { z } from 'zod';
import type { ServiceSettings } from '../../shared/ipc/app';
import { emulatorControlHeaders } from '../../shared/platform/emulator-control';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import type { SettingsStore } from '../kernel/settings-store';
import type { OAuthClient } from './client-secret';

const infoSchema = z.object({
  baseUrl: z.string(),
  dataApiBaseUrl: z.string(),
  uploadBaseUrl: z.string(),
  oauth: z.object({ authorizeUrl: z.string(), tokenUrl: z.string(), revokeUrl: z.string() }),
  demo: z.object({
    clientId: z.string(),
    clientSecret: z.string(),
    channelId: z.string(),
    /** The demo user's channels, the default first (an emulator older than issue 21 names only channelId). */
    channels: z.array(z.string()).max(100).optional(),
  }),
  rulesets: z
    .object({ apiBaseUrl: z.string(), tokens: z.object({ write: z.string() }).passthrough() })
    .passthrough()
    .optional(),
});

/** An API token of an emulator's infrastructure account and the only address it may be sent to. */
export interface DemoRulesetsToken {
  readonly token: string;
  readonly apiBaseUrl: string;
}

export interface DemoEndpoints {
  readonly services: ServiceSettings;
  readonly client: OAuthClient;
  readonly channelId: string;
  /** Every channel of the demo user, the default one first. */
  readonly channelIds: readonly string[];
  readonly rulesets?: DemoRulesetsToken;
}

export class DemoWorkspace {
  private running: Promise<{ emulator: RunningEmulator; endpoints: DemoEndpoints }> | undefined;
  private started: DemoEndpoints | undefined;
  /** The running emulator's clock, which its test control can move. */
  private clock: (() => number) | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly settings: SettingsStore,
    /** A port from the command line wins over the remembered one. */
    private readonly requestedPort?: number,
    private readonly onStarted: (baseUrl: string) => void = () => undefined,
    private readonly checkConformance = false,
    /** From the command line (`--control-secret`); else the emulator makes one at random each start. */
    private readonly controlSecret?: string,
    /** Seeds the demo channel with the big channel's 10,000 videos (`--demo-size large`; once: seeding is idempotent). */
    private readonly bigChannel = false,
  ) {}

  /** Starts the emulator once; later calls share it. */
  ensureRunning(): Promise<DemoEndpoints> {
    this.running ??= this.start().catch((error: unknown) => {
      this.running = undefined;
      throw error;
    });
    return this.running.then((running) => running.endpoints);
  }

  isRunning(): boolean {
    return this.running !== undefined;
  }

  /** The write token of the running emulator's infrastructure account, bound to that emulator's rulesets API. */
  rulesetsToken(): DemoRulesetsToken | undefined {
    return this.started?.rulesets;
  }

  /** The demo platform's time while its emulator runs (work timed on the platform's clock follows it). */
  now(): number | undefined {
    return this.clock?.();
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    this.started = undefined;
    this.clock = undefined;
    if (running) await (await running).emulator.close();
  }

  private async start(): Promise<{ emulator: RunningEmulator; endpoints: DemoEndpoints }> {
    const dataDir = join(this.dataDir, 'demo-emulator');
    // The same port as last time keeps session URIs of interrupted uploads valid across restarts.
    const preferred = this.requestedPort ?? this.settings.read().demoEmulatorPort ?? 0;
    const options = {
      dataDir,
      checkConformance: this.checkConformance,
      ...(this.controlSecret === undefined ? {} : { controlSecret: this.controlSecret }),
    };
    let emulator: RunningEmulator;
    try {
      emulator = await startEmulator({ ...options, port: preferred });
    } catch (error) {
      if (preferred === 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      emulator = await startEmulator({ ...options, port: 0 });
    }
    const secret = emulator.context.options.controlSecret;
    this.settings.update({ demoEmulatorPort: emulator.port });
    this.onStarted(emulator.baseUrl);
    // Only where the demo zone has no rules yet: what a user changed in an earlier session stays as they left it.
    await axios.post(
      `${emulator.baseUrl}/_emulator/v1/rulesets/examples`,
      {},
      { timeout: 10_000, maxRedirects: 0, headers: emulatorControlHeaders(secret) },
    );
    if (this.bigChannel) {
      await axios.post(
        `${emulator.baseUrl}/_emulator/v1/big-channel`,
        {},
        { timeout: 120_000, maxRedirects: 0, headers: emulatorControlHeaders(secret) },
      );
    }
    const endpoints = await readEmulatorEndpoints(emulator.baseUrl, secret);
    this.started = endpoints;
    this.clock = () => emulator.context.now();
    return { emulator, endpoints };
  }
}

/** An emulator's endpoints and demo client, from its `GET /_emulator/v1/info` (test control: needs its secret). */
export async function readEmulatorEndpoints(baseUrl: string, controlSecret: string): Promise<DemoEndpoints> {
  const response = await axios.get(`${baseUrl.replace(/\/$/, '')}/_emulator/v1/info`, {
    timeout: 10_000,
    maxRedirects: 0,
    headers: emulatorControlHeaders(controlSecret),
  });
  const info = infoSchema.parse(response.data);
  return {
    services: {
      dataApiBaseUrl: info.dataApiBaseUrl,
      uploadBaseUrl: info.uploadBaseUrl,
      oauthAuthorizeUrl: info.oauth.authorizeUrl,
      oauthTokenUrl: info.oauth.tokenUrl,
      oauthRevokeUrl: info.oauth.revokeUrl,
      rulesetsApiBaseUrl: info.rulesets?.apiBaseUrl ?? `${info.baseUrl}/client/v4`,
    },
    client: { clientId: info.demo.clientId, clientSecret: info.demo.clientSecret },
    channelId: info.demo.channelId,
    channelIds: info.demo.channels ?? [info.demo.channelId],
    ...(info.rulesets ? { rulesets: { token: info.rulesets.tokens.write, apiBaseUrl: info.rulesets.apiBaseUrl } } : {}),
  };
}

/**
 * The demo client is approved without a click, so "showing" its consent page is a plain request whose redirect
 * lands on our loopback receiver, exactly where a browser would have taken it.
 */
export async function followDemoConsent(url: string): Promise<void> {
  const response = await axios.get(url, { maxRedirects: 5, timeout: 15_000, validateStatus: () => true });
  if (response.status >= 400) {
    throw new Error(`the demo sign-in page answered HTTP ${response.status}`);
  }
}
