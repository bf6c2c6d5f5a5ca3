// Reads a small JSON body from a raw request stream: the upload routes bypass Fastify's body parsing (their bodies
// are media), so the metadata of a session start is read here, with a bound.
import type { Readable } from 'node:stream';
import { ApiError } from '../data-api/errors/api-error';

export const METADATA_MAX_BYTES = 1024 * 1024;

export async function readJsonBody(source: Readable, limit = METADATA_MAX_BYTES): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Stopping at the limit must not destroy the request: its connection still carries the answer.
  for await (const chunk of source.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > limit)
      throw new ApiError(413, 'uploadTooLarge', `The metadata is larger than ${limit} bytes.`, { domain: 'global' });
    chunks.push(chunk as Buffer);
  }
  return parseJsonMetadata(Buffer.concat(chunks).toString('utf8'));
}

/** Empty text is no metadata; anything else must be JSON. */
export function parseJsonMetadata(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError(
      400,
      'parseError',
      `Parse Error: the metadata is not valid JSON (${(error as Error).message}).`,
      {
        domain: 'global',
        status: 'INVALID_ARGUMENT',
      },
    );
  }
}
