// The faults a test can arm on Data API methods (`POST /_emulator/v1/faults` with a `method`), validated as strictly
// as the upload host's, so a typo in a test (an unknown method, a reason without a status) fails loudly instead of
// arming nothing.
import { z } from 'zod';
import { METHOD_SCOPES } from '../generated/discovery-tables';
import { KNOWN_PLATFORM_REASONS } from './platform-error-reasons';

/** Every method id of the discovery document, short form (`videos.list`). */
const DATA_API_METHOD_IDS: readonly string[] = Object.keys(METHOD_SCOPES).map((id) => id.replace(/^youtube\./, ''));
const methodIds = new Set(DATA_API_METHOD_IDS);

const method = z
  .string()
  .max(100)
  .refine((id) => id === '*' || methodIds.has(id), {
    message: 'method must be a Data API method id of the discovery document, such as "videos.list", or "*" for any',
  });
const times = z.number().int().min(1).max(10_000);
const scope = {
  /** The method the fault hits (`playlistItems.update`), or `*` for every Data API method. */
  method,
  /** How many matching calls the fault hits before it disarms itself. */
  times: times.default(1),
};

export const dataApiFaultSpecSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('serverError'),
    status: z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]),
    retryAfter: z.number().int().min(0).max(86_400).optional(),
    ...scope,
  }),
  z.strictObject({
    kind: z.literal('dropConnection'),
    /**
     * `before`: the connection breaks before the method runs, so nothing changes. `after`: the method runs and is
     * charged, and only its answer is lost, as when a network drops while the platform answers.
     */
    when: z.enum(['before', 'after']).default('before'),
    ...scope,
  }),
  z.strictObject({
    kind: z.literal('slow'),
    /**
     * The method runs at once (a write lands) and its answer is held this long: a slow platform, and the window in
     * which a test kills a client between the write and its answer.
     */
    ms: z.number().int().min(1).max(30_000),
    ...scope,
  }),
  z.strictObject({
    kind: z.literal('unavailable'),
    /**
     * `notServed`: the platform answers as for a path it does not have (404 notFound), as before a method's launch or
     * where it is not rolled out. `notEnabled`: the project may not call it (403
     * accessNotConfigured).
     */
    as: z.enum(['notServed', 'notEnabled']).default('notServed'),
    ...scope,
    /** Until disarmed, by default: a method is missing for every call, not for one. */
    times: times.default(10_000),
  }),
  z
    .strictObject({
      kind: z.literal('platformError'),
      /** The platform's reason (`quotaExceeded`, `conflict`…): known reasons bring their real status, domain and message. */
      reason: z
        .string()
        .min(1)
        .max(100)
        .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'reason is one camelCase word, as the platform writes them'),
      status: z.number().int().min(400).max(599).optional(),
      domain: z.string().min(1).max(100).optional(),
      message: z.string().min(1).max(1000).optional(),
      retryAfter: z.number().int().min(0).max(86_400).optional(),
      ...scope,
    })
    .refine((spec) => spec.status !== undefined || spec.reason in KNOWN_PLATFORM_REASONS, {
      message: 'platformError needs a status for a reason the emulator does not know',
      path: ['status'],
    }),
]);

export type DataApiFaultSpec = z.infer<typeof dataApiFaultSpecSchema>;
