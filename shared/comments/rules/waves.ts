// Waves: the same or nearly the same text from several authors close together in time. Near-duplicate groups come
// from near-duplicates.ts; within a group, a window slides over the comments in time order and every comment of a
// window that holds at least `minAuthors` different authors is part of a wave.
import { nearDuplicateGroups } from './near-duplicates';

export interface WaveInput {
  readonly text: string;
  readonly author: string;
  readonly at: number;
}

interface WaveOptions {
  readonly minAuthors: number;
  readonly windowMinutes: number;
  readonly similarity: number;
}

/** For each input, the id of its wave (the index of the wave's first text), or -1 outside any wave. */
export function findWaves(inputs: readonly WaveInput[], options: WaveOptions): Int32Array {
  const groups = nearDuplicateGroups(
    inputs.map((input) => input.text),
    options.similarity,
  );
  const members = new Map<number, number[]>();
  for (let n = 0; n < inputs.length; n += 1) {
    const root = groups[n]!;
    const list = members.get(root);
    if (list) list.push(n);
    else members.set(root, [n]);
  }
  const wave = new Int32Array(inputs.length).fill(-1);
  const windowMs = options.windowMinutes * 60_000;
  for (const [root, list] of members) {
    if (list.length < options.minAuthors) continue;
    list.sort((a, b) => inputs[a]!.at - inputs[b]!.at);
    const inWindow = new Map<string, number>();
    let start = 0;
    let markedUpTo = 0;
    for (let end = 0; end < list.length; end += 1) {
      const author = inputs[list[end]!]!.author;
      inWindow.set(author, (inWindow.get(author) ?? 0) + 1);
      while (inputs[list[end]!]!.at - inputs[list[start]!]!.at > windowMs) {
        const leaving = inputs[list[start]!]!.author;
        const left = (inWindow.get(leaving) ?? 1) - 1;
        if (left === 0) inWindow.delete(leaving);
        else inWindow.set(leaving, left);
        start += 1;
      }
      if (inWindow.size >= options.minAuthors) {
        for (let n = Math.max(start, markedUpTo); n <= end; n += 1) wave[list[n]!] = root;
        markedUpTo = end + 1;
      }
    }
  }
  return wave;
}
