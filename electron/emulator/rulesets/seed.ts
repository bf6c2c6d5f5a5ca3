// The demo account: fixed ids and token values, so the app's demo workspace, the docs and tests can name them.
// The main zone deliberately has no http_ratelimit entry point: the seed's creation flow starts on a 404. The demo
// workspace asks for the example rules below (a control route), put on the zone the app lists first (by name), so a
// newcomer's first look at Rate limits finds rules to read, switch and simulate.
import type { PlanId, RulesetsState, TokenRecord, ZoneRecord } from './model';

export const SEED_ACCOUNT = { id: '5f1e0c7a9b2d4e6f8a0b1c2d3e4f5a6b', name: 'Channel Desk Demo' } as const;

export const SEED_ZONES = {
  shop: { id: '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d', name: 'creator-shop.example', plan: 'pro' },
  blog: { id: '7e9d1c3b5a2f4e6d8c0b1a2f3e4d5c6b', name: 'creator-blog.example', plan: 'free' },
} as const;

export const SEED_TOKENS = {
  write: {
    id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    value: 'cdemuWafWriteToken0000000000000000000001',
    name: 'Edge rules (Zone WAF Write)',
    permissions: ['Zone WAF Write', 'Zone Read'],
  },
  read: {
    id: 'b2c3d4e5f60718293a4b5c6d7e8f90a1',
    value: 'cdemuWafReadToken00000000000000000000002',
    name: 'Edge rules viewer (Zone WAF Read)',
    permissions: ['Zone WAF Read', 'Zone Read'],
  },
  noPermission: {
    id: 'c3d4e5f60718293a4b5c6d7e8f90a1b2',
    value: 'cdemuZoneReadOnlyToken000000000000000003',
    name: 'Zone list only (Zone Read)',
    permissions: ['Zone Read'],
  },
} as const satisfies Record<string, TokenRecord>;

export function seedState(createdOn: string): RulesetsState {
  const zones: ZoneRecord[] = Object.values(SEED_ZONES).map((z) => ({
    id: z.id,
    name: z.name,
    plan: z.plan,
    createdOn,
    accountId: SEED_ACCOUNT.id,
    accountName: SEED_ACCOUNT.name,
  }));
  const tokens: TokenRecord[] = Object.values(SEED_TOKENS).map((t) => ({ ...t, permissions: [...t.permissions] }));
  return { schema: 1, zones, tokens, rulesets: [] };
}

/**
 * The demo blog's example rules, as a client would send them: they guard paths a blog really has and differ from the
 * app's templates, so adding a template beside them shows something new. The blog moves to a plan that leaves room
 * for a few more rules than these two (its free plan allows one).
 */
export const DEMO_EXAMPLES = {
  zoneId: SEED_ZONES.blog.id,
  plan: 'business' satisfies PlanId,
  rules: [
    {
      description: 'Slow down password guessing on the blog sign-in',
      expression: 'http.request.uri.path eq "/wp-login.php" and http.request.method eq "POST"',
      action: 'block',
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        requests_per_period: 10,
        mitigation_timeout: 600,
      },
      enabled: true,
    },
    {
      description: 'Limit the blog API per client address',
      expression: 'starts_with(http.request.uri.path, "/wp-json/")',
      action: 'block',
      action_parameters: {
        response: {
          status_code: 429,
          content_type: 'application/json',
          content:
            '{"error":"rate_limited","message":"Too many API requests from this address. Try again in a minute."}',
        },
      },
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 10,
        requests_per_period: 50,
        mitigation_timeout: 60,
      },
      enabled: true,
    },
  ],
} as const;
