// Armed faults, hit in the order they were armed. Each one counts down its `times` and disarms itself, so a test
// that arms "one 503" gets exactly one.
import type { FaultSpec, RequestKind } from './fault-spec';

type CountedSpec = Extract<FaultSpec, { times: number }>;
/** expireSession without uploadId/all waits for the next session request. */
type NextSessionExpiry = { readonly kind: 'expireSession'; readonly times: 1 };

export type ArmedFault = (CountedSpec | NextSessionExpiry) & { readonly id: string; remaining: number };
type ArmedOf<K extends ArmedFault['kind']> = Extract<ArmedFault, { kind: K }>;

export interface RequestFacts {
  readonly kind: RequestKind;
  /** The session the request addresses; absent for session starts and simple uploads. */
  readonly uploadId?: string;
}

export class FaultRegistry {
  private readonly armed: ArmedFault[] = [];
  private nextId = 1;

  arm(spec: CountedSpec | NextSessionExpiry): ArmedFault {
    const fault = { ...spec, id: `fault-${this.nextId++}`, remaining: spec.times } as ArmedFault;
    this.armed.push(fault);
    return fault;
  }

  /** The first armed fault of this kind that matches the request, consuming one of its hits. */
  take<K extends ArmedFault['kind']>(kind: K, request: RequestFacts): ArmedOf<K> | undefined {
    const index = this.armed.findIndex((fault) => fault.kind === kind && matches(fault, request));
    if (index === -1) return undefined;
    const fault = this.armed[index] as ArmedOf<K>;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.armed.splice(index, 1);
    return fault;
  }

  list(): readonly ArmedFault[] {
    return this.armed.map((fault) => ({ ...fault }));
  }

  disarm(id: string): boolean {
    const index = this.armed.findIndex((fault) => fault.id === id);
    if (index === -1) return false;
    this.armed.splice(index, 1);
    return true;
  }

  clear(): number {
    return this.armed.splice(0).length;
  }
}

function matches(fault: ArmedFault, request: RequestFacts): boolean {
  if ('uploadId' in fault && fault.uploadId !== undefined && fault.uploadId !== request.uploadId) return false;
  switch (fault.kind) {
    case 'serverError':
      return fault.on === 'any' || fault.on === request.kind;
    case 'dropConnection':
    case 'expireAccessToken':
      return request.kind === 'data' || request.kind === 'simpleUpload';
    case 'partialStore':
      return request.kind === 'data';
    case 'statusRetryAfter':
      return request.kind === 'statusCheck';
    case 'expireSession':
      return request.kind === 'data' || request.kind === 'statusCheck';
  }
}
