// The soak tests' slow network: PUT /_emulator/v1/throttle {"bytesPerSecond": N} limits every upload request body
// to N bytes per second in all (null lifts the limit; "resetCount": true zeroes the count of body bytes received);
// GET reads the limit, the count and when its first and last byte arrived (a rate measured where it is received).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { UploadHost } from './upload-host';

const THROTTLE_PATH = '/_emulator/v1/throttle';

const throttleChangeSchema = z.strictObject({
  bytesPerSecond: z.number().int().min(1024).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  resetCount: z.boolean().optional(),
});

export function registerThrottleRoutes(app: FastifyInstance, host: UploadHost): void {
  app.get(THROTTLE_PATH, async () => ({ ...host.throttle.state(), ...host.throttle.arrivals() }));

  app.put(THROTTLE_PATH, async (request, reply) => {
    const parsed = throttleChangeSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: `invalid throttle: ${z.prettifyError(parsed.error)}` });
    return host.throttle.set(parsed.data);
  });
}
