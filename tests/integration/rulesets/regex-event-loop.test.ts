// The emulator's event loop never stalls on a rule's regex: the rulesets API validates hostile expressions quickly
// and refuses what the linear-time engine cannot take, and the edge matches a backtracking-hostile path at once.
// The emulator runs in this process, so a stall in it is a stall the watch sees.
import Cloudflare from 'cloudflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchEventLoop } from '../../support/event-loop-watch';
import { RULESETS_TIME, startEmulatorHarness, zoneId, type EmulatorHarness } from '../support/emulator-harness';

// Far above what the work needs on a busy CI machine; far below the seconds a backtracking match took.
const STALL_BOUND_MS = 1000;
const IP = '203.0.113.10';

describe('regexes in the emulator: validation and the edge', () => {
  let fx: EmulatorHarness;
  let cf: Cloudflare;
  let zone: string;

  beforeAll(async () => {
    fx = await startEmulatorHarness({ time: RULESETS_TIME });
    cf = fx.cloudflare(fx.info.rulesets.tokens.write);
    zone = zoneId(fx);
    expect((await fx.json('PUT', `/_emulator/v1/rulesets/zones/${zone}/plan`, { plan: 'business' })).status).toBe(200);
  });
  afterAll(async () => {
    await fx.close();
  });

  const rule = (expression: string) => ({
    expression,
    action: 'block' as const,
    ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 10, requests_per_period: 1, mitigation_timeout: 0 },
  });

  async function refusal(expression: string): Promise<string> {
    const error = await cf.rulesets.phases.update('http_ratelimit', { zone_id: zone, rules: [rule(expression)] }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Cloudflare.BadRequestError);
    return (error as InstanceType<typeof Cloudflare.BadRequestError>).errors[0]!.message ?? '';
  }

  it('the edge matches ^/(a+)+$ against /aaa…a! without stalling, and still applies the rule', async () => {
    fx.alignTo(3600);
    await cf.rulesets.phases.update('http_ratelimit', {
      zone_id: zone,
      rules: [rule('http.request.uri.path matches "^/(a+)+$"')],
    });
    const hostile = `/${'a'.repeat(31)}!`;
    const { result, maxStallMs } = await watchEventLoop(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await fx.edge(hostile, { ip: IP })).status);
      return statuses;
    });
    expect(result).toEqual([200, 200, 200]);
    expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
    // The rule is live: a path it matches is counted, and the second one in the period is over the rate.
    const matching = `/${'a'.repeat(31)}`;
    expect((await fx.edge(matching, { ip: IP })).status).toBe(200);
    expect((await fx.edge(matching, { ip: IP })).status).toBe(429);
  });

  it('the rulesets API refuses what the engine cannot take, with line and column, without stalling', async () => {
    const { result, maxStallMs } = await watchEventLoop(async () => ({
      nested: await refusal('http.request.uri.path matches "(a{1000}){1000}"'),
      classOps: await refusal('http.host eq "x" or\nhttp.request.uri.path matches "[a-z&&[^x]]"'),
      budget: await refusal(Array<string>(100).fill('http.host matches ".{0,300}"').join(' or ')),
      long: await refusal(Array<string>(2000).fill('http.host matches "a+"').join(' or ')),
    }));
    expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
    expect(result.nested).toMatch(/^'.*' is not a valid value for expression because Filter parsing error \(1:31\):/);
    expect(result.nested).toContain('regex parse error: compiled regex exceeds size limit');
    expect(result.classOps).toContain('Filter parsing error (2:31):');
    expect(result.classOps).toContain('class set operations (&&) are not supported here');
    expect(result.budget).toContain('the regexes of this expression exceed size limit');
    expect(result.long).toContain('the maximum length of an expression is 4096 characters');
    expect(result.long.length).toBeLessThan(200);
  });
});
