// The Data API's error envelope, which the discovery document does not describe: exactly these keys, the HTTP
// status repeated in `code`, and at least one error with its reason and domain.
import { z } from 'zod';
import type { Violation } from './check-schema';

const GRPC_STATUSES = [
  'INVALID_ARGUMENT',
  'FAILED_PRECONDITION',
  'OUT_OF_RANGE',
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'ABORTED',
  'ALREADY_EXISTS',
  'RESOURCE_EXHAUSTED',
  'CANCELLED',
  'DATA_LOSS',
  'UNKNOWN',
  'INTERNAL',
  'NOT_IMPLEMENTED',
  'UNAVAILABLE',
  'DEADLINE_EXCEEDED',
] as const;

const errorEnvelope = z.strictObject({
  error: z.strictObject({
    code: z.number().int().min(400).max(599),
    message: z.string(),
    errors: z
      .array(
        z.strictObject({
          message: z.string(),
          domain: z.string().min(1),
          reason: z.string().min(1),
          location: z.string().min(1).optional(),
          locationType: z.enum(['parameter', 'header']).optional(),
          extendedHelp: z.string().optional(),
        }),
      )
      .min(1),
    status: z.enum(GRPC_STATUSES).optional(),
  }),
});

export function checkErrorEnvelope(value: unknown, httpStatus: number): Violation[] {
  const parsed = errorEnvelope.safeParse(value);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({
      path: ['$', ...issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))].join(''),
      problem: `error envelope: ${issue.message}`,
    }));
  }
  if (parsed.data.error.code !== httpStatus) {
    return [{ path: '$.error.code', problem: `is ${parsed.data.error.code} but the HTTP status is ${httpStatus}` }];
  }
  return [];
}
