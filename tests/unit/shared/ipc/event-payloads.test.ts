// Hosts forward event payloads without checking them, so a service could drift from the contract's event schemas
// unnoticed by the renderer's types. This drives a real desk through a new user's flow (demo sign-in, an upload,
// a rate limiting rule and a log replay, a bandwidth schedule, sign-out) and holds every event it emits to its schema.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesk, type Desk } from '../../../../electron/app/composition-root';
import { createKeyFileCipher } from '../../../../electron/auth/key-file-cipher';
import {
  eventProblem,
  type CallArgs,
  type CallName,
  type CallOutput,
  type EventName,
  type EventPayload,
} from '../../../../shared/ipc';
import { emulatorControlHeaders } from '../../../../shared/platform/emulator-control';
import { templateById } from '../../../../shared/rate-limits/templates';
import { writeVideo } from '../../../support/video-fixture';
import { chooseSendAsNo } from '../../../support/unanswered-choice';

type UploadProgress = EventPayload<'uploads.progress'>;

let dataDir: string;
let desk: Desk;
const seen: Array<{ name: EventName; payload: unknown }> = [];

async function call<N extends CallName>(name: N, payload?: CallArgs<N>): Promise<CallOutput<N>> {
  const result = await desk.router.dispatch(name, payload);
  if (!result.ok) throw new Error(`${name}: ${result.error.code}: ${result.error.message}`);
  return result.value as CallOutput<N>;
}

function nextEvent(test: (name: EventName, payload: unknown) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = desk.events.subscribe((name, payload) => {
      if (!test(name, payload)) return;
      stop();
      resolve();
    });
  });
}

// The demo emulator's control secret, chosen here so the test can read the demo's rulesets token from its info.
const DEMO_CONTROL_SECRET = 'event-payloads-control';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'desk-events-'));
  desk = createDesk(
    {
      // The desktop host's desk: it queues files by path (browser mode's refuses paths; its page stages files).
      kind: 'electron',
      version: '0.0.0',
      dataDir,
      openCipher: () => createKeyFileCipher(join(dataDir, 'secret.key')),
      openSettingsFile: (options) => new Conf(options),
      openExternal: async () => undefined,
      demoControlSecret: DEMO_CONTROL_SECRET,
    },
    () => undefined,
  );
  chooseSendAsNo(desk);
  desk.events.subscribe((name, payload) => void seen.push({ name, payload }));
  await desk.start();
});

afterAll(async () => {
  await desk?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('every event a desk emits satisfies its schema in the contract', () => {
  it('through demo sign-in, an upload, a rate limiting rule and sign-out', { timeout: 60_000 }, async () => {
    await call('accounts.startDemo');
    await call('uploads.setSettings', { chunkSize: 256 * 1024 });
    // A window boundary ahead, so the limit's event carries when it next changes.
    await call('bandwidth.set', {
      otherwise: null,
      windows: [{ from: 0, to: 60, days: [3], bytesPerSecond: 64 * 1024 }],
    });
    await call('bandwidth.set', { otherwise: null, windows: [] });

    const video = await writeVideo(dataDir, 'events.mp4', 600 * 1024);
    const done = nextEvent(
      (name, payload) => name === 'uploads.progress' && (payload as UploadProgress).state === 'done',
    );
    // The upload's end is told once the grouping window closes; the video is followed and the queue's progress sent.
    const told = nextEvent((name) => name === 'notifications.show');
    const followed = nextEvent((name) => name === 'follow.changed');
    const { accepted } = await call('uploads.enqueue', { files: [{ source: { kind: 'path', path: video.path } }] });
    expect(accepted).toHaveLength(1);
    await done;
    await Promise.all([told, followed]);
    expect((await call('uploads.list')).uploads.map((upload) => upload.state)).toEqual(['done']);

    const rulesetsApi = new URL(desk.accounts.services().rulesetsApiBaseUrl);
    const info = (await (
      await fetch(`${rulesetsApi.origin}/_emulator/v1/info`, { headers: emulatorControlHeaders(DEMO_CONTROL_SECRET) })
    ).json()) as {
      rulesets: { tokens: { write: string } };
    };
    await call('rateLimits.setToken', { token: info.rulesets.tokens.write });
    const [zone] = await call('rateLimits.zones');
    await call('rateLimits.createRule', { zoneId: zone!.id, rule: templateById('login-per-ip')!.rule });
    const replayed = await call('rateLimits.replayLog', {
      replayId: 'event-payloads-replay',
      log: { kind: 'demo-sample' },
      host: zone!.name,
      drafts: [{ label: 'Draft', rules: [templateById('login-per-ip')!.rule] }],
    });
    expect(replayed.outcome).toBe('done');
    await call('rateLimits.removeToken');

    await call('accounts.signOut');

    const names = new Set(seen.map((event) => event.name));
    for (const name of [
      'accounts.changed',
      'uploads.changed',
      'uploads.progress',
      'follow.changed',
      'notifications.show',
      'progress.changed',
      'rateLimits.tokenChanged',
      'rateLimits.changed',
      'rateLimits.replayProgress',
      'bandwidth.changed',
    ]) {
      expect(names, `no ${name} event was emitted`).toContain(name);
    }
    expect(seen.map((event) => eventProblem(event.name, event.payload)).filter(Boolean)).toEqual([]);
  });

  it('the check itself refuses a payload its schema does not allow, and an unknown event', () => {
    expect(eventProblem('accounts.changed', { signedIn: true })).toBeUndefined();
    expect(eventProblem('accounts.changed', { signedIn: 'yes' })).toMatch(
      /^accounts\.changed .* breaks its schema: signedIn: /,
    );
    expect(eventProblem('uploads.progress', { id: 'x' })).toMatch(/breaks its schema/);
    expect(eventProblem('accounts.gone', {})).toBe('"accounts.gone" is not an event of the contract');
  });
});
