// The Data API method each request was answered as, recorded by beginCall, so the conformance check holds the body
// to that method's response schema rather than guessing it from the path.
import type { FastifyRequest } from 'fastify';

const methods = new WeakMap<FastifyRequest, string>();

export function recordCallMethod(request: FastifyRequest, method: string): void {
  methods.set(request, method);
}

export function callMethodOf(request: FastifyRequest): string | undefined {
  return methods.get(request);
}
