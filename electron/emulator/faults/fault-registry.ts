// Armed faults of the upload host and of Data API methods, hit in the order they were armed. Each one counts down
// its `times` and disarms itself, so a test that arms "one 503" gets exactly one. A fault that names a Data API
// `method` hits only calls of that method; one that does not hits only the upload host.
import type { DataApiFaultSpec } from './data-api-fault-spec';
import type { FaultSpec, RequestKind } from './fault-spec';

type CountedSpec = Extract<FaultSpec, { times: number }>;
/** expireSession without uploadId/all waits for the next session request. */
type NextSessionExpiry = { readonly kind: 'expireSession'; readonly times: 1 };
interface Armed {
  readonly id: string;
  remaining: number;
}

type UploadFault = (CountedSpec | NextSessionExpiry) & Armed;
type DataApiFault = DataApiFaultSpec & Armed;
type ArmedFault = UploadFault | DataApiFault;
type ArmedOf<K extends UploadFault['kind']> = Extract<UploadFault, { kind: K }>;

const isDataApiFault = (fault: ArmedFault): fault is DataApiFault => 'method' in fault;

export interface RequestFacts {
  readonly kind: RequestKind;
  /** The session the request addresses; absent for session starts and simple uploads. */
  readonly uploadId?: string;
}

export class FaultRegistry {
  private readonly armed: ArmedFault[] = [];
  private nextId = 1;

  arm<S extends CountedSpec | NextSessionExpiry | DataApiFaultSpec>(spec: S): S & Armed {
    const fault = { ...spec, id: `fault-${this.nextId++}`, remaining: spec.times };
    this.armed.push(fault);
    return fault;
  }

  /** The first armed upload-host fault of this kind that matches the request, consuming one of its hits. */
  take<K extends UploadFault['kind']>(kind: K, request: RequestFacts): ArmedOf<K> | undefined {
    return this.consume((fault) => !isDataApiFault(fault) && fault.kind === kind && matches(fault, request)) as
      ArmedOf<K> | undefined;
  }

  /** The first armed fault for this Data API method (`videos.list`), whatever its kind, consuming one of its hits. */
  takeForMethod(method: string): DataApiFault | undefined {
    return this.consume((fault) => isDataApiFault(fault) && (fault.method === '*' || fault.method === method)) as
      DataApiFault | undefined;
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

  private consume(test: (fault: ArmedFault) => boolean): ArmedFault | undefined {
    const index = this.armed.findIndex(test);
    if (index === -1) return undefined;
    const fault = this.armed[index] as ArmedFault;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.armed.splice(index, 1);
    return fault;
  }
}

function matches(fault: UploadFault, request: RequestFacts): boolean {
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
