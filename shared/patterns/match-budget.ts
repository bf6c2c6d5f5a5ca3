// A time budget for one pass of typed patterns over many texts (the comment rules over a queue). Each match is
// linear in its text and bounded by the compiler's program limit, and each compile by its size, but thousands of
// long comments (or hundreds of patterns of an imported rule set) add up: once the pass has spent its budget, the
// patterns left answer "no match", and the pass says so, instead of holding the page (issue 38).

/**
 * Matching the comment rules' patterns may take this long in one evaluation of a queue: realistic patterns take 10
 * to 50 ms each over 5,000 short comments (more the first time, while the engine warms up).
 */
export const PATTERN_BUDGET_MS = 500;

export class MatchBudget {
  private spentMs = 0;
  private stopped = false;

  /** `clock` in milliseconds; a millisecond clock is enough: its rounding evens out over many matches. */
  constructor(
    private readonly limitMs: number = PATTERN_BUDGET_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Whether the budget ran out: some texts were not matched. */
  get exhausted(): boolean {
    return this.stopped;
  }

  /** `match`'s answer, or false without running it once the budget is spent. */
  test(match: () => boolean): boolean {
    return this.run(match, false);
  }

  /** `work`'s result (compiling a pattern, matching one), or `whenSpent` without running it once the budget is. */
  run<T>(work: () => T, whenSpent: T): T {
    if (this.stopped) return whenSpent;
    const started = this.clock();
    const result = work();
    this.spentMs += this.clock() - started;
    if (this.spentMs >= this.limitMs) this.stopped = true;
    return result;
  }
}
