// A replay stopped at one of its bounds, said in the language in force: the thread reports the bound and how far it
// got as figures (replay-file.ts), and the words are made here, on the main thread, where the language is known.
import { formatFileSize } from '../../../shared/text/measures';
import { say } from '../../language/say';
import { RL_REFUSALS } from '../refusal-messages';
import type { ReplayLimit, ReplayProgress } from './replay-file';

/** How far a replay got, as its last progress said (sent every 200 ms, so at most that much behind). */
function reachedWords(reached: ReplayProgress | undefined): string {
  if (!reached) return say(RL_REFUSALS.reachedNothing);
  return say(RL_REFUSALS.reachedLines, {
    lines: reached.lines,
    read: formatFileSize(reached.read),
    size: formatFileSize(reached.size),
  });
}

/** The bound a replay went past, completing "… could not be replayed: ". */
export function replayLimitWords(limit: ReplayLimit): string {
  const { bound, reached } = limit;
  switch (bound.kind) {
    case 'text':
      return say(RL_REFUSALS.boundText, { gib: bound.gib });
    case 'gzip':
      return say(RL_REFUSALS.boundGzip);
    case 'memory':
      return say(RL_REFUSALS.boundMemory, { mb: bound.mb, reached: reachedWords(reached) });
    case 'time': {
      const seconds = Math.round(bound.ms / 1000);
      const minutes = seconds % 60 === 0;
      return say(RL_REFUSALS.boundTime, {
        unit: minutes ? 'minute' : 'second',
        count: minutes ? seconds / 60 : seconds,
        reached: reachedWords(reached),
      });
    }
  }
}
