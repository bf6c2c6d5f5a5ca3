import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Edge } from '../../../../electron/emulator/edge/edge-handler';
import type { RuleRecord } from '../../../../electron/emulator/rulesets/model';
import { LogReplay, MAX_TALLIED_KEYS } from '../../../../shared/rate-limits/log-replay';
import type { RateLimitAction, RateLimitRule } from '../../../../shared/rate-limits/rule-model';
import type { RuleRequest } from '../../../../shared/rules/index';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { draftProblemText } from '../../../../shared/rate-limits/replay-messages';

const ZONE = { id: 'z'.repeat(32), name: 'creator-blog.example' };
const START = Date.UTC(2026, 10, 24, 9);

interface Sent {
  readonly at: number;
  readonly request: RuleRequest;
}

function replayOf(rules: readonly RateLimitRule[], sent: readonly Sent[], own: readonly string[] = []) {
  const replay = new LogReplay([{ label: 'Draft', rules }], {
    fileName: 'x.log',
    defaultHost: ZONE.name,
    ownAddresses: own,
  });
  for (const { at, request } of sent) {
    replay.countLine();
    replay.add({
      at,
      request,
      status: 200,
      cached: undefined,
      userAgent: String(request.headers?.['user-agent'] ?? ''),
    });
  }
  return replay.report('combined');
}

/** The emulator's edge, given the same requests at the same times: what it did to each client. */
function edgeOf(rules: readonly RateLimitRule[], sent: readonly Sent[]) {
  let now = 0;
  const edge = new Edge({ coloId: 'TST', now: () => now, logCapacity: sent.length + 1 });
  const records: RuleRecord[] = rules.map((rule, i) => ({
    id: `rule${i}`.padEnd(32, '0'),
    version: '1',
    action: rule.action,
    expression: rule.expression,
    description: rule.description,
    last_updated: '',
    ref: `rule${i}`,
    enabled: true,
    ratelimit: { ...rule.ratelimit, characteristics: [...rule.ratelimit.characteristics] },
  }));
  for (const { at, request } of sent) {
    now = at;
    edge.handle(ZONE, records, request);
  }
  const stoppedBy = new Map<string, number>();
  let logged = 0;
  for (const entry of edge.log.list()) {
    if (entry.outcome !== 'passed') stoppedBy.set(entry.clientIp, (stoppedBy.get(entry.clientIp) ?? 0) + 1);
    if (entry.logged.length > 0) logged++;
  }
  return { stoppedBy, logged };
}

const request = (ip: string, path: string, method = 'GET', ua = 'curl/8.5.0'): RuleRequest => ({
  method,
  scheme: 'https',
  host: ZONE.name,
  path,
  query: '',
  headers: { 'user-agent': ua },
  sourceIp: ip,
});

const loginRule: RateLimitRule = {
  description: 'Login',
  expression: 'http.request.uri.path eq "/wp-login.php"',
  action: 'block',
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 3, mitigation_timeout: 60 },
};

describe('LogReplay', () => {
  it('stops what the edge stops, by the log times: the 4th login in a minute and the rest of the mitigation', () => {
    const sent: Sent[] = [];
    for (let i = 0; i < 6; i++)
      sent.push({ at: START + i * 1000, request: request('192.0.2.1', '/wp-login.php', 'POST') });
    // After the mitigation (60 s from the 4th) and a quiet window, the client starts fresh.
    sent.push({ at: START + 200_000, request: request('192.0.2.1', '/wp-login.php', 'POST') });
    const report = replayOf([loginRule], sent);
    const draft = report.drafts[0]!;
    expect(draft.blocked).toBe(3);
    expect(draft.topClients).toEqual([{ key: '192.0.2.1', stopped: 3, requests: 7 }]);
    expect(draft.rules).toEqual([{ description: 'Login', blocked: 3, challenged: 0, logged: 0 }]);
    expect(draft.timeline.reduce((t, b) => t + b.requests, 0)).toBe(7);
    expect(report.from).toBe(START);
    expect(report.to).toBe(START + 200_000);
  });

  it(
    'gives the same answers as the edge for the same requests at the same times (any rule, any traffic)',
    { timeout: 60_000 },
    () => {
      const ruleArb = fc.record({
        action: fc.constantFrom<RateLimitAction>('block', 'managed_challenge', 'log'),
        period: fc.constantFrom(10, 60),
        requests: fc.integer({ min: 1, max: 5 }),
        timeout: fc.constantFrom(0, 10, 60),
        toOrigin: fc.boolean(),
        counting: fc.constantFrom('', 'http.response.code eq 200', 'http.request.method eq "POST"'),
        path: fc.constantFrom('/wp-login.php', '/style.css'),
      });
      const trafficArb = fc.array(
        fc.record({
          gap: fc.integer({ min: 0, max: 4000 }),
          ip: fc.constantFrom('192.0.2.1', '192.0.2.2', '2001:db8::1'),
          path: fc.constantFrom('/wp-login.php', '/style.css', '/'),
          method: fc.constantFrom('GET', 'POST'),
        }),
        { maxLength: 120 },
      );
      fc.assert(
        fc.property(fc.array(ruleArb, { minLength: 1, maxLength: 3 }), trafficArb, (specs, traffic) => {
          const rules: RateLimitRule[] = specs.map((s, i) => ({
            description: `Rule ${i}`,
            expression: `starts_with(http.request.uri.path, "${s.path}")`,
            action: s.action,
            ratelimit: {
              characteristics: ['cf.colo.id', 'ip.src'],
              period: s.period,
              requests_per_period: s.requests,
              mitigation_timeout: s.timeout,
              ...(s.toOrigin ? { requests_to_origin: true } : {}),
              ...(s.counting ? { counting_expression: s.counting } : {}),
            },
          }));
          let at = START;
          const sent = traffic.map((t) => ({ at: (at += t.gap), request: request(t.ip, t.path, t.method) }));
          const edge = edgeOf(rules, sent);
          const draft = replayOf(rules, sent).drafts[0]!;
          expect(new Map(draft.topClients.map((c) => [c.key, c.stopped]))).toEqual(edge.stoppedBy);
          expect(draft.logged).toBe(edge.logged);
        }),
        { numRuns: 150 },
      );
    },
  );

  it('flags own addresses (ranges too), crawlers by user agent, and blocked clients that behave like visitors', () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const sent: Sent[] = [];
    let at = START;
    const burst = (ip: string, ua: string): void => {
      sent.push({ at: (at += 10), request: request(ip, '/style.css', 'GET', ua) });
      for (let i = 0; i < 6; i++) sent.push({ at: (at += 10), request: request(ip, '/wp-login.php', 'POST', ua) });
    };
    burst('198.51.100.23', browser);
    burst('66.249.66.1', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    burst('203.0.113.58', browser);
    burst('192.0.2.9', 'python-requests/2.32.3');
    const draft = replayOf([loginRule], sent, ['198.51.100.0/24']).drafts[0]!;
    expect(draft.hints.map((h) => [h.kind, h.client])).toEqual([
      ['own-address', '198.51.100.23'],
      ['crawler', '66.249.66.1'],
      ['visitor-like', '203.0.113.58'],
    ]);
    expect(draft.hints[1]!.crawler).toBe('Googlebot');
  });

  it('compares two drafts over one pass, and names the problem of a draft it cannot replay', () => {
    const loose = { ...loginRule, ratelimit: { ...loginRule.ratelimit, requests_per_period: 100 } };
    const broken = { ...loginRule, expression: 'http.request.uri.path eq' };
    const replay = new LogReplay(
      [
        { label: 'Tight', rules: [loginRule] },
        { label: 'Loose', rules: [loose] },
        { label: 'Broken', rules: [broken] },
      ],
      { fileName: 'x.log', defaultHost: ZONE.name, ownAddresses: [] },
    );
    for (let i = 0; i < 10; i++)
      replay.add({
        at: START + i,
        request: request('192.0.2.1', '/wp-login.php'),
        status: 200,
        cached: undefined,
        userAgent: '',
      });
    const [tight, looser, none] = replay.report('combined').drafts;
    expect(tight!.blocked).toBe(7);
    expect(looser!.blocked).toBe(0);
    expect(none!.problems[0]).toMatchObject({ index: 0, kind: 'expression' });
    expect(draftProblemText(none!.problems[0]!, intlFor('en'))).toContain('does not parse');
  });

  it('keeps its tallies bounded: past MAX_TALLIED_KEYS clients, new ones are replayed but not tallied', () => {
    const replay = new LogReplay([{ label: 'D', rules: [loginRule] }], {
      fileName: 'x',
      defaultHost: ZONE.name,
      ownAddresses: [],
    });
    for (let i = 0; i <= MAX_TALLIED_KEYS; i++) {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      replay.add({ at: START + i, request: request(ip, '/'), status: 200, cached: undefined, userAgent: '' });
    }
    const report = replay.report('combined');
    expect(report.clients).toBe(MAX_TALLIED_KEYS);
    expect(report.truncated).toBe(true);
    expect(report.requests).toBe(MAX_TALLIED_KEYS + 1);
  });

  it('counts a client past the tally cap by its rule all the same (its key is looked up, not kept with it)', () => {
    const replay = new LogReplay([{ label: 'D', rules: [loginRule] }], {
      fileName: 'x',
      defaultHost: ZONE.name,
      ownAddresses: [],
    });
    for (let i = 0; i < MAX_TALLIED_KEYS; i++) {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      replay.add({ at: START, request: request(ip, '/'), status: 200, cached: undefined, userAgent: '' });
    }
    for (let i = 0; i < 6; i++) {
      const login = request('192.0.2.99', '/wp-login.php', 'POST');
      replay.add({ at: START + 1000 + i, request: login, status: 200, cached: undefined, userAgent: '' });
    }
    const report = replay.report('combined');
    expect(report.truncated).toBe(true);
    expect(report.drafts[0]!.blocked).toBe(3);
  });

  it('answers as the edge for two drafts at once, a rule counting per path beside rules counting per client', () => {
    const tight: RateLimitRule = { ...loginRule, description: 'Tight' };
    const loose: RateLimitRule = {
      ...loginRule,
      description: 'Loose',
      ratelimit: { ...loginRule.ratelimit, requests_per_period: 5 },
    };
    const perPath: RateLimitRule = {
      description: 'Per path',
      expression: 'starts_with(http.request.uri.path, "/")',
      action: 'managed_challenge',
      ratelimit: { characteristics: ['cf.colo.id', 'http.request.uri.path'], period: 10, requests_per_period: 4 },
    };
    const sent: Sent[] = [];
    for (let i = 0; i < 40; i++) {
      const ip = ['192.0.2.1', '192.0.2.2', '2001:db8::1', '2001:db8::2'][i % 4]!;
      sent.push({ at: START + i * 700, request: request(ip, i % 3 === 0 ? '/' : '/wp-login.php', 'POST') });
    }
    const drafts = [
      { label: 'A', rules: [tight, perPath] },
      { label: 'B', rules: [perPath, loose] },
    ];
    const replay = new LogReplay(drafts, { fileName: 'x', defaultHost: ZONE.name, ownAddresses: [] });
    for (const { at, request: r } of sent) {
      replay.add({ at, request: r, status: 200, cached: undefined, userAgent: 'curl/8.5.0' });
    }
    const report = replay.report('combined');
    drafts.forEach((draft, i) => {
      const edge = edgeOf(draft.rules, sent);
      const result = report.drafts[i]!;
      expect(new Map(result.topClients.map((c) => [c.key, c.stopped]))).toEqual(edge.stoppedBy);
    });
    expect(report.drafts[0]!.blocked + report.drafts[0]!.challenged).toBeGreaterThan(0);
    expect(report.drafts[0]!.blocked).not.toBe(report.drafts[1]!.blocked);
  });

  it('lists the first bad lines with their numbers and counts them all', () => {
    const replay = new LogReplay([{ label: 'D', rules: [loginRule] }], {
      fileName: 'x',
      defaultHost: ZONE.name,
      ownAddresses: [],
    });
    for (let i = 1; i <= 60; i++) replay.bad(replay.countLine(), { code: 'not-json' }, `line\u0000${i}`);
    const report = replay.report('combined');
    expect(report.badLineCount).toBe(60);
    expect(report.badLines).toHaveLength(50);
    expect(report.badLines[0]).toEqual({ line: 1, reason: { code: 'not-json' }, excerpt: 'line?1' });
  });
});
