// The emulator is made of Fastify plugins that name what they need: a feature registered without a plugin it
// depends on is refused when the server boots (not a missing service found at the first request), and the edge,
// registered after the APIs whose rules it enforces, still answers first for every route of a zone's Host.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogUploadsFeature } from '../../../electron/emulator/data-api/catalog/catalog-plugin';
import { controlFeature } from '../../../electron/emulator/control/control-plugin';
import { emulatorCorePlugin } from '../../../electron/emulator/core-plugin';
import { doorFeature } from '../../../electron/emulator/door/door-plugin';
import { processingControlFeature } from '../../../electron/emulator/control/processing-control-plugin';
import { edgeFeature } from '../../../electron/emulator/edge/edge-plugin';
import { features } from '../../../electron/emulator/plugins';
import { mediaFeature } from '../../../electron/emulator/data-api/media/media-plugin';
import { oauthFeature } from '../../../electron/emulator/oauth/oauth-plugin';
import { rulesetsApiFeature } from '../../../electron/emulator/rulesets/rulesets-plugin';
import { resolveOptions } from '../../../electron/emulator/server';
import { uploadHostFeature } from '../../../electron/emulator/upload-host/upload-host-plugin';
import { youtubeDataApiFeature } from '../../../electron/emulator/data-api/data-api-plugin';
import { SHOP, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'emulator-plugins-it-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type Plugin = (typeof features)[number];

/** Boots a bare Fastify with the core plugin (unless told not to) and the given features, then closes it. */
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
  it('cover every feature the emulator registers, in its order', () => {
    expect(features).toEqual([
      youtubeDataApiFeature,
      oauthFeature,
      uploadHostFeature,
      catalogUploadsFeature,
      mediaFeature,
      rulesetsApiFeature,
      edgeFeature,
      controlFeature,
      processingControlFeature,
      doorFeature,
    ]);
  });

  it.each([
    ['oauth', 'youtube-data-api', oauthFeature],
    ['upload-host', 'youtube-data-api', uploadHostFeature],
    ['catalog-uploads', 'youtube-data-api', catalogUploadsFeature],
    ['media', 'youtube-data-api', mediaFeature],
    ['edge', 'rulesets-api', edgeFeature],
    ['control', 'youtube-data-api', controlFeature],
    ['processing-control', 'youtube-data-api', processingControlFeature],
    ['door', 'edge', doorFeature],
  ] as const)('%s without %s is refused at boot, naming it', async (name, missing, plugin) => {
    await expect(boot([plugin])).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining(`'${missing}' of plugin '${name}'`),
    });
  });

  it.each([
    ['youtube-data-api', youtubeDataApiFeature],
    ['oauth', oauthFeature],
    ['upload-host', uploadHostFeature],
    ['catalog-uploads', catalogUploadsFeature],
    ['media', mediaFeature],
    ['rulesets-api', rulesetsApiFeature],
    ['edge', edgeFeature],
    ['control', controlFeature],
    ['processing-control', processingControlFeature],
    ['door', doorFeature],
  ] as const)('%s without the core plugin is refused at boot', async (name, plugin) => {
    await expect(boot([plugin], false)).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining(`'emulator-core' of plugin '${name}'`),
    });
  });

  it('boots with every feature in the order the emulator registers them', async () => {
    await expect(boot(features)).resolves.toBeUndefined();
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
