// Starting points for the common protections a creator's site needs. Each is a complete rule the service accepts
// as it is; the editor opens it for the user to adjust.
import type { RateLimitRule } from './rule-model';
import type { TrafficSpec } from './traffic';

export interface RuleTemplate {
  readonly id: string;
  readonly title: string;
  /** What it protects against, in a sentence. */
  readonly summary: string;
  readonly rule: RateLimitRule;
  /** Traffic the simulator starts with: what the rule is meant to stop. */
  readonly sampleTraffic: TrafficSpec;
}

export const RULE_TEMPLATES: readonly RuleTemplate[] = [
  {
    id: 'login-per-ip',
    title: 'Protect a login path per IP',
    summary: 'Blocks an address for 10 minutes after more than 5 sign-in attempts in a minute (password guessing).',
    rule: {
      description: 'Protect the login path per IP',
      expression: 'http.request.uri.path eq "/login" and http.request.method eq "POST"',
      action: 'block',
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        requests_per_period: 5,
        mitigation_timeout: 600,
      },
      enabled: true,
    },
    sampleTraffic: { requestsPerSecond: 2, durationSeconds: 30, clientIps: 1, method: 'POST', path: '/login' },
  },
  {
    id: 'api-per-key',
    title: 'Limit an API per API key header',
    summary: 'Each API key may make 100 requests a minute; the excess gets a JSON 429 for a minute.',
    rule: {
      description: 'Limit the API per API key',
      expression: 'starts_with(http.request.uri.path, "/api/")',
      action: 'block',
      action_parameters: {
        response: {
          status_code: 429,
          content_type: 'application/json',
          content: '{"error":"rate_limited","message":"Too many requests for this API key. Try again in a minute."}',
        },
      },
      ratelimit: {
        characteristics: ['cf.colo.id', 'http.request.headers["x-api-key"]'],
        period: 60,
        requests_per_period: 100,
        mitigation_timeout: 60,
      },
      enabled: true,
    },
    sampleTraffic: {
      requestsPerSecond: 5,
      durationSeconds: 60,
      clientIps: 1,
      method: 'GET',
      path: '/api/items',
      headers: [{ name: 'x-api-key', distinctValues: 2 }],
    },
  },
  {
    id: 'shop-scrapers',
    title: 'Slow down scrapers of the shop',
    summary:
      'Counts only shop pages that do not exist (scrapers guess URLs); more than 20 in a minute earns a managed challenge.',
    rule: {
      description: 'Slow down scrapers of the shop',
      expression: 'starts_with(http.request.uri.path, "/shop/")',
      action: 'managed_challenge',
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        requests_per_period: 20,
        mitigation_timeout: 600,
        counting_expression: 'starts_with(http.request.uri.path, "/shop/") and http.response.code eq 404',
      },
      enabled: true,
    },
    sampleTraffic: {
      requestsPerSecond: 1,
      durationSeconds: 60,
      clientIps: 1,
      method: 'GET',
      path: '/shop/no-such-item',
      responseCode: 404,
    },
  },
];

export function templateById(id: string): RuleTemplate | undefined {
  return RULE_TEMPLATES.find((t) => t.id === id);
}
