// The Data API's error envelope -> a DeskError. The reason is mapped onto the contract's codes (platform-reasons.ts)
// and kept raw in `details`; the message says what to do where the reason is one a creator meets.
import type { MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { DeskError } from '../ipc/desk-error';
import { platformErrorCode } from './platform-reasons';
import { keepWords } from '../language/say-line';
import { lineOf } from '../../shared/i18n/saved-line';
import { PLATFORM_ADVICE, PLATFORM_ERRORS } from './platform-messages';

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

const advice: Record<string, MessageDescriptor> = {
  quotaExceeded: PLATFORM_ADVICE.quotaExceeded,
  insufficientPermissions: PLATFORM_ADVICE.missingPermission,
  ACCESS_TOKEN_SCOPE_INSUFFICIENT: PLATFORM_ADVICE.missingPermission,
  accessNotConfigured: PLATFORM_ADVICE.apiDisabled,
  SERVICE_DISABLED: PLATFORM_ADVICE.apiDisabled,
  authError: PLATFORM_ADVICE.signInRefused,
  rateLimitExceeded: PLATFORM_ADVICE.slowDown,
  userRateLimitExceeded: PLATFORM_ADVICE.slowDown,
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
    return new DeskError(platformErrorCode(status), keepWords(PLATFORM_ERRORS.unexpected, { status }), { status });
  }
  const hint = reason ? advice[reason] : undefined;
  const said = message ?? `HTTP ${status}`;
  // Kept as a line when our advice follows the platform's words: the advice is said again in the reader's language.
  const text = hint ? keepWords(PLATFORM_ERRORS.withAdvice, { said, advice: { line: lineOf(hint) } }) : said;
  return new DeskError(platformErrorCode(status, reason), text, {
    status,
    reason,
    ...(activationUrl === undefined ? {} : { activationUrl }),
  });
}
