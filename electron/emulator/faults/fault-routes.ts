// Fault injection for the upload host and the Data API: POST /_emulator/v1/faults arms one fault (or, for
// quotaExhausted and an expireSession naming its sessions, acts at once); GET lists what is armed; DELETE disarms.
// A body with a `method` is a Data API fault (faults/data-api-fault-spec.ts); any other is the upload host's.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataApiFaultSpecSchema } from './data-api-fault-spec';
import { faultSpecSchema } from './fault-spec';
import type { FaultRegistry } from './fault-registry';

const FAULTS_PATH = '/_emulator/v1/faults';

/** What the routes act on: the registry, and the services that the two faults acting at once change. */
interface FaultTargets {
  readonly faults: FaultRegistry;
  exhaustQuota(): void;
  /** Expires the named upload session, or every live one: the ids expired, undefined when the named one is unknown. */
  expireSessions(uploadId: string | undefined): Promise<string[] | undefined>;
}

export function registerFaultRoutes(app: FastifyInstance, targets: FaultTargets): void {
  app.get(FAULTS_PATH, async () => ({ faults: targets.faults.list() }));

  app.delete(FAULTS_PATH, async () => ({ cleared: targets.faults.clear() }));

  app.delete(`${FAULTS_PATH}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!targets.faults.disarm(id)) return reply.code(404).send({ error: `no armed fault with id ${id}` });
    return reply.code(204).send();
  });

  app.post(FAULTS_PATH, async (request, reply) => {
    if (typeof request.body === 'object' && request.body !== null && 'method' in request.body) {
      const forMethod = dataApiFaultSpecSchema.safeParse(request.body);
      if (!forMethod.success) {
        return reply.code(400).send({ error: `invalid Data API fault: ${z.prettifyError(forMethod.error)}` });
      }
      return reply.code(201).send({ fault: targets.faults.arm(forMethod.data) });
    }
    const parsed = faultSpecSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: `invalid fault: ${z.prettifyError(parsed.error)}` });
    }
    const spec = parsed.data;
    switch (spec.kind) {
      case 'quotaExhausted':
        targets.exhaustQuota();
        return { applied: { kind: spec.kind } };
      case 'expireSession': {
        if (spec.uploadId === undefined && spec.all !== true) {
          return reply.code(201).send({ fault: targets.faults.arm({ kind: 'expireSession', times: 1 }) });
        }
        const expired = await targets.expireSessions(spec.uploadId);
        if (expired === undefined) {
          return reply.code(404).send({ error: `no upload session with id ${spec.uploadId}` });
        }
        return { applied: { kind: spec.kind, expired } };
      }
      default:
        return reply.code(201).send({ fault: targets.faults.arm(spec) });
    }
  });
}
