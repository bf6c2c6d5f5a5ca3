// The app's rules IPC path (router → zod → rate limit service → the rules language's validation) never stalls the
// main process on a regex: what the linear-time engine cannot take is refused before it is sent, with line and
// column, and a rule that a backtracking engine would choke on is sent, and enforced by the edge at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import { createSecretVault } from '../../../electron/auth/secret-vault';
import type { Handlers } from '../../../electron/ipc/handlers';
import { createRouter, type Router } from '../../../electron/ipc/router';
import { createRateLimitHandlers } from '../../../electron/rate-limits/rate-limits-handlers';
import { createRateLimitService } from '../../../electron/rate-limits/rate-limits-service';
import type { CallResult } from '../../../shared/ipc';
import type { RateLimitRule } from '../../../shared/rate-limits/rule-model';
import { templateById } from '../../../shared/rate-limits/templates';
import { watchEventLoop } from '../../support/event-loop-watch';
import { RULESETS_TIME, startEmulatorHarness, SHOP, zoneId, type EmulatorHarness } from '../support/emulator-harness';

// Far above what the work needs on a busy CI machine; far below the seconds a backtracking match took.
const STALL_BOUND_MS = 1000;

let emulator: EmulatorHarness;
let router: Router;
let zone: string;
const login = templateById('login-per-ip')!.rule;
const withExpression = (expression: string): RateLimitRule => ({ ...login, expression });

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-regex-ipc-'));
  emulator = await startEmulatorHarness({ time: RULESETS_TIME });
  zone = zoneId(emulator);
  expect((await emulator.json('PUT', `/_emulator/v1/rulesets/zones/${zone}/plan`, { plan: 'business' })).status).toBe(
    200,
  );
  const vault = createSecretVault(dataDir, createKeyFileCipher(join(dataDir, 'secret.key')), vi.fn());
  const service = createRateLimitService({
    vault,
    apiBaseUrl: () => emulator.info.rulesets.apiBaseUrl,
    events: { emit: () => undefined },
  });
  // Only the rate limit calls are bound: the others are not reached by this test.
  router = createRouter(createRateLimitHandlers(service) as unknown as Handlers);
  expect((await router.dispatch('rateLimits.setToken', { token: emulator.info.rulesets.tokens.write })).ok).toBe(true);
});

afterAll(async () => {
  await emulator?.close();
});

const createRule = (rule: RateLimitRule): Promise<CallResult<unknown>> =>
  router.dispatch('rateLimits.createRule', { zoneId: zone, rule });

describe('regexes through the rules IPC path', () => {
  it('refuses what the engine cannot take, with line and column, before sending it, without stalling', async () => {
    const { result, maxStallMs } = await watchEventLoop(async () => [
      await createRule(withExpression('http.request.uri.path matches "(a{1000}){1000}"')),
      await createRule(withExpression('http.request.uri.path matches "[a-z]{0,100}" and\nhttp.host matches "a{1001}"')),
      await createRule(withExpression(Array<string>(100).fill('http.host matches ".{0,300}"').join(' or '))),
    ]);
    expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
    const messages = result.map((r) => {
      expect(r.ok).toBe(false);
      if (r.ok) return '';
      expect(r.error.code).toBe('invalid-rule');
      return r.error.message;
    });
    expect(messages[0]).toContain('Expression: Filter parsing error (1:31):');
    expect(messages[0]).toContain('regex parse error: compiled regex exceeds size limit');
    expect(messages[1]).toContain('Expression: Filter parsing error (2:19):');
    expect(messages[1]).toContain('repetition counts above 1000 are not supported here');
    expect(messages[2]).toContain('the regexes of this expression exceed size limit');
    // Nothing was sent: the zone still has no rate limiting rules.
    const rules = await router.dispatch('rateLimits.rules', { zoneId: zone });
    expect(rules.ok && (rules.value as { rules: unknown[] }).rules).toEqual([]);
  });

  it('sends ^/(a+)+$, and the edge applies it to a hostile path without stalling', async () => {
    const created = await createRule(withExpression('http.request.uri.path matches "^/(a+)+$"'));
    expect(created.ok).toBe(true);
    const hostile = `/${'a'.repeat(31)}!`;
    const { result, maxStallMs } = await watchEventLoop(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await emulator.edge(hostile, { ip: '203.0.113.7', method: 'POST', host: SHOP })).status);
      }
      return statuses;
    });
    expect(result).toEqual([200, 200, 200]);
    expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
  });
});
