// A look at a text frame's JSON structure before JSON.parse builds it. V8 takes hundreds of milliseconds to parse a
// 1 MiB frame of nested brackets (or of a quarter million empty objects), all of it in one turn of the event loop;
// counting brackets and commas is one pass over bytes, so a frame that would cost that much is refused first.

interface FrameShapeLimits {
  /** Arrays and objects open at once. */
  readonly maxDepth: number;
  /** Arrays, objects and separators (about the number of values) in the whole frame. */
  readonly maxValues: number;
}

/**
 * Generous beside the router's own bounds (shared/ipc/payload-bounds.ts), so that input within these but beyond those
 * is answered with a refusal naming the call rather than a closed socket; tight enough that a frame within them
 * parses in a few milliseconds.
 */
const FRAME_SHAPE_LIMITS: FrameShapeLimits = { maxDepth: 10_000, maxValues: 100_000 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const COMMA = 0x2c;

/** Why the frame is refused unparsed, or undefined. Works on UTF-8 bytes: every byte it looks for is ASCII. */
export function frameShapeProblem(
  bytes: Uint8Array,
  limits: FrameShapeLimits = FRAME_SHAPE_LIMITS,
): string | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth += 1;
      values += 1;
      if (depth > limits.maxDepth) return 'nested too deeply';
      if (values > limits.maxValues) return 'too many values';
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth -= 1;
    else if (byte === COMMA) {
      values += 1;
      if (values > limits.maxValues) return 'too many values';
    }
  }
  return undefined;
}
