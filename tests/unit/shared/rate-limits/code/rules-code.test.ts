// Export and import of rate limiting rules as code: our JSON, the API's JSON and Terraform HCL, the HCL checked
// with a real HCL parser (@cdktf/hcl2json, the Terraform language's own Go parser built to WASM).
import { parse } from '@cdktf/hcl2json';
import { describe, expect, it } from 'vitest';
import { importRules } from '../../../../../shared/rate-limits/code/rules-import';
import {
  exportedRuleset,
  rulesetHcl,
  rulesetJson,
  type ExportedRule,
} from '../../../../../shared/rate-limits/code/rules-export';
import { intlFor } from '../../../../../shared/i18n/catalogue';

const EN = intlFor('en');

const rules: ExportedRule[] = [
  {
    ref: 'login_guard',
    description: 'Slow down "guessing" ${not a template} %{nor this} \\ on sign-in',
    expression: 'http.request.uri.path eq "/wp-login.php" and http.request.method eq "POST"',
    action: 'block',
    enabled: true,
    action_parameters: {
      response: { status_code: 429, content_type: 'application/json', content: '{"error":"slow"}' },
    },
    ratelimit: {
      characteristics: ['cf.colo.id', 'ip.src'],
      period: 60,
      requests_per_period: 10,
      mitigation_timeout: 600,
      counting_expression: '',
    },
  },
  {
    ref: '3f1c0a5e9b7d4c2a8e6f0b1d2c3a4b5c',
    description: 'API per key',
    expression: 'starts_with(http.request.uri.path, "/api/")',
    action: 'managed_challenge',
    enabled: false,
    ratelimit: {
      characteristics: ['cf.colo.id', 'http.request.headers["x-api-key"]'],
      period: 10,
      requests_per_period: 50,
    },
  },
];
const ruleset = exportedRuleset(rules);

/** hcl2json keeps template escapes as written; Terraform reads `$${` as `${` and `%%{` as `%{`. */
function unescapeTemplates(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('$${', '${').replaceAll('%%{', '%{');
  if (Array.isArray(value)) return value.map(unescapeTemplates);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unescapeTemplates(v)]));
  return value;
}

describe('export', () => {
  it('JSON round trip: import of the export gives the same rules, and exporting them again the same bytes', () => {
    const json = rulesetJson(ruleset);
    const imported = importRules(json, EN);
    expect(imported).toMatchObject({ source: 'channel-desk', unknownFields: [], problems: [] });
    expect(imported.rules).toEqual(rules);
    expect(rulesetJson(exportedRuleset(imported.rules))).toBe(json);
  });

  it('HCL parses with the Terraform language parser and its rules equal the exported ones', async () => {
    const hcl = rulesetHcl(ruleset, '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d', 'creator-blog.example');
    const parsed = (await parse('main.tf', hcl)) as any;
    const resource = parsed.resource.cloudflare_ruleset.creator_blog_example_rate_limits[0];
    expect(resource).toMatchObject({
      zone_id: '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d',
      kind: 'zone',
      phase: 'http_ratelimit',
    });
    expect(unescapeTemplates(resource.rules)).toEqual(rules);
  });

  it('HCL round trip through our importer gives the same rules and bytes', () => {
    const hcl = rulesetHcl(ruleset, '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d', 'creator-blog.example');
    const imported = importRules(hcl, EN);
    expect(imported).toMatchObject({ source: 'terraform', unknownFields: [], problems: [] });
    expect(imported.rules).toEqual(rules);
    expect(
      rulesetHcl(exportedRuleset(imported.rules), '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d', 'creator-blog.example'),
    ).toBe(hcl);
  });
});

describe('import', () => {
  it('reads the API’s own answer (envelope, ids, versions) and names fields it does not know', () => {
    const answer = {
      result: {
        id: 'a'.repeat(32),
        name: 'default',
        kind: 'zone',
        phase: 'http_ratelimit',
        version: '7',
        last_updated: '2026-12-07T05:00:00Z',
        rules: [
          {
            ...rules[1],
            id: 'b'.repeat(32),
            version: '3',
            last_updated: '2026-12-07T05:00:00Z',
            logging: { enabled: true },
          },
        ],
      },
      success: true,
      errors: [],
      messages: [],
    };
    const imported = importRules(JSON.stringify(answer), EN);
    expect(imported.source).toBe('api');
    expect(imported.rules).toEqual([rules[1]]);
    expect(imported.unknownFields).toEqual(['rules[0].logging']);
  });

  it('reads v4 blocks, heredocs and a zone reference, and names a reference where a value belongs', () => {
    const hcl = `
      # v4 style
      resource "cloudflare_ruleset" "rl" {
        zone_id = var.zone_id
        name    = "default"
        kind    = "zone"
        phase   = "http_ratelimit"
        rules {
          ref         = "login"
          description = local.description
          expression  = <<-EOT
            http.request.uri.path eq "/login"
          EOT
          action = "block"
          ratelimit {
            characteristics     = ["cf.colo.id", "ip.src"]
            period              = 60
            requests_per_period = 5
          }
        }
      }`;
    const imported = importRules(hcl, EN);
    expect(imported.rules[0]).toMatchObject({ ref: 'login', expression: 'http.request.uri.path eq "/login"\n' });
    expect(imported.unknownFields).toEqual(['rules[0].description (a reference, local.description, not a value)']);
  });

  it('refuses what the service would refuse, with the rule named, and more rules than the plan allows', () => {
    const bad = exportedRuleset([
      { ...rules[0]!, expression: 'http.request.uri.path eq' },
      { ...rules[1]!, ratelimit: { ...rules[1]!.ratelimit, period: 7 } },
    ]);
    const imported = importRules(rulesetJson(bad), EN, { planName: 'Pro Website' });
    expect(imported.problems.join('\n')).toMatch(/“Slow down.*expression: Filter parsing error/);
    expect(imported.problems.join('\n')).toMatch(/“API per key”, ratelimit.period/);
    const many = exportedRuleset([rules[0]!, rules[1]!, { ...rules[1]!, ref: 'third' }]);
    expect(importRules(rulesetJson(many), EN, { planName: 'Pro Website' }).problems).toContain(
      'The zone’s plan (Pro Website) allows 2 rate limiting rules; the file has 3.',
    );
  });

  it('says what is wrong with a file that is not a ruleset', () => {
    expect(importRules('{"rules": ', EN).problems[0]).toMatch(/^The file is not valid JSON/);
    expect(importRules('resource "cloudflare_ruleset" "x" {\n  rules = [\n', EN).problems[0]).toMatch(
      /^The Terraform file could not be read\. Line \d+/,
    );
    expect(importRules('resource "cloudflare_zone" "x" {}', EN).problems[0]).toMatch(/no cloudflare_ruleset resource/);
    expect(importRules('{"phase": "http_request_firewall_custom", "rules": []}', EN).problems[0]).toMatch(
      /not for rate limiting/,
    );
    expect(importRules('x'.repeat(600 * 1024), EN).problems[0]).toMatch(/larger than/);
  });
});
