// Armed faults acting on Data API calls. beginCall asks for the fault of its method before it identifies the caller
// or charges the quota, so every method, present or future, can be made to fail without code of its own: a 5xx with
// Retry-After, any platform error, the method missing or not enabled, a connection broken before the call runs or
// after it ran (answer lost), or an answer held (slow).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../data-api/errors/api-error';
import type { FaultRegistry } from './fault-registry';
import { serverError } from '../data-api/errors/server-error';
import { KNOWN_PLATFORM_REASONS } from './platform-error-reasons';

/** Thrown by beginCall: the scope's error handler breaks the connection instead of answering. */
export class DroppedConnection extends Error {
  constructor() {
    super('connection broken by an injected fault');
  }
}

/** Calls whose answer an armed `dropConnection` (`when: after`) throws away. */
const answersToDrop = new WeakSet<FastifyRequest>();
/** Calls whose answer an armed `slow` holds, and for how long (ms). */
const answersToHold = new WeakMap<FastifyRequest, number>();

/** Throws what the armed fault of this method asks for; marks the request if only its answer is to be lost. */
export function applyDataApiFault(faults: FaultRegistry, request: FastifyRequest, method: string): void {
  const fault = faults.takeForMethod(method);
  if (!fault) return;
  switch (fault.kind) {
    case 'serverError':
      throw serverError(fault.status, fault.retryAfter);
    case 'dropConnection':
      if (fault.when === 'before') throw new DroppedConnection();
      answersToDrop.add(request);
      return;
    case 'slow':
      answersToHold.set(request, fault.ms);
      return;
    case 'unavailable':
      throw fault.as === 'notServed'
        ? methodNotFound(request)
        : new ApiError(403, 'accessNotConfigured', `The ${method} method is not enabled for this project.`, {
            domain: 'usageLimits',
            status: 'PERMISSION_DENIED',
          });
    case 'platformError': {
      const known = KNOWN_PLATFORM_REASONS[fault.reason];
      const status = fault.status ?? known?.status ?? 400;
      const headers: Record<string, string> = {};
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
      if (status === 401)
        headers['www-authenticate'] = 'Bearer realm="https://accounts.google.com/", error="invalid_token"';
      throw new ApiError(
        status,
        fault.reason,
        fault.message ?? known?.message ?? `The request failed: ${fault.reason}.`,
        {
          domain: fault.domain ?? known?.domain ?? 'youtube.api',
          ...(known?.grpcStatus ? { status: known.grpcStatus } : {}),
          headers,
        },
      );
    }
  }
}

/** What the Data API answers for a path it does not serve (its not-found handler, and the `unavailable` fault). */
export function methodNotFound(request: FastifyRequest): ApiError {
  return new ApiError(404, 'notFound', `Method not found: ${request.method} ${request.url.split('?')[0]}`, {
    domain: 'global',
    status: 'NOT_FOUND',
  });
}

export function breakConnection(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack();
  request.raw.socket.destroy();
  return reply;
}

/**
 * In the Data API's scope: a call marked to lose its answer has its connection broken instead of the answer sent; one
 * marked slow has its answer held first.
 */
export function registerAnswerDrops(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, _reply, payload) => {
    const hold = answersToHold.get(request);
    if (hold !== undefined) await new Promise((resolve) => setTimeout(resolve, hold));
    if (answersToDrop.has(request)) request.raw.socket.destroy();
    return payload;
  });
}
