// Compares a presented secret with a known one in time that depends only on the known one's length, so a caller
// cannot find the secret byte by byte by timing refusals.
import { createHash, timingSafeEqual } from 'node:crypto';

export function sameSecret(presented: string, known: string): boolean {
  // Hashing both first gives equal lengths, so neither the comparison nor an early length check leaks the length.
  const left = createHash('sha256').update(presented).digest();
  const right = createHash('sha256').update(known).digest();
  return timingSafeEqual(left, right);
}
