// The options of `npm run soak`, read with node:util's parseArgs like every other command line of the project.
import { parseArgs } from 'node:util';
import type { SoakOptions } from './upload-soak';

// All whole numbers, read as text and checked below: parseArgs knows only strings and booleans.
const optionTypes = {
  videos: { type: 'string' },
  'size-mib': { type: 'string' },
  kills: { type: 'string' },
  'rate-kib': { type: 'string' },
  'chunk-kib': { type: 'string' },
  concurrency: { type: 'string' },
  seed: { type: 'string' },
} as const;
type WholeNumberOption = keyof typeof optionTypes;

/** Throws with a sentence naming the flag when an option is unknown, given no value, or not a whole number. */
export function soakOptionsFrom(argv: readonly string[], randomSeed: () => number): Omit<SoakOptions, 'log'> {
  const { values } = parseArgs({ args: [...argv], options: optionTypes, strict: true });
  const whole = (name: WholeNumberOption, fallback: number): number => {
    const text = values[name];
    const value = text === undefined ? fallback : Number(text);
    if (text === '' || !Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
    return value;
  };
  return {
    videos: whole('videos', 5),
    sizeBytes: whole('size-mib', 8) * 1024 * 1024,
    kills: whole('kills', 20),
    bytesPerSecond: whole('rate-kib', 1024) * 1024,
    chunkSize: whole('chunk-kib', 1024) * 1024,
    concurrency: whole('concurrency', 2),
    seed: values.seed === undefined ? randomSeed() : whole('seed', 0),
  };
}
