// Fault 3 of issue 7: the signed-in tokens must never reach a server they were not issued by. A listener on
// 127.0.0.1 plays the attacker; the app, signed in to the emulator, is pushed toward it by every route there is
// (the page asking to move the services, a Data API base elsewhere, an upload host handing back a session URI on
// the attacker's origin, a tampered queue record, endpoints changed between two starts), and the listener must
// never see the refresh token, the client secret or a bearer token.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceSettings } from '../../../shared/ipc/app';
import type { Desk } from '../../../electron/app/composition-root';
import { vaultTokensName } from '../../../electron/auth/channel-tokens';
import { followDemoConsent } from '../../../electron/auth/demo-workspace';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import { createSecretVault } from '../../../electron/auth/secret-vault';
import { DataApiClient } from '../../../electron/platform/data-api-client';
import { fingerprintFile } from '../../../electron/files/file-fingerprint';
import { HttpTransport } from '../../../electron/uploads/engine/http-transport';
import { ResumableProtocol } from '../../../electron/uploads/engine/resumable-protocol';
import {
  runUpload,
  type RunnerListener,
  type UploadJob,
  type UploadSession,
} from '../../../electron/uploads/engine/upload-runner';
import { writeVideo } from '../../support/video-fixture';
import { openWebDesk } from '../../support/web-desk';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly text: string;
  readonly authorization?: string;
}

/** A plain HTTP server on 127.0.0.1 that records every request whole and answers as `answer` says. */
async function listen(
  answer: (
    request: IncomingMessage,
    respond: (status: number, headers: Record<string, string>, body?: string) => void,
  ) => void,
) {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        text: `${request.method} ${request.url}\n${JSON.stringify(request.headers)}\n${body}`,
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      });
      answer(request, (status, headers, text = '') => {
        response.writeHead(status, headers);
        response.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const dir = mkdtempSync(join(tmpdir(), 'token-destinations-'));
const dataDir = join(dir, 'app');
let emulator: EmulatorHarness;
let emulatorServices: ServiceSettings;
let clientId: string;
let clientSecret: string;
let attacker: Awaited<ReturnType<typeof listen>>;
/** An upload host the account is bound to that turns hostile: it hands back a session URI on the attacker's origin. */
let treacherousUploadHost: Awaited<ReturnType<typeof listen>>;
let desk: Desk | undefined;
const secrets = new Set<string>();

function openDesk(services?: ServiceSettings): Desk {
  // The host's link door shows the consent page; the emulator approves its demo client without a click.
  return openWebDesk(dataDir, (url) => followDemoConsent(url), services ? { services } : {});
}

async function call(target: Desk, name: string, payload?: unknown): Promise<any> {
  return target.router.dispatch(name, payload);
}

/** Every secret the app holds now: the stored tokens and the client secret. */
function rememberSecrets(): void {
  const vault = createSecretVault(dataDir, createKeyFileCipher(join(dataDir, 'secret.key')), () => undefined);
  // The signed-in channel's own vault entry: a missing one would leave nothing to look for, so it must be there.
  const tokens = JSON.parse(vault.get(vaultTokensName(emulator.info.demo.channelId)) ?? 'null') as {
    accessToken?: string;
    refreshToken?: string;
  };
  expect(tokens.refreshToken).toEqual(expect.any(String));
  if (tokens.accessToken) secrets.add(tokens.accessToken);
  if (tokens.refreshToken) secrets.add(tokens.refreshToken);
  secrets.add(clientSecret);
}

function leaksTo(seen: readonly Seen[]): Seen[] {
  return seen.filter(
    (request) =>
      request.authorization !== undefined ||
      /refresh_token|client_secret|access_token|[?&]token=/i.test(request.text) ||
      [...secrets].some((secret) => request.text.includes(secret)),
  );
}

beforeAll(async () => {
  emulator = await startEmulatorHarness();
  const { info } = emulator;
  clientId = info.demo.clientId;
  clientSecret = info.demo.clientSecret;
  attacker = await listen((request, respond) => {
    // Answers that invite a client to try again with more: a 401 asks for a refreshed token.
    if (request.url?.includes('token'))
      respond(200, { 'content-type': 'application/json' }, JSON.stringify({ access_token: 'x', expires_in: 3600 }));
    else
      respond(
        401,
        { 'content-type': 'application/json' },
        JSON.stringify({ error: { code: 401, message: 'Invalid Credentials', errors: [{ reason: 'authError' }] } }),
      );
  });
  treacherousUploadHost = await listen((_request, respond) =>
    respond(200, {
      location: `${attacker.origin}/upload/youtube/v3/videos?uploadType=resumable&upload_id=stolen`,
      'content-length': '0',
    }),
  );
  emulatorServices = {
    dataApiBaseUrl: info.dataApiBaseUrl,
    uploadBaseUrl: `${treacherousUploadHost.origin}/upload/youtube/v3`,
    oauthAuthorizeUrl: info.oauth.authorizeUrl,
    oauthTokenUrl: info.oauth.tokenUrl,
    oauthRevokeUrl: info.oauth.revokeUrl,
    rulesetsApiBaseUrl: `${emulator.baseUrl}/client/v4`,
  };
  // The endpoints as a developer sets them in the settings file while the app is closed.
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'settings.json'), JSON.stringify({ services: emulatorServices }));

  desk = openDesk();
  await desk.start();
  const imported = await call(desk, 'accounts.importClientSecret', {
    json: JSON.stringify({ installed: { client_id: clientId, client_secret: clientSecret } }),
  });
  expect(imported.ok).toBe(true);
  const signedIn = await call(desk, 'accounts.signIn');
  expect(signedIn).toMatchObject({ ok: true, value: { channel: { id: info.demo.channelId } } });
  rememberSecrets();
});

afterAll(async () => {
  await desk?.stop();
  await attacker?.close();
  await treacherousUploadHost?.close();
  await emulator?.close();
});

describe('the signed-in tokens go only where they were issued', () => {
  it('the page cannot move the token URL and the Data API to the attacker, and refreshChannel stays with the emulator', async () => {
    const moved = {
      ...emulatorServices,
      oauthTokenUrl: `${attacker.origin}/token`,
      dataApiBaseUrl: `${attacker.origin}/youtube/v3`,
    };
    const answer = await call(desk!, 'settings.setServices', moved);
    const refreshed = await call(desk!, 'accounts.refreshChannel');
    rememberSecrets();
    expect(leaksTo(attacker.seen)).toEqual([]);
    expect(answer).toMatchObject({ ok: false, error: { code: 'unknown-call' } });
    expect(refreshed).toMatchObject({ ok: true });
    expect(await call(desk!, 'settings.getServices')).toEqual({ ok: true, value: emulatorServices });
  });

  it('a Data API call toward another origin is refused before anything is sent', async () => {
    const api = new DataApiClient(() => `${attacker.origin}/youtube/v3`, desk!.accounts.tokens);
    await expect(api.request({ path: '/channels', params: { part: 'id', mine: true } })).rejects.toMatchObject({
      code: 'token-destination-refused',
      message: expect.stringContaining(`refused to send your sign-in to ${attacker.origin}`),
    });
    expect(attacker.seen).toEqual([]);
  });

  it('a session URI on another origin, handed back by the upload host or found in a record, never gets the bearer', async () => {
    const video = await writeVideo(dir, 'clip.mp4', 300 * 1024);
    const job: UploadJob = {
      fileName: 'clip.mp4',
      file: await fingerprintFile(video.path),
      mimeType: 'video/mp4',
      metadata: { snippet: { title: 'Clip' }, status: { privacyStatus: 'private' } },
      bytesConfirmed: 0,
    };
    const transport = new HttpTransport({ idleTimeoutMs: 2000 });
    const deps = {
      protocol: new ResumableProtocol(transport, Date.now),
      tokens: desk!.accounts.tokens,
      uploadBaseUrl: emulatorServices.uploadBaseUrl,
      now: Date.now,
      random: () => 0.5,
    };
    const options = { chunkSize: 256 * 1024, baseMs: 5, capMs: 20, maxAttemptsWithoutProgress: 2 };
    try {
      const handedBack = await runUpload(job, options, deps, quietListener(), new AbortController().signal);
      expect(handedBack).toMatchObject({
        kind: 'failed',
        keepSession: false,
        error: { message: expect.stringContaining('does not send your sign-in there') },
      });
      // The bound upload host got the initiation (it is where the token belongs); the attacker got nothing.
      expect(treacherousUploadHost.seen).toHaveLength(1);

      const tampered: UploadSession = {
        uri: `${attacker.origin}/upload/youtube/v3/videos?upload_id=s1`,
        uploadBaseUrl: deps.uploadBaseUrl,
      };
      const resumed = await runUpload(
        { ...job, session: tampered, bytesConfirmed: 1 },
        options,
        deps,
        quietListener(),
        new AbortController().signal,
      );
      // The tampered session is dropped (a retry would only be refused again); the fresh one is refused like above.
      expect(resumed).toMatchObject({
        kind: 'failed',
        keepSession: false,
        error: { message: expect.stringContaining('does not send your sign-in there') },
      });
      expect(treacherousUploadHost.seen).toHaveLength(2);
    } finally {
      transport.close();
    }
    expect(attacker.seen).toEqual([]);
  });

  it('endpoints changed between two starts sign out, revoking at the old endpoint, with a notice', async () => {
    await desk!.stop();
    const vault = createSecretVault(dataDir, createKeyFileCipher(join(dataDir, 'secret.key')), () => undefined);
    const refreshToken = (
      JSON.parse(vault.get(vaultTokensName(emulator.info.demo.channelId))!) as { refreshToken: string }
    ).refreshToken;
    const refreshAtEmulator = () =>
      fetch(emulatorServices.oauthTokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: clientId,
          client_secret: clientSecret,
        }).toString(),
      });
    expect((await refreshAtEmulator()).status).toBe(200);

    const hostile: ServiceSettings = {
      dataApiBaseUrl: `${attacker.origin}/youtube/v3`,
      uploadBaseUrl: `${attacker.origin}/upload/youtube/v3`,
      oauthAuthorizeUrl: `${attacker.origin}/o/oauth2/v2/auth`,
      oauthTokenUrl: `${attacker.origin}/token`,
      oauthRevokeUrl: `${attacker.origin}/revoke`,
      rulesetsApiBaseUrl: `${attacker.origin}/client/v4`,
    };
    desk = openDesk(hostile);
    await desk.start();
    expect(await call(desk, 'accounts.get')).toEqual({ ok: true, value: null });
    const notices = (await call(desk, 'app.notices')).value as { message: string }[];
    expect(notices.map((notice) => notice.message).join('\n')).toMatch(
      new RegExp(`signed out .*revoked at ${emulator.baseUrl}`),
    );
    expect(await call(desk, 'accounts.refreshChannel')).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });

    // The revocation reached the emulator that issued the token: it no longer refreshes there.
    expect(await (await refreshAtEmulator()).json()).toMatchObject({ error: 'invalid_grant' });
    expect(leaksTo(attacker.seen)).toEqual([]);
    expect(attacker.seen).toEqual([]);
  });
});

function quietListener(): RunnerListener {
  return {
    starting: () => undefined,
    uploading: () => undefined,
    retrying: () => undefined,
    sessionStarted: async () => undefined,
    sessionDropped: async () => undefined,
    confirmed: () => undefined,
    sending: () => undefined,
    notice: () => undefined,
  };
}
