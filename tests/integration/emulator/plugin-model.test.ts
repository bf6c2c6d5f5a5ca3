// The emulator is made of Fastify plugins that name what they need: a plugin registered without a plugin it
// depends on is refused when the server boots (not a missing service found at the first request), and the edge,
// registered after the APIs whose rules it enforces, still answers first for every route of a zone's Host.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogUploadsPlugin } from '../../../electron/emulator/data-api/catalog/catalog-plugin';
import { controlPlugin } from '../../../electron/emulator/control/control-plugin';
import { emulatorCorePlugin } from '../../../electron/emulator/core-plugin';
import { doorPlugin } from '../../../electron/emulator/door/door-plugin';
import { bigChannelControlPlugin } from '../../../electron/emulator/control/big-channel-control-plugin';
import { processingControlPlugin } from '../../../electron/emulator/control/processing-control-plugin';
import { edgePlugin } from '../../../electron/emulator/edge/edge-plugin';
import { plugins } from '../../../electron/emulator/plugins';
import { mediaPlugin } from '../../../electron/emulator/data-api/media/media-plugin';
import { oauthPlugin } from '../../../electron/emulator/oauth/oauth-plugin';
import { rulesetsPlugin } from '../../../electron/emulator/rulesets/rulesets-plugin';
import { resolveOptions } from '../../../electron/emulator/server';
import { uploadHostPlugin } from '../../../electron/emulator/upload-host/upload-host-plugin';
import { youtubeDataApiPlugin } from '../../../electron/emulator/data-api/data-api-plugin';
import { SHOP, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'emulator-plugins-it-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type Plugin = (typeof plugins)[number];

/** Boots a bare Fastify with the core plugin (unless told not to) and the given plugins, then closes it. */
async function boot(plugins: readonly Plugin[], withCore = true): Promise<void> {
  const app = Fastify();
  try {
    if (withCore) await app.register(emulatorCorePlugin, { options: resolveOptions({ dataDir }), baseUrl: () => '' });
    for (const plugin of plugins) await app.register(plugin);
    await app.ready();
  } finally {
    await app.close().catch(() => undefined);
  }
}

describe('declared dependencies', () => {
  it('cover every plugin the emulator registers, in its order', () => {
    expect(plugins).toEqual([
      youtubeDataApiPlugin,
      oauthPlugin,
      uploadHostPlugin,
      catalogUploadsPlugin,
      mediaPlugin,
      rulesetsPlugin,
      edgePlugin,
      controlPlugin,
      processingControlPlugin,
      bigChannelControlPlugin,
      doorPlugin,
    ]);
  });

  it.each([
    ['oauth', 'youtube-data-api', oauthPlugin],
    ['upload-host', 'youtube-data-api', uploadHostPlugin],
    ['catalog-uploads', 'youtube-data-api', catalogUploadsPlugin],
    ['media', 'youtube-data-api', mediaPlugin],
    ['edge', 'rulesets-api', edgePlugin],
    ['control', 'youtube-data-api', controlPlugin],
    ['processing-control', 'youtube-data-api', processingControlPlugin],
    ['big-channel-control', 'youtube-data-api', bigChannelControlPlugin],
    ['door', 'edge', doorPlugin],
  ] as const)('%s without %s is refused at boot, naming it', async (name, missing, plugin) => {
    await expect(boot([plugin])).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining(`'${missing}' of plugin '${name}'`),
    });
  });

  it.each([
    ['youtube-data-api', youtubeDataApiPlugin],
    ['oauth', oauthPlugin],
    ['upload-host', uploadHostPlugin],
    ['catalog-uploads', catalogUploadsPlugin],
    ['media', mediaPlugin],
    ['rulesets-api', rulesetsPlugin],
    ['edge', edgePlugin],
    ['control', controlPlugin],
    ['processing-control', processingControlPlugin],
    ['big-channel-control', bigChannelControlPlugin],
    ['door', doorPlugin],
  ] as const)('%s without the core plugin is refused at boot', async (name, plugin) => {
    await expect(boot([plugin], false)).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining(`'emulator-core' of plugin '${name}'`),
    });
  });

  it('boots with every plugin in the order the emulator registers them', async () => {
    await expect(boot(plugins)).resolves.toBeUndefined();
  });
});

describe('the edge before every route', () => {
  let fx: EmulatorHarness;
  beforeAll(async () => {
    fx = await startEmulatorHarness();
  });
  afterAll(async () => {
    await fx.close();
  });

  it.each(['/youtube/v3/channels?part=id&mine=true', '/client/v4/user/tokens/verify', '/token', '/_emulator/v1/info'])(
    'answers %s for the zone from its stand-in origin',
    async (path) => {
      const answer = await fx.edge(path);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ origin: 'Channel Desk emulator stand-in origin', host: SHOP });
    },
  );
});
