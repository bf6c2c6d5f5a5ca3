// What the edge answers instead of the origin when a rule acts.
//  - block: the rule's custom response (status 400-499, content, content_type) or the service's default, 429 with
//    "error code: 1015" (its rate limiting error number); Retry-After while a mitigation period runs.
//  - challenge, js_challenge, managed_challenge: 403 with a small HTML page and `cf-mitigated: challenge`, the
//    header the service sets on challenges so that API clients can tell a challenge from an origin 403. The
//    emulator has no way to solve a challenge: a challenged client stays challenged for as long as the rule acts.
import type { RuleHit } from '../../../shared/rate-limits/edge-engine';

export interface EdgeResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

interface BlockParameters {
  response?: { status_code?: number; content?: string; content_type?: string };
}

function retryAfter(hit: RuleHit, now: number): Record<string, string> {
  if (hit.mitigatedUntil === null) return {};
  return { 'retry-after': String(Math.max(1, Math.ceil((hit.mitigatedUntil - now) / 1000))) };
}

export function blockResponse(actionParameters: unknown, hit: RuleHit, now: number): EdgeResponse {
  const custom = (actionParameters as BlockParameters | undefined)?.response;
  if (custom && custom.content !== undefined && custom.content_type !== undefined) {
    return {
      status: custom.status_code ?? 429,
      headers: { 'content-type': custom.content_type, ...retryAfter(hit, now) },
      body: custom.content,
    };
  }
  return {
    status: custom?.status_code ?? 429,
    headers: { 'content-type': 'text/plain; charset=UTF-8', ...retryAfter(hit, now) },
    body: 'error code: 1015',
  };
}

export function challengeResponse(action: string, host: string): EdgeResponse {
  const body =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Just a moment...</title></head>' +
    `<body><h1>${host}</h1><p>Checking your browser before accessing ${host}.</p>` +
    `<p>This is the Channel Desk emulator's stand-in for a ${action.replace('_', ' ')} page; it cannot be solved.</p>` +
    '</body></html>';
  return {
    status: 403,
    headers: { 'content-type': 'text/html; charset=UTF-8', 'cf-mitigated': 'challenge', 'cache-control': 'no-store' },
    body,
  };
}
