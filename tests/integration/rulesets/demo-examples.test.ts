// The controls the demo workspace relies on: the demo blog's example rules, put in place once and enforced by the
// edge like any other rule, and API tokens issued the way the dashboard issues them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RULESETS_TIME, startEmulatorHarness, zoneId, type EmulatorHarness } from '../support/emulator-harness';

const BLOG = 'creator-blog.example';

describe('demo examples and issued tokens', () => {
  let fx: EmulatorHarness;
  const entrypoint = (zone: string, token: string, method = 'GET', body?: unknown) =>
    fx.json(method, `/client/v4/zones/${zone}/rulesets/phases/http_ratelimit/entrypoint`, body, token);

  beforeEach(async () => {
    fx = await startEmulatorHarness({ time: RULESETS_TIME });
  });
  afterEach(async () => {
    await fx.close();
  });

  it('puts two example rules on the blog, which the edge enforces, and leaves rules a user deleted deleted', async () => {
    const blog = zoneId(fx, BLOG);
    expect((await fx.json('POST', '/_emulator/v1/rulesets/examples', {})).body).toEqual({ zoneId: blog, added: true });

    const entry = await entrypoint(blog, fx.info.rulesets.tokens.read);
    expect(entry.status).toBe(200);
    const rules = entry.body.result.rules as Array<{ id: string; description: string; enabled: boolean }>;
    expect(rules.map((r) => r.description)).toEqual([
      'Slow down password guessing on the blog sign-in',
      'Limit the blog API per client address',
    ]);
    expect(rules.every((r) => r.enabled)).toBe(true);
    // Room for rules of one's own beside them: the blog is on a plan above its free one.
    const state = await fx.json('GET', '/_emulator/v1/rulesets/state');
    expect(state.body.zones.find((z: { id: string }) => z.id === blog).plan).toBe('business');

    // Ten sign-in attempts a minute pass; the eleventh from the same address is blocked.
    fx.alignTo(60);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await fx.edge('/wp-login.php', { host: BLOG, method: 'POST', ip: '198.51.100.7' })).status);
    }
    expect(
      codes.slice(0, 10).every((code) => code < 400),
      codes.join(', '),
    ).toBe(true);
    expect(codes[10]).toBe(429);

    for (const rule of rules) {
      const path = `/client/v4/zones/${blog}/rulesets/${entry.body.result.id}/rules/${rule.id}`;
      const deleted = await fx.json('DELETE', path, undefined, fx.info.rulesets.tokens.write);
      expect(deleted.status).toBe(200);
    }
    expect((await fx.json('POST', '/_emulator/v1/rulesets/examples', {})).body).toEqual({ zoneId: blog, added: false });
    const after = await entrypoint(blog, fx.info.rulesets.tokens.read);
    expect(after.body.result.rules).toEqual([]);
  });

  it('leaves the other zones as seeded', async () => {
    await fx.json('POST', '/_emulator/v1/rulesets/examples', {});
    const shop = await entrypoint(zoneId(fx), fx.info.rulesets.tokens.read);
    expect(shop.status).toBe(404);
  });

  it('issues API tokens that verify and carry the permissions asked for, each value new', async () => {
    const writer = await fx.json('POST', '/_emulator/v1/rulesets/tokens', {});
    expect(writer.status).toBe(201);
    expect(writer.body).toMatchObject({ permissions: ['Zone WAF Write', 'Zone Read'] });
    expect(writer.body.value).toMatch(/^[A-Za-z0-9_-]{40}$/);
    expect(Object.values(fx.info.rulesets.tokens)).not.toContain(writer.body.value);
    const verify = await fx.json('GET', '/client/v4/user/tokens/verify', undefined, writer.body.value);
    expect(verify.body.result).toEqual({ id: writer.body.id, status: 'active' });
    const create = await entrypoint(zoneId(fx), writer.body.value, 'PUT', { rules: [] });
    expect(create.status).toBe(200);

    const viewer = await fx.json('POST', '/_emulator/v1/rulesets/tokens', {
      name: 'viewer',
      permissions: ['Zone Read'],
    });
    expect(viewer.body.value).not.toBe(writer.body.value);
    const refused = await entrypoint(zoneId(fx), viewer.body.value, 'PUT', { rules: [] });
    expect(refused.status).toBe(403);

    expect((await fx.json('POST', '/_emulator/v1/rulesets/tokens', { permissions: 'Zone WAF Write' })).status).toBe(
      400,
    );
  });
});
