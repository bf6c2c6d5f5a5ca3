// Fault injection for the upload host and the Data API: POST /_emulator/v1/faults arms one fault (or, for
// quotaExhausted and an expireSession naming its sessions, acts at once); GET lists what is armed; DELETE disarms.
// A body with a `method` is a Data API fault (faults/data-api-fault-spec.ts); any other is the upload host's.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataApiFaultSpecSchema } from './data-api-fault-spec';
import { faultSpecSchema } from './fault-spec';
import type { UploadHost } from '../upload-host/upload-host';
import { isExpired } from '../upload-host/upload-session';

export const FAULTS_PATH = '/_emulator/v1/faults';

export function registerFaultRoutes(app: FastifyInstance, host: UploadHost): void {
  app.get(FAULTS_PATH, async () => ({ faults: host.faults.list() }));

  app.delete(FAULTS_PATH, async () => ({ cleared: host.faults.clear() }));

  app.delete(`${FAULTS_PATH}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!host.faults.disarm(id)) return reply.code(404).send({ error: `no armed fault with id ${id}` });
    return reply.code(204).send();
  });

  app.post(FAULTS_PATH, async (request, reply) => {
    if (typeof request.body === 'object' && request.body !== null && 'method' in request.body) {
      const forMethod = dataApiFaultSpecSchema.safeParse(request.body);
      if (!forMethod.success) {
        return reply.code(400).send({ error: `invalid Data API fault: ${z.prettifyError(forMethod.error)}` });
      }
      return reply.code(201).send({ fault: host.faults.arm(forMethod.data) });
    }
    const parsed = faultSpecSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: `invalid fault: ${z.prettifyError(parsed.error)}` });
    }
    const spec = parsed.data;
    const now = host.ctx.now();
    switch (spec.kind) {
      case 'quotaExhausted':
        host.quota.exhaust();
        return { applied: { kind: spec.kind } };
      case 'expireSession': {
        if (spec.uploadId === undefined && spec.all !== true) {
          return reply.code(201).send({ fault: host.faults.arm({ kind: 'expireSession', times: 1 }) });
        }
        const targets =
          spec.uploadId !== undefined
            ? [host.sessions.get(spec.uploadId)].filter((session) => session !== undefined)
            : host.sessions.list().filter((session) => !isExpired(session, now));
        if (spec.uploadId !== undefined && targets.length === 0) {
          return reply.code(404).send({ error: `no upload session with id ${spec.uploadId}` });
        }
        for (const session of targets) {
          await host.sessions.expire(session, now);
          host.hashes.drop(session.uploadId);
        }
        return { applied: { kind: spec.kind, expired: targets.map((session) => session.uploadId) } };
      }
      default:
        return reply.code(201).send({ fault: host.faults.arm(spec) });
    }
  });
}
