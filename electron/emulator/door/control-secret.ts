// The emulator's control secret: made at random when none is given, and compared in time that depends only on the
// known secret's length, so a caller cannot find it byte by byte by timing refusals. (Browser mode has the same
// comparison in electron/web/same-secret.ts; the emulator may not import app code, and shared/ has no node:crypto.)
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newControlSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function isControlSecret(presented: string, known: string): boolean {
  // Hashing both first gives equal lengths, so neither the comparison nor an early length check leaks the length.
  const left = createHash('sha256').update(presented).digest();
  const right = createHash('sha256').update(known).digest();
  return timingSafeEqual(left, right);
}
