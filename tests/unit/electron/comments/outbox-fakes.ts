// A clock only the test moves and a platform that records each setModerationStatus call, for the outbox's tests.
import type { SettableStatus } from '../../../../shared/comments/comment-view';
import type { DecisionView } from '../../../../shared/comments/comment-view';
import type { ModerationApi } from '../../../../electron/comments/comments-client';
import { ModerationOutbox, type OutboxClock } from '../../../../electron/comments/moderation-outbox';
import type { OutboxStorage } from '../../../../electron/comments/outbox-file';
import { noticeMessage } from '../../../../electron/kernel/feature';
import type { SavedLine } from '../../../../shared/i18n/saved-line';

export class FakeClock implements OutboxClock {
  private time = 1_000_000;
  private timers: Array<{ at: number; run: () => void; live: boolean }> = [];

  now(): number {
    return this.time;
  }

  setTimer(run: () => void, ms: number): () => void {
    const timer = { at: this.time + ms, run, live: true };
    this.timers.push(timer);
    return () => {
      timer.live = false;
    };
  }

  /** Moves time on and runs each timer that falls due, in order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.live && timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      due.live = false;
      this.time = Math.max(this.time, due.at);
      due.run();
    }
    this.time = until;
    this.timers = this.timers.filter((timer) => timer.live);
  }
}

export interface ModerationCall {
  readonly ids: readonly string[];
  readonly status: SettableStatus;
  readonly banAuthor: boolean;
}

export class FakeModerationApi implements ModerationApi {
  readonly calls: ModerationCall[] = [];
  /** Decides each call's fate; the default accepts it. */
  answer: (call: ModerationCall) => Promise<void> | void = () => undefined;

  async setModerationStatus(ids: readonly string[], status: SettableStatus, banAuthor: boolean): Promise<void> {
    const call = { ids: [...ids], status, banAuthor };
    this.calls.push(call);
    await this.answer(call);
  }
}

export interface OutboxHarness {
  readonly outbox: ModerationOutbox;
  readonly events: DecisionView[];
  readonly notices: string[];
  /** Each notice's line (undefined for words alone), as the page would say it again in its language. */
  readonly lines: Array<SavedLine | undefined>;
}

export function makeOutbox(
  storage: OutboxStorage,
  api: ModerationApi,
  clock: FakeClock,
  channel?: () => string | undefined,
  /** Several channels signed in: whether one is, and the client that sends with its token. */
  channels?: { signedIn: (channelId: string) => boolean; apiFor: (channelId: string) => ModerationApi },
): OutboxHarness {
  const events: DecisionView[] = [];
  const notices: string[] = [];
  const lines: Array<SavedLine | undefined> = [];
  const outbox = new ModerationOutbox({
    storage,
    api,
    clock,
    emit: (views) => events.push(...views),
    notice: (words) => {
      const { message, line } = noticeMessage(words);
      notices.push(message);
      lines.push(line);
    },
    // The full ceiling every time, so the backoff delays are known.
    random: () => 0.999_999,
    ...(channel ? { channel } : {}),
    ...(channels ?? {}),
  });
  return { outbox, events, notices, lines };
}
