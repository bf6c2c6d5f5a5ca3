// Comment ids shaped like the platform's: a top-level comment (and its thread) `Ug` + 17 characters + `4AaABAg`,
// a reply its parent's id, a dot and 22 characters.
import { randomBytes } from 'node:crypto';
import type { Prng } from './prng';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

function chars(count: number, prng?: Prng): string {
  const random = prng ? undefined : randomBytes(count);
  let out = '';
  for (let i = 0; i < count; i += 1) out += ALPHABET[prng ? prng.below(64) : (random?.[i] ?? 0) & 63];
  return out;
}

export function newTopLevelId(prng?: Prng): string {
  return `Ug${chars(17, prng)}4AaABAg`;
}

export function newReplyId(parentId: string, prng?: Prng): string {
  return `${parentId}.${chars(22, prng)}`;
}

/** A generated author's channel id: `UC` + 22 characters, as every channel id. */
export function newAuthorChannelId(prng?: Prng): string {
  return `UC${chars(22, prng)}`;
}
