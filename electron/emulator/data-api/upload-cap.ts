// A channel's own daily upload cap, apart from the project's quota: past it the platform refuses videos.insert with
// uploadLimitExceeded (400), whichever project the upload comes through. By default it is above the uploads bucket,
// so a day of uploads on one channel meets the bucket first; tests set it lower to see the refusal.
import { QUOTA_BUCKET_LIMITS } from '../../../shared/platform/quota-costs';
import { ApiError } from './errors/api-error';
import { pacificDayOf } from './pacific-day';

export const DEFAULT_UPLOAD_CAP_PER_CHANNEL = QUOTA_BUCKET_LIMITS.uploads + 50;

export class UploadCap {
  private readonly uploads = new Map<string, number>();
  private day: string;
  perChannel = DEFAULT_UPLOAD_CAP_PER_CHANNEL;

  constructor(private readonly now: () => number) {
    this.day = pacificDayOf(now());
  }

  /** Counts one upload of `channelId`'s; throws uploadLimitExceeded when the channel has reached its cap today. */
  count(channelId: string): void {
    this.rollOver();
    const done = this.uploads.get(channelId) ?? 0;
    if (done >= this.perChannel) {
      throw new ApiError(400, 'uploadLimitExceeded', 'The user has exceeded the number of videos they may upload.', {
        domain: 'youtube.video',
      });
    }
    this.uploads.set(channelId, done + 1);
  }

  /** Each channel's uploads today. */
  counts(): Record<string, number> {
    this.rollOver();
    return Object.fromEntries(this.uploads);
  }

  reset(): void {
    this.uploads.clear();
  }

  private rollOver(): void {
    const today = pacificDayOf(this.now());
    if (today !== this.day) {
      this.day = today;
      this.uploads.clear();
    }
  }
}
