// What the emulator core keeps in its data dir (youtube-state.json, oauth-tokens.json): it survives a restart,
// and a file that is damaged or of a layout this version does not know is moved aside (.corrupt-<time>,
// .unknown-layout-<time>) so that the emulator starts from its seed instead of refusing to start.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  errorOf,
  pkcePair,
  REDIRECT,
  SCOPE,
  START_TIME,
  startEmulatorHarness,
  type EmulatorHarness,
} from '../support/emulator-harness';

const STATE = 'youtube-state.json';
const TOKENS = 'oauth-tokens.json';

let open: EmulatorHarness[] = [];
let dirs: string[] = [];
afterEach(async () => {
  for (const fixture of open) await fixture.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  open = [];
  dirs = [];
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'emulator-state-it-'));
  dirs.push(dir);
  return dir;
}

async function start(dir: string): Promise<EmulatorHarness> {
  const fixture = await startEmulatorHarness({ dataDir: dir });
  open.push(fixture);
  return fixture;
}

async function readJson(path: string): Promise<any> {
  return JSON.parse(await readFile(path, 'utf8'));
}

async function signIn(fx: EmulatorHarness): Promise<{ access_token: string; refresh_token: string }> {
  const { verifier, challenge } = pkcePair();
  const redirect = await fx.get(
    authorizeUrl(fx, {
      client_id: fx.info.demo.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: SCOPE('youtube'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
  );
  const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const reply = await fx.form(fx.info.oauth.tokenUrl, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
    client_id: fx.info.demo.clientId,
    client_secret: fx.info.demo.clientSecret,
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

const mineStatus = async (fx: EmulatorHarness, token: string) =>
  (await fx.api('/channels?part=id&mine=true', token)).status;

describe('state across restarts', () => {
  it('writes both state files on first start, whole and without temp files left over', async () => {
    const dir = await dataDir();
    const fx = await start(dir);
    await fx.token();
    await fx.stop();
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(expect.arrayContaining([STATE, TOKENS]));
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const state = await readJson(join(dir, STATE));
    expect(state.version).toBe(1);
    expect(state.channels.map((channel: any) => channel.id)).toContain(fx.info.demo.channelId);
    const tokens = await readJson(join(dir, TOKENS));
    expect(tokens.version).toBe(1);
    expect(Object.keys(tokens.accessTokens)).toHaveLength(1);
  });

  it('keeps access tokens, refresh tokens and revocations', async () => {
    const dir = await dataDir();
    const fx = await start(dir);
    const minted = await fx.token({ channelId: fx.info.demo.otherChannelId });
    const kept = await signIn(fx);
    const revoked = await signIn(fx);
    expect(
      (await fx.form(`${fx.info.oauth.revokeUrl}?token=${encodeURIComponent(revoked.refresh_token)}`, {})).status,
    ).toBe(200);

    await fx.restart();
    expect((await fx.api('/channels?part=id&mine=true', minted)).body.items[0].id).toBe(fx.info.demo.otherChannelId);
    expect(await mineStatus(fx, kept.access_token)).toBe(200);
    const refreshed = await fx.form(fx.info.oauth.tokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: kept.refresh_token,
      client_id: fx.info.demo.clientId,
      client_secret: fx.info.demo.clientSecret,
    });
    expect(refreshed.status).toBe(200);
    expect(await mineStatus(fx, refreshed.body.access_token)).toBe(200);
    expect(await mineStatus(fx, revoked.access_token)).toBe(401);
    const dead = await fx.form(fx.info.oauth.tokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: revoked.refresh_token,
      client_id: fx.info.demo.clientId,
      client_secret: fx.info.demo.clientSecret,
    });
    expect(dead.body.error).toBe('invalid_grant');
  });

  it('keeps expiries: a token expired before the restart stays expired', async () => {
    const dir = await dataDir();
    const fx = await start(dir);
    const token = await fx.token();
    expect((await fx.json('POST', '/_emulator/v1/tokens/expire')).body.expired).toBe(1);
    await fx.restart();
    expect(errorOf((await fx.api('/channels?part=id&mine=true', token)).body).reason).toBe('authError');
  });

  it('serves what the state file holds, not the seed', async () => {
    const dir = await dataDir();
    const fx = await start(dir);
    await fx.stop();
    const state = await readJson(join(dir, STATE));
    state.channels[0].title = 'Renamed while stopped';
    state.videos = state.videos.filter((video: any) => video.id !== 'dQd3moVid01');
    await writeFile(join(dir, STATE), JSON.stringify(state));
    await fx.restart();
    const token = await fx.token();
    expect((await fx.api('/channels?part=snippet&mine=true', token)).body.items[0].snippet.title).toBe(
      'Renamed while stopped',
    );
    expect(
      (await fx.api('/videos?part=id&id=dQd3moVid01,dQd3moVid02', token)).body.items.map((video: any) => video.id),
    ).toEqual(['dQd3moVid02']);
  });
});

describe('damaged state files', () => {
  const cases: Array<{ name: string; file: string; content: string; aside: string }> = [
    {
      name: 'truncated JSON',
      file: STATE,
      content: '{"version":1,"channels":[{"id":"UCx"',
      aside: `${STATE}.corrupt-${START_TIME}`,
    },
    { name: 'an empty file', file: STATE, content: '', aside: `${STATE}.corrupt-${START_TIME}` },
    {
      name: 'a newer layout',
      file: STATE,
      content: JSON.stringify({ version: 2, channels: [], videos: [], playlists: [], playlistItems: {} }),
      aside: `${STATE}.unknown-layout-${START_TIME}`,
    },
    { name: 'JSON null', file: STATE, content: 'null', aside: `${STATE}.unknown-layout-${START_TIME}` },
    { name: 'binary garbage', file: TOKENS, content: '\u0000\u0001garbage', aside: `${TOKENS}.corrupt-${START_TIME}` },
    {
      name: 'an older layout',
      file: TOKENS,
      content: JSON.stringify({ tokens: [{ token: 'ya29.old' }] }),
      aside: `${TOKENS}.unknown-layout-${START_TIME}`,
    },
    {
      name: 'a newer layout',
      file: TOKENS,
      content: JSON.stringify({ version: 99 }),
      aside: `${TOKENS}.unknown-layout-${START_TIME}`,
    },
  ];

  for (const { name, file, content, aside } of cases) {
    it(`${file}: ${name} is moved aside, unchanged, and the emulator starts from the seed`, async () => {
      const dir = await dataDir();
      await writeFile(join(dir, file), content);
      const fx = await start(dir);
      const files = await readdir(dir);
      expect(files).toContain(aside);
      expect(await readFile(join(dir, aside), 'utf8')).toBe(content);
      const token = await fx.token();
      const channel = await fx.api('/channels?part=snippet&mine=true', token);
      expect(channel.status).toBe(200);
      expect(channel.body.items[0].snippet.title).toBe('Demo Creator');
      // The seed was written back in place of the damaged file: the next start finds nothing to move aside.
      await fx.restart();
      expect((await readdir(dir)).filter((entry) => entry.startsWith(`${file}.`))).toEqual([aside]);
      expect((await readJson(join(dir, file))).version).toBe(1);
      expect(await mineStatus(fx, token)).toBe(200);
    });
  }

  it('tokens issued before a damaged token file are gone; the Data API says authError, not 500', async () => {
    const dir = await dataDir();
    const fx = await start(dir);
    const token = await fx.token();
    await fx.stop();
    await writeFile(join(dir, TOKENS), '{"version":1,"accessTokens":');
    await fx.restart();
    expect(errorOf((await fx.api('/channels?part=id&mine=true', token)).body).reason).toBe('authError');
    expect((await readdir(dir)).some((entry) => entry.startsWith(`${TOKENS}.corrupt-`))).toBe(true);
  });
});
