// The Data API's error envelope -> a DeskError. The reason is mapped onto the contract's codes (platform-reasons.ts)
// and kept raw in `details`; the message says what to do where the reason is one a creator meets.
import { z } from 'zod';
import { DeskError } from '../ipc/desk-error';
import { platformErrorCode } from './platform-reasons';

const envelopeSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).optional(),
    details: z
      .array(
        z.object({
          '@type': z.string().optional(),
          reason: z.string().optional(),
          metadata: z.record(z.string(), z.unknown()).optional(),
        }),
      )
      .optional(),
  }),
});

const advice: Record<string, string> = {
  quotaExceeded: 'The daily API quota is used up; it resets at midnight Pacific time.',
  insufficientPermissions:
    'Channel Desk lacks a permission for this. Sign out and sign in again, granting every permission asked.',
  ACCESS_TOKEN_SCOPE_INSUFFICIENT:
    'Channel Desk lacks a permission for this. Sign out and sign in again, granting every permission asked.',
  accessNotConfigured:
    'Enable "YouTube Data API v3" in the cloud project of your OAuth client (its API library), wait a few minutes and try again.',
  SERVICE_DISABLED:
    'Enable "YouTube Data API v3" in the cloud project of your OAuth client (its API library), wait a few minutes and try again.',
  authError: 'Your sign-in was refused. Sign in again.',
  rateLimitExceeded: 'The platform asks to slow down. Try again in a minute.',
  userRateLimitExceeded: 'The platform asks to slow down. Try again in a minute.',
};

export function parseErrorEnvelope(body: unknown): { reason?: string; message?: string; activationUrl?: string } {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return {};
  const first = parsed.data.error.errors?.[0];
  const message = parsed.data.error.message ?? first?.message;
  // The newer format says the same in google.rpc.ErrorInfo (SERVICE_DISABLED, ACCESS_TOKEN_SCOPE_INSUFFICIENT).
  const info = parsed.data.error.details?.find((detail) => detail['@type']?.endsWith('google.rpc.ErrorInfo'));
  const reason = first?.reason ?? info?.reason;
  const activationUrl = info?.metadata?.activationUrl;
  return {
    reason,
    message: message === undefined ? undefined : plainText(message),
    ...(typeof activationUrl === 'string' ? { activationUrl } : {}),
  };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/**
 * The platform writes its messages as HTML ("the request's <code>id</code> parameter"); every screen shows text, so
 * the markup goes and the usual entities are read, once, here.
 */
export function plainText(html: string): string {
  return html
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_match, name: string) => ENTITIES[name] ?? '');
}

export function toDeskError(status: number, body: unknown): DeskError {
  const { reason, message, activationUrl } = parseErrorEnvelope(body);
  if (!reason && !message) {
    return new DeskError(
      platformErrorCode(status),
      `The video platform answered with an unexpected response (HTTP ${status}). Try again later.`,
      { status },
    );
  }
  const hint = reason ? advice[reason] : undefined;
  const text = [message ?? `HTTP ${status}`, hint].filter(Boolean).join(' ');
  return new DeskError(platformErrorCode(status, reason), text, {
    status,
    reason,
    ...(activationUrl === undefined ? {} : { activationUrl }),
  });
}
