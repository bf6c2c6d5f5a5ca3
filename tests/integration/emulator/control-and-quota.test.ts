// The test control under /_emulator/v1 (info, minted and expired tokens, clock, quota) and the quota ledger the
// Data API charges: 1 unit per list call, quotaExceeded (403, youtube.quota) past the limit, each bucket shown and
// exhaustible on its own, a new day at midnight Pacific time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorControlHeaders } from '../../../shared/platform/emulator-control';
import { errorOf, SCOPE, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;

beforeAll(async () => {
  fx = await startEmulatorHarness({ accessTokenLifetimeSec: 900 });
});
afterAll(async () => {
  await fx.close();
});

describe('GET /_emulator/v1/info', () => {
  it("merges every feature's section, one level deep", async () => {
    const reply = await fx.json('GET', '/_emulator/v1/info');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const info = reply.body;
    const base = fx.baseUrl;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info).toMatchObject({
      baseUrl: base,
      dataApiBaseUrl: `${base}/youtube/v3`,
      uploadBaseUrl: `${base}/upload/youtube/v3`,
      apiKey: expect.any(String),
      oauth: {
        authorizeUrl: `${base}/o/oauth2/v2/auth`,
        tokenUrl: `${base}/token`,
        revokeUrl: `${base}/revoke`,
        accessTokenLifetimeSec: 900,
      },
      quota: { used: expect.any(Number), limit: 10_000 },
    });
    // "demo" comes from two features (the OAuth server and the Data API); both halves are there.
    expect(info.demo).toMatchObject({
      clientId: expect.stringMatching(/\.apps\.googleusercontent\.com$/),
      clientSecret: expect.any(String),
      channelId: expect.stringMatching(/^UC/),
      otherChannelId: expect.stringMatching(/^UC/),
      uploadsPlaylistId: expect.stringMatching(/^UU/),
    });
    expect(info.oauth.clients).toEqual([
      expect.objectContaining({ clientId: info.demo.clientId, clientSecret: info.demo.clientSecret, consent: false }),
      expect.objectContaining({ consent: true }),
    ]);
    expect(info.rulesets).toEqual(expect.any(Object));
    expect(info.uploads).toEqual(expect.any(Object));
    // Everything it names is really there.
    expect((await fetch(`${info.dataApiBaseUrl}/i18nRegions?part=id&key=${info.apiKey}`)).status).toBe(200);
    expect((await fx.json('GET', new URL(info.quota.control as string).pathname)).status).toBe(200);
  });
});

describe('POST /_emulator/v1/tokens', () => {
  it('mints a token for the demo channel with the write scopes and the configured lifetime', async () => {
    const reply = await fx.json('POST', '/_emulator/v1/tokens', {});
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      access_token: expect.stringMatching(/^ya29\./),
      expires_in: 900,
      token_type: 'Bearer',
    });
    expect(reply.body.scope.split(' ')).toEqual(
      expect.arrayContaining([SCOPE('youtube'), SCOPE('youtube.upload'), SCOPE('youtube.force-ssl')]),
    );
    const channel = await fx.api('/channels?part=id&mine=true', reply.body.access_token);
    expect(channel.body.items[0].id).toBe(fx.info.demo.channelId);
    // Without any body at all, the same defaults.
    const bare = await fetch(`${fx.baseUrl}/_emulator/v1/tokens`, {
      method: 'POST',
      headers: emulatorControlHeaders(fx.controlSecret),
    });
    expect(bare.status).toBe(200);
  });

  it('mints for another channel and for the scopes asked for', async () => {
    const reply = await fx.json('POST', '/_emulator/v1/tokens', {
      channelId: fx.info.demo.otherChannelId,
      scopes: [SCOPE('youtube.readonly')],
    });
    expect(reply.body.scope).toBe(SCOPE('youtube.readonly'));
    expect((await fx.api('/channels?part=id&mine=true', reply.body.access_token)).body.items[0].id).toBe(
      fx.info.demo.otherChannelId,
    );
  });

  it('404 for an unknown channel, 400 for a body it cannot use', async () => {
    const unknown = await fx.json('POST', '/_emulator/v1/tokens', { channelId: 'UCnobodyHere' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain('UCnobodyHere');
    for (const body of [{ scopes: 'all' }, { scopes: [] }, { channelId: 42 }, { colour: 'blue' }, ['a'], 'text']) {
      const reply = await fx.json('POST', '/_emulator/v1/tokens', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const broken = await fetch(`${fx.baseUrl}/_emulator/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...emulatorControlHeaders(fx.controlSecret) },
      body: '{"scopes":',
    });
    expect(broken.status).toBe(400);
  });

  it('/tokens/expire expires every live access token and says how many', async () => {
    await fx.json('POST', '/_emulator/v1/tokens/expire');
    const first = await fx.token();
    const second = await fx.token({ channelId: fx.info.demo.otherChannelId });
    const reply = await fx.json('POST', '/_emulator/v1/tokens/expire');
    expect(reply).toMatchObject({ status: 200, body: { expired: 2 } });
    for (const token of [first, second])
      expect(errorOf((await fx.api('/channels?part=id&mine=true', token)).body).reason).toBe('authError');
    expect((await fx.json('POST', '/_emulator/v1/tokens/expire')).body).toEqual({ expired: 0 });
  });
});

describe('the clock', () => {
  it('moves forward and back; refuses a change that is not a whole number of ms', async () => {
    const before = Date.parse((await fx.json('GET', '/_emulator/v1/clock')).body.now);
    expect(before).toBe(fx.now());
    const token = await fx.token();
    const moved = await fx.json('POST', '/_emulator/v1/clock', { advanceMs: 900_000 });
    expect(Date.parse(moved.body.now)).toBe(before + 900_000);
    expect((await fx.api('/channels?part=id&mine=true', token)).status).toBe(401);
    const back = await fx.json('POST', '/_emulator/v1/clock', { advanceMs: -900_000 });
    expect(Date.parse(back.body.now)).toBe(before);
    expect((await fx.api('/channels?part=id&mine=true', token)).status).toBe(200);
    for (const body of [{ advanceMs: 'soon' }, { advanceMs: 1.5 }, {}, { advanceMs: 1, extra: true }]) {
      expect((await fx.json('POST', '/_emulator/v1/clock', body)).status).toBe(400);
    }
  });
});

describe('the quota ledger', () => {
  let token: string;
  const used = async () => (await fx.json('GET', '/_emulator/v1/quota')).body.used as number;
  /** A token of another OAuth client: another Google Cloud project, with buckets of its own. */
  const tokenOf = async (clientId: string) =>
    ((await fx.controlOk('POST', '/_emulator/v1/tokens', { clientId })) as { access_token: string }).access_token;

  beforeEach(async () => {
    await fx.json('PUT', '/_emulator/v1/quota', {
      limits: { uploads: 100, search: 100, units: 10_000, stats: 10_000 },
      uploadCapPerChannel: 150,
    });
    await fx.json('POST', '/_emulator/v1/quota/reset');
    token = await fx.token();
  });

  it('charges 1 unit for each list method, for refused parameters too, but not for an unauthenticated call', async () => {
    expect(await used()).toBe(0);
    const calls = [
      '/channels?part=snippet&mine=true',
      '/videos?part=snippet&chart=mostPopular',
      `/playlistItems?part=snippet&playlistId=${fx.info.demo.uploadsPlaylistId}`,
      '/i18nLanguages?part=snippet',
      '/i18nRegions?part=snippet',
      '/videoCategories?part=snippet&regionCode=US',
    ];
    for (const [index, call] of calls.entries()) {
      expect((await fx.api(call, token)).status).toBe(200);
      expect(await used()).toBe(index + 1);
    }
    expect((await fx.api('/channels?part=bogus&mine=true', token)).status).toBe(400);
    expect(await used()).toBe(calls.length + 1);
    expect((await fx.api('/channels?part=id&mine=true')).status).toBe(401);
    expect(await used()).toBe(calls.length + 1);
    expect((await fx.json('GET', '/_emulator/v1/info')).body.quota.used).toBe(calls.length + 1);
  });

  it('exhaust: every list method answers 403 quotaExceeded in the youtube.quota domain until reset', async () => {
    const exhausted = await fx.json('POST', '/_emulator/v1/quota/exhaust');
    expect(exhausted.body).toMatchObject({ used: 10_000, limit: 10_000 });
    for (const call of [
      '/channels?part=id&mine=true',
      '/videos?part=id&id=dQd3moVid01',
      '/i18nRegions?part=id',
      '/videoCategories?part=id&id=22',
    ]) {
      const reply = await fx.api(call, token);
      expect(reply.status).toBe(403);
      expect(errorOf(reply.body)).toMatchObject({ code: 403, reason: 'quotaExceeded', domain: 'youtube.quota' });
      expect(reply.body.error.message).toContain('quota');
    }
    // With an API key too: the quota is the project's.
    expect(errorOf((await fx.api('/i18nRegions?part=id', { key: fx.info.apiKey })).body).reason).toBe('quotaExceeded');
    expect((await fx.json('POST', '/_emulator/v1/quota/reset')).body).toMatchObject({ used: 0, limit: 10_000 });
    expect((await fx.api('/i18nRegions?part=id', token)).status).toBe(200);
  });

  it('PUT sets the limit: the call that would pass it is refused', async () => {
    expect((await fx.json('PUT', '/_emulator/v1/quota', { limit: 2 })).body).toMatchObject({ used: 0, limit: 2 });
    expect((await fx.api('/i18nRegions?part=id', token)).status).toBe(200);
    expect((await fx.api('/i18nRegions?part=id', token)).status).toBe(200);
    expect(errorOf((await fx.api('/i18nRegions?part=id', token)).body).reason).toBe('quotaExceeded');
    expect(await used()).toBe(2);
    for (const body of [{ limit: -1 }, { limit: 'lots' }, { limit: 1.5 }, {}, { limits: { likes: 3 } }]) {
      expect((await fx.json('PUT', '/_emulator/v1/quota', body)).status).toBe(400);
    }
    expect((await fx.json('GET', '/_emulator/v1/quota')).body).toMatchObject({ used: 2, limit: 2 });
  });

  it('GET shows each bucket of each project, the day and when it ends, the table date and the channels’ uploads', async () => {
    const sample = 'sample-project.apps.googleusercontent.com';
    await fx.api('/i18nRegions?part=id', token);
    await fx.api('/search?part=id&forMine=true&type=video', token);
    await fx.api('/i18nRegions?part=id', await tokenOf(sample));
    const view = (await fx.json('GET', '/_emulator/v1/quota')).body;
    expect(view).toMatchObject({
      used: 1,
      limit: 10_000,
      buckets: {
        uploads: { used: 0, limit: 100 },
        search: { used: 1, limit: 100 },
        units: { used: 1, limit: 10_000 },
        stats: { used: 0, limit: 10_000 },
      },
      day: '2026-01-15',
      resetsAt: '2026-01-16T08:00:00.000Z',
      tableDate: '2026-06-03',
      uploadCap: { perChannel: 150, uploadsToday: {} },
    });
    expect(view.projects.map((project: { clientId: string }) => project.clientId)).toEqual([
      fx.info.demo.clientId,
      sample,
    ]);
    expect(view.projects[1].buckets.units).toEqual({ used: 1, limit: 10_000 });
  });

  it('exhaust one bucket: only its method is refused; of one project: only that project', async () => {
    const search = '/search?part=id&forMine=true&type=video';
    await fx.json('POST', '/_emulator/v1/quota/exhaust', { bucket: 'search' });
    expect(errorOf((await fx.api(search, token)).body)).toMatchObject({
      reason: 'quotaExceeded',
      domain: 'youtube.quota',
    });
    expect((await fx.api('/i18nRegions?part=id', token)).status).toBe(200);
    await fx.json('POST', '/_emulator/v1/quota/reset');
    const other = await tokenOf('sample-project.apps.googleusercontent.com');
    const exhausted = await fx.json('POST', '/_emulator/v1/quota/exhaust', { clientId: fx.info.demo.clientId });
    expect(exhausted.body.buckets.search).toEqual({ used: 100, limit: 100 });
    expect((await fx.api('/i18nRegions?part=id', token)).status).toBe(403);
    expect((await fx.api('/i18nRegions?part=id', other)).status).toBe(200);
    for (const body of [{ bucket: 'likes' }, { clientId: '' }, { bucket: 'units', extra: 1 }]) {
      expect((await fx.json('POST', '/_emulator/v1/quota/exhaust', body)).status).toBe(400);
    }
  });

  it('an exhausted quota comes back at midnight Pacific time, not before', async () => {
    const saved = fx.now();
    // An API key: the tokens of this suite live 15 minutes, the quota is the project's anyway.
    const key = { key: fx.info.apiKey };
    try {
      // 23:30 in Los Angeles on 14 January (PST, UTC-8).
      fx.setTime(Date.parse('2026-01-15T07:30:00Z'));
      await fx.json('POST', '/_emulator/v1/quota/exhaust');
      await fx.advance(29 * 60 * 1000);
      expect(errorOf((await fx.api('/i18nRegions?part=id', key)).body).reason).toBe('quotaExceeded');
      await fx.advance(60 * 1000);
      expect((await fx.api('/i18nRegions?part=id', key)).status).toBe(200);
      expect(await used()).toBe(1);
      // In summer the day turns at 07:00 UTC (PDT, UTC-7).
      fx.setTime(Date.parse('2026-07-10T06:59:00Z'));
      await fx.json('POST', '/_emulator/v1/quota/exhaust');
      expect((await fx.api('/i18nRegions?part=id', key)).status).toBe(403);
      await fx.advance(60 * 1000);
      expect((await fx.api('/i18nRegions?part=id', key)).status).toBe(200);
    } finally {
      fx.setTime(saved);
    }
  });
});

describe('the rest of the control surface', () => {
  it('health answers; an unknown control route is a 404', async () => {
    expect((await fx.json('GET', '/_emulator/v1/health')).body).toEqual({ ok: true });
    expect((await fx.json('GET', '/_emulator/v1/nothing-here')).status).toBe(404);
  });

  it('lists the videos it holds', async () => {
    const reply = await fx.json('GET', '/_emulator/v1/videos');
    // The demo channel's 14, the clips channel's 3 and the other creator's one.
    expect(reply.body.count).toBe(18);
    expect(reply.body.videos).toEqual(
      expect.arrayContaining([
        { id: 'dQd3moVid01', channelId: fx.info.demo.channelId, title: 'Studio tour 2026', uploaded: false },
      ]),
    );
  });
});
