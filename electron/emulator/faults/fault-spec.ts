// The faults a test can arm on the upload host (`POST /_emulator/v1/faults`), validated strictly so a typo in a
// test fails loudly instead of arming nothing.
import { z } from 'zod';

/** Which requests a fault may hit: session starts, data PUT/POSTs, status checks, simple (media/multipart) uploads. */
const REQUEST_KINDS = ['sessionStart', 'data', 'statusCheck', 'simpleUpload'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

const byteCount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const scope = {
  /** Only requests of this upload session; absent: the next matching request of any session. */
  uploadId: z.string().min(1).max(200).optional(),
  /** How many matching requests the fault hits before it disarms itself. */
  times: z.number().int().min(1).max(10_000).default(1),
};

export const faultSpecSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('dropConnection'),
    /** Bytes of the request body stored before the connection is destroyed (0: none). */
    afterBytes: byteCount,
    ...scope,
  }),
  z.strictObject({
    kind: z.literal('serverError'),
    status: z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]),
    retryAfter: z.number().int().min(0).max(86_400).optional(),
    on: z.enum([...REQUEST_KINDS, 'any']).default('any'),
    ...scope,
  }),
  z.strictObject({
    kind: z.literal('partialStore'),
    /** Bytes of the next chunk actually kept; the rest is read and thrown away. */
    storeBytes: byteCount,
    ...scope,
  }),
  z.strictObject({
    kind: z.literal('expireAccessToken'),
    /** Bytes of the next body after which every access token expires; the request itself still succeeds. */
    afterBytes: byteCount,
    ...scope,
  }),
  z.strictObject({
    kind: z.literal('statusRetryAfter'),
    /** Seconds in the Retry-After header of the next status-check 308. */
    seconds: z.number().int().min(0).max(86_400),
    ...scope,
  }),
  z
    .strictObject({
      kind: z.literal('expireSession'),
      /** This session expires now. */
      uploadId: z.string().min(1).max(200).optional(),
      /** Every session that exists now expires now. */
      all: z.boolean().optional(),
    })
    .refine((spec) => !(spec.uploadId !== undefined && spec.all === true), {
      message: 'expireSession takes either uploadId or all, not both',
    }),
  z.strictObject({ kind: z.literal('quotaExhausted') }),
]);

export type FaultSpec = z.infer<typeof faultSpecSchema>;
export type FaultKind = FaultSpec['kind'];
