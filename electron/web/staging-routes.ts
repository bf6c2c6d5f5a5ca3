// The HTTP face of the staging area, for browser mode's page: create an entry, append chunks (raw bytes streamed
// to disk, never buffered whole), ask how much arrived. The web host mounts these behind its own token and Origin
// checks; nothing here authenticates.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { STAGING_ID_PATTERN } from '../../shared/uploads/upload-source';
import { StagingError, stagingEntryInputSchema, type StagingArea, type StagingErrorCode } from '../files/staging-area';

export const STAGING_ROUTE = '/_desk/staging';

const idParams = z.strictObject({ id: z.string().regex(STAGING_ID_PATTERN) });
const appendQuery = z.strictObject({ offset: z.string().regex(/^\d{1,16}$/) });
const contentLength = z.string().regex(/^\d{1,20}$/);

/**
 * A file description is a name of at most 255 characters and two short fields: far below the host's 1 MiB, which
 * let a body of a few hundred thousand nested brackets hold the event loop half a second in JSON.parse.
 */
const DESCRIPTION_BODY_LIMIT = 16 * 1024;

const STATUS_OF: Record<StagingError['code'], number> = {
  'not-found': 404,
  'offset-mismatch': 409,
  'too-large': 413,
  incomplete: 409,
  'no-space': 507,
  'too-many': 429,
  'in-use': 409,
  'invalid-input': 400,
};

export async function registerStagingRoutes(app: FastifyInstance, area: StagingArea): Promise<void> {
  // Own scope, so the raw-body parser applies to these routes only.
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    scope.post(STAGING_ROUTE, { bodyLimit: DESCRIPTION_BODY_LIMIT }, async (request, reply) => {
      const input = stagingEntryInputSchema.safeParse(request.body);
      if (!input.success)
        return refuse(reply, 400, 'invalid-input', `The file description was refused: ${describe(input.error)}.`);
      return answer(reply, async () => reply.code(201).send(await area.create(input.data)));
    });

    scope.put(`${STAGING_ROUTE}/:id`, async (request, reply) => {
      const params = idParams.safeParse(request.params);
      if (!params.success) return refuse(reply, 404, 'not-found', 'No such staged file.');
      const query = appendQuery.safeParse(request.query);
      if (!query.success)
        return refuse(reply, 400, 'invalid-input', 'The query must be ?offset=<bytes already staged>.');
      const body = request.body;
      if (body !== undefined && !(body instanceof Readable)) {
        // Only the raw parser yields a stream; anything else came through another content type.
        return refuse(reply, 415, 'invalid-input', 'Send the bytes as application/octet-stream.');
      }
      const announced = contentLength.safeParse(request.headers['content-length']);
      return answer(reply, async () =>
        reply.send(
          await area.append(
            params.data.id,
            Number(query.data.offset),
            body,
            announced.success ? Number(announced.data) : undefined,
          ),
        ),
      );
    });

    // The page gave up on a copy (stopped by the user, or failed): its bytes are reclaimed at once, unless an upload
    // already reads them (a page must not pull a file from under a running upload).
    scope.delete(`${STAGING_ROUTE}/:id`, async (request, reply) => {
      const params = idParams.safeParse(request.params);
      if (!params.success) return refuse(reply, 404, 'not-found', 'No such staged file.');
      return answer(reply, async () => {
        await area.discard(params.data.id);
        return reply.code(204).send();
      });
    });

    scope.get(`${STAGING_ROUTE}/:id`, async (request, reply) => {
      const params = idParams.safeParse(request.params);
      if (!params.success) return refuse(reply, 404, 'not-found', 'No such staged file.');
      return answer(reply, async () => {
        const status = await area.status(params.data.id);
        return reply.send({ size: status.size, declaredSize: status.declaredSize, complete: status.complete });
      });
    });
    done();
  });
}

async function answer(reply: FastifyReply, task: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof StagingError) {
      return refuse(reply, STATUS_OF[error.code], error.code, error.message, error.size);
    }
    throw error;
  }
}

function refuse(
  reply: FastifyReply,
  status: number,
  code: StagingErrorCode,
  message: string,
  size?: number,
): FastifyReply {
  return reply.code(status).send({ error: { code, message }, ...(size === undefined ? {} : { size }) });
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}
