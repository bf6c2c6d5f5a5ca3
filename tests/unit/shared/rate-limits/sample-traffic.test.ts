import { describe, expect, it } from 'vitest';
import type { RateLimitRule } from '../../../../shared/rate-limits/rule-model';
import { sampleTrafficFor } from '../../../../shared/rate-limits/sample-traffic';
import { simulate } from '../../../../shared/rate-limits/simulator';
import { intlFor } from '../../../../shared/i18n/catalogue';

const EN = intlFor('en');

const rule = (expression: string, ratelimit: Partial<RateLimitRule['ratelimit']> = {}): RateLimitRule => ({
  description: 'r',
  expression,
  action: 'block',
  ratelimit: {
    characteristics: ['cf.colo.id', 'ip.src'],
    period: 60,
    requests_per_period: 10,
    mitigation_timeout: 600,
    ...ratelimit,
  },
  enabled: true,
});

describe('sampleTrafficFor', () => {
  it('sends the named method to the named path at twice the allowed rate', () => {
    expect(
      sampleTrafficFor(rule('http.request.uri.path eq "/wp-login.php" and http.request.method eq "POST"')),
    ).toEqual({
      requestsPerSecond: 1,
      durationSeconds: 120,
      clientIps: 1,
      method: 'POST',
      path: '/wp-login.php',
    });
  });

  it('goes below a prefix, with GET when no method is named', () => {
    const spec = sampleTrafficFor(
      rule('starts_with(http.request.uri.path, "/wp-json/")', { period: 10, requests_per_period: 50 }),
    );
    expect(spec).toMatchObject({ path: '/wp-json/example', method: 'GET', requestsPerSecond: 10, durationSeconds: 30 });
  });

  it('is traffic the rule matches and blocks part of, in the simulator', () => {
    for (const r of [
      rule('http.request.uri.path eq "/wp-login.php" and http.request.method eq "POST"'),
      rule('starts_with(http.request.uri.path, "/wp-json/")', {
        period: 10,
        requests_per_period: 50,
        mitigation_timeout: 60,
      }),
    ]) {
      const outcome = simulate(r, sampleTrafficFor(r)!, EN);
      if (!outcome.ok) throw new Error(outcome.problems.join('; '));
      expect(outcome.totals.matched).toBe(outcome.totals.requests);
      expect(outcome.totals.blocked).toBeGreaterThan(0);
    }
  });

  it('offers nothing for expressions without a path, or rules counted by score', () => {
    expect(sampleTrafficFor(rule('ip.src.country eq "FR"'))).toBeUndefined();
    expect(
      sampleTrafficFor(
        rule('http.request.uri.path eq "/x"', { requests_per_period: undefined, score_per_period: 100 }),
      ),
    ).toBeUndefined();
  });
});
