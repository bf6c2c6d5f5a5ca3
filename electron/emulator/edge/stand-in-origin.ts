// The origin behind the emulated edge. It answers every request with a small JSON body; request headers let a
// test or the demo shape the answer:
//   x-emulator-origin-status: 401   the status the origin answers (200-599; default 200)
//   x-emulator-origin-score: 7      the score the origin reports, under each score_response_header_name the
//                                   zone's rules read (complexity-based rate limiting)
//   x-emulator-cache: hit | miss    whether the edge cache answers; by default paths of static assets are hits
import { isStaticAssetPath } from '../../../shared/rate-limits/edge-cache';
import type { RuleRequest } from '../../../shared/rules/index';

interface OriginResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly cached: boolean;
}

function header(request: RuleRequest, name: string): string | undefined {
  const value: unknown = request.headers?.[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** Whether the edge cache would answer: then the request never reaches the origin. */
export function isCacheHit(request: RuleRequest): boolean {
  const forced = header(request, 'x-emulator-cache')?.toLowerCase();
  if (forced === 'hit') return true;
  if (forced === 'miss') return false;
  return isStaticAssetPath(request.path);
}

export function originRespond(request: RuleRequest, scoreHeaderNames: readonly string[]): OriginResponse {
  const cached = isCacheHit(request);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  headers['cf-cache-status'] = cached ? 'HIT' : 'MISS';

  const statusText = header(request, 'x-emulator-origin-status');
  let status = 200;
  if (statusText !== undefined) {
    const parsed = Number(statusText);
    if (!/^\d{3}$/.test(statusText) || parsed < 200 || parsed > 599) {
      return {
        status: 400,
        headers,
        body: JSON.stringify({
          error: `x-emulator-origin-status must be a status code from 200 to 599, got '${statusText}'`,
        }),
        cached: false,
      };
    }
    status = parsed;
  }

  const score = header(request, 'x-emulator-origin-score');
  if (score !== undefined) for (const name of scoreHeaderNames) headers[name.toLowerCase()] = score;

  const body = JSON.stringify({
    origin: 'Channel Desk emulator stand-in origin',
    host: request.host,
    method: request.method,
    path: request.path,
    cached,
  });
  return { status, headers, body, cached };
}
