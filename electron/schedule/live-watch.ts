// Changes for "when it goes live" wait until the platform has made the video public. From each video's publish time
// on (or at once when it has none: made public by hand), the waiting videos are looked at together, one videos.list
// of up to 50 ids a channel (1 unit), the looks backing off from seconds to minutes while none has gone live; a
// publish time moved elsewhere (the calendar, the platform's own page) is followed.
import type { NotificationEvent } from '../../shared/notifications/notification-kinds';
import type { ScheduledChangeView } from '../../shared/schedule/scheduled-change';
import type { ChangeApi } from './change-api';
import { setStateLine, viewOf, type ScheduledChangeRecord } from './schedule-record';
import { keepWords } from '../language/say-line';
import { SCHEDULE_STATE_LINES } from './schedule-messages';

export interface LiveWatchDeps {
  readonly apiFor: (channelId: string) => ChangeApi;
  readonly signedIn: (channelId: string) => boolean;
  readonly emit: (change: ScheduledChangeView) => void;
  readonly tell: (event: NotificationEvent) => void;
  readonly log?: (message: string, error?: unknown) => void;
  readonly policy?: { readonly baseMs: number; readonly capMs: number };
}

const DEFAULT_POLICY = { baseMs: 15_000, capMs: 15 * 60_000 };

export class LiveWatch {
  private delay: number;
  private nextLook = 0;
  private readonly policy: { readonly baseMs: number; readonly capMs: number };

  constructor(private readonly deps: LiveWatchDeps) {
    this.policy = deps.policy ?? DEFAULT_POLICY;
    this.delay = this.policy.baseMs;
  }

  /**
   * Marks the changes whose video went live (`live`), fails those whose video is gone, and follows moved publish
   * times. Answers whether any change was touched (to be saved).
   */
  async look(changes: readonly ScheduledChangeRecord[], now: number): Promise<boolean> {
    const waiting = changes.filter(
      (change) =>
        change.state === 'scheduled' &&
        change.when.kind === 'live' &&
        !change.live &&
        (change.publishAt === undefined || change.publishAt <= now) &&
        this.deps.signedIn(change.channelId),
    );
    if (waiting.length === 0) {
      this.delay = this.policy.baseMs;
      this.nextLook = 0;
      return false;
    }
    if (now < this.nextLook) return false;
    let stillWaiting = false;
    for (const channelId of new Set(waiting.map((change) => change.channelId))) {
      const mine = waiting.filter((change) => change.channelId === channelId);
      let statuses;
      try {
        statuses = await this.deps.apiFor(channelId).statuses([...new Set(mine.map((change) => change.videoId))]);
      } catch (error) {
        this.deps.log?.('Scheduled changes: could not look at the videos waiting to go live', error);
        stillWaiting = true;
        continue;
      }
      for (const change of mine) {
        const status = statuses.get(change.videoId);
        if (!status) {
          change.state = 'failed';
          change.ranAt = now;
          setStateLine(change, keepWords(SCHEDULE_STATE_LINES.videoGone));
          this.deps.tell({ kind: 'schedule-missed', subject: change.title, detail: change.message ?? '' });
        } else if (status.privacyStatus === 'public') {
          change.live = true;
        } else {
          stillWaiting = true;
          const publishAt = status.publishAt === undefined ? undefined : Date.parse(status.publishAt);
          if (publishAt !== undefined && !Number.isNaN(publishAt)) change.publishAt = publishAt;
          else delete change.publishAt;
        }
        this.deps.emit(viewOf(change));
      }
    }
    if (stillWaiting) {
      this.nextLook = now + this.delay;
      this.delay = Math.min(this.policy.capMs, this.delay * 2);
    } else {
      this.delay = this.policy.baseMs;
      this.nextLook = 0;
    }
    return true;
  }
}
