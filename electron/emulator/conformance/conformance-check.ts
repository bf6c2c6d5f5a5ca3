// The emulator's conformance mode (option `checkConformance`, CLI `--check-conformance`; on in the integration
// suites): every answer of the Data API and the upload host is held to the discovery document before it leaves. A
// body that breaks it is replaced by a 500 `conformanceViolation` naming the method and the path in the body, so
// the test that received it fails at once, and is kept in a log the harness asserts empty when it stops the
// emulator (GET /_emulator/v1/conformance), so a violation no test looked at fails the suite all the same.
//
// A new method needs nothing here: beginCall records its id, and its response schema comes from the discovery
// document (electron/scripts/generate-discovery-schemas.mjs). Requests that never reach beginCall (the upload
// host) are named by verb and path through shared/platform/method-of-request.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataApiMethodOf } from '../../../shared/platform/method-of-request';
import { ApiError } from '../data-api/errors/api-error';
import { DATA_API_PREFIX, UPLOAD_PREFIX } from '../data-api/api-paths';
import { callMethodOf } from '../data-api/call-method';
import { checkReply } from './check-reply';

const CONFORMANCE_PATH = '/_emulator/v1/conformance';
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

interface ConformanceViolation {
  readonly request: string;
  readonly method: string | null;
  readonly status: number;
  readonly path: string;
  readonly problem: string;
}

export class ConformanceLog {
  /** Answers checked, by method (`(none)`: a path no method of the document has). */
  readonly checked: Record<string, number> = {};
  readonly violations: ConformanceViolation[] = [];
}

export function registerConformanceCheck(
  app: FastifyInstance,
  log: ConformanceLog,
  report: (line: string) => void,
): void {
  app.get(CONFORMANCE_PATH, async () => ({ checked: log.checked, violations: log.violations }));
  app.delete(CONFORMANCE_PATH, async () => {
    const cleared = log.violations.splice(0).length;
    return { cleared };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const upload = urlPath.startsWith(`${UPLOAD_PREFIX}/`);
    if (!upload && !urlPath.startsWith(`${DATA_API_PREFIX}/`)) return payload;
    // The edge answers for its zones' hosts on any path, /youtube/v3 included: that is a website, not the platform.
    if (!LOOPBACK_NAMES.has(request.hostname)) return payload;
    if (!isFinalAnswer(reply)) return payload;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (body === null && payload !== null && payload !== undefined) return payload; // a stream: media, not JSON
    const method = callMethodOf(request) ?? dataApiMethodOf(request.method, urlPath);
    const counted = method ?? '(none)';
    log.checked[counted] = (log.checked[counted] ?? 0) + 1;
    const found = checkReply({
      method,
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      body: body ?? '',
      upload,
    });
    if (found.length === 0) return payload;
    const violations = found.map((violation) => ({
      request: `${request.method} ${urlPath}`,
      method: method ?? null,
      status: reply.statusCode,
      ...violation,
    }));
    log.violations.push(...violations);
    for (const violation of violations) report(describeViolation(violation));
    return replaceWithViolation(request, reply, violations);
  });
}

/** 304 and the upload host's 308 (also as 200 with X-HTTP-Status-Code-Override) carry no body to check. */
function isFinalAnswer(reply: FastifyReply): boolean {
  return reply.statusCode !== 304 && reply.statusCode !== 308 && !reply.getHeader('x-http-status-code-override');
}

function describeViolation(violation: ConformanceViolation): string {
  return `conformance violation: ${violation.request} (${violation.method ?? 'no method'}, ${violation.status}): ${violation.path}: ${violation.problem}`;
}

function replaceWithViolation(
  _request: FastifyRequest,
  reply: FastifyReply,
  violations: readonly ConformanceViolation[],
): string {
  const error = new ApiError(
    500,
    'conformanceViolation',
    `The emulator's answer breaks the discovery document: ${violations
      .slice(0, 5)
      .map((violation) => `${violation.path}: ${violation.problem}`)
      .join('; ')}`,
    { domain: 'emulator', status: 'INTERNAL' },
  );
  reply.code(500);
  for (const header of ['etag', 'location', 'range', 'x-http-status-code-override']) reply.removeHeader(header);
  reply.header('content-type', 'application/json; charset=UTF-8');
  return JSON.stringify(error.toBody());
}
