// Which API token permissions open the rulesets endpoints. The write list is the seed's; each of them also has a
// "Read" twin on the service, which opens the read endpoints only.
import type { TokenRecord } from './model';

export const RULESETS_WRITE_PERMISSIONS: readonly string[] = [
  'Response Compression Write',
  'Config Settings Write',
  'Dynamic URL Redirects Write',
  'Cache Settings Write',
  'Custom Errors Write',
  'Origin Write',
  'Managed headers Write',
  'Zone Transform Rules Write',
  'Mass URL Redirects Write',
  'Magic Firewall Write',
  'L4 DDoS Managed Ruleset Write',
  'HTTP DDoS Managed Ruleset Write',
  'Sanitize Write',
  'Transform Rules Write',
  'Select Configuration Write',
  'Bot Management Write',
  'Zone WAF Write',
  'Account WAF Write',
  'Account Rulesets Write',
  'Logs Write',
];

export const RULESETS_READ_PERMISSIONS: readonly string[] = RULESETS_WRITE_PERMISSIONS.map((p) =>
  p.replace(/ Write$/, ' Read'),
);

export function canWriteRulesets(token: TokenRecord): boolean {
  return token.permissions.some((p) => RULESETS_WRITE_PERMISSIONS.includes(p));
}

export function canReadRulesets(token: TokenRecord): boolean {
  return canWriteRulesets(token) || token.permissions.some((p) => RULESETS_READ_PERMISSIONS.includes(p));
}
