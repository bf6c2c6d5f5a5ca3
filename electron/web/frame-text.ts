// A WebSocket message as text. ws hands a text frame over as one Buffer, but its type also allows the other shapes
// a binary or fragmented message takes; decoding them all the same way keeps a stray shape from becoming
// "[object ArrayBuffer]".
import type { RawData } from 'ws';

export function frameText(data: RawData): string {
  const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  return bytes.toString('utf8');
}
