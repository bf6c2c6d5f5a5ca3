// Sentences said by shared checks (which take an IntlShape and answer words: the details' checks, a translation's)
// kept as lines too, for a caller that keeps them beyond their moment (a bulk job's refused videos): an IntlShape that
// says what the one it wraps says and remembers each sentence's line by its words. A value that is the words of a
// sentence said before it (a translation's title problem inside "de title: …") is kept as that sentence's line, so
// the whole is said again in the reading language (saved-line.ts).
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { lineOf, savedLineSchema, type SavedLine, type SavedValue } from './saved-line';

export interface LineRecorder {
  /** Says as the wrapped IntlShape does, and records what it says through formatMessage. */
  readonly intl: IntlShape;
  /** The line of words said through `intl`, when they were one sentence of the catalogue kept whole. */
  lineFor(words: string): SavedLine | undefined;
}

export function lineRecorder(intl: IntlShape): LineRecorder {
  const lines = new Map<string, SavedLine>();
  const keptValue = (value: unknown): SavedValue | undefined => {
    if (typeof value === 'number') return value;
    if (typeof value !== 'string') return undefined;
    const said = lines.get(value);
    return said ? { line: said } : value;
  };
  const formatMessage = (descriptor: MessageDescriptor, values?: Record<string, unknown>, ...rest: unknown[]) => {
    const words = (intl.formatMessage as (...args: unknown[]) => unknown)(descriptor, values, ...rest);
    if (typeof words !== 'string' || descriptor.id === undefined) return words;
    const kept: Record<string, SavedValue> = {};
    for (const [name, value] of Object.entries(values ?? {})) {
      const one = keptValue(value);
      // A value a line cannot hold (a date, a rich-text function): these words stay words.
      if (one === undefined) return words;
      kept[name] = one;
    }
    lines.set(words, lineOf(descriptor, values === undefined ? undefined : kept));
    return words;
  };
  return {
    intl: { ...intl, formatMessage } as IntlShape,
    lineFor: (words) => lines.get(words),
  };
}

/**
 * Sentences one after the other as one line (`pair`: "{first} {second}", as the language writes sentences in a row),
 * or undefined when one has no line or the whole is deeper than a kept line may be.
 */
export function sentencesLine(
  sentences: readonly (SavedLine | undefined)[],
  pair: MessageDescriptor,
): SavedLine | undefined {
  if (sentences.length === 0 || sentences.some((line) => line === undefined)) return undefined;
  const joined = (sentences as SavedLine[]).reduceRight((second, first) =>
    lineOf(pair, { first: { line: first }, second: { line: second } }),
  );
  return savedLineSchema.safeParse(joined).success ? joined : undefined;
}
