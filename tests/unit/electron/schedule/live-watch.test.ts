// The look at videos waiting to go live: nothing asked before their publish time, one call for several videos of a
// channel, a moved publish time followed, a video gone failing its change (told), and the looks backing off.
import { describe, expect, it } from 'vitest';
import type { NotificationEvent } from '../../../../shared/notifications/notification-kinds';
import type { ChangeApi, VideoStatus } from '../../../../electron/schedule/change-api';
import { LiveWatch } from '../../../../electron/schedule/live-watch';
import type { ScheduledChangeRecord } from '../../../../electron/schedule/schedule-record';
import { PLAIN_VALUES } from '../../support/plain-values';

const T0 = Date.parse('2026-03-10T12:00:00Z');
const values = PLAIN_VALUES;

function waiting(id: string, videoId: string, publishAt: number): ScheduledChangeRecord {
  return {
    id,
    channelId: 'UCme',
    videoId,
    title: `Video ${videoId}`,
    createdAt: T0,
    when: { kind: 'live' },
    fields: [],
    seen: values,
    target: values,
    playlistIds: ['PLseries0001'],
    state: 'scheduled',
    publishAt,
    done: { playlistItems: {} },
  };
}

describe('LiveWatch', () => {
  it('looks once their time has come, in one call, following a moved time and failing a video gone', async () => {
    const asked: string[][] = [];
    const statuses = new Map<string, VideoStatus>([
      ['vidLive0001', { privacyStatus: 'public' }],
      ['vidMoved001', { privacyStatus: 'private', publishAt: new Date(T0 + 7_200_000).toISOString() }],
    ]);
    const api = {
      statuses: async (ids: readonly string[]) => {
        asked.push([...ids]);
        return statuses;
      },
    } as unknown as ChangeApi;
    const told: NotificationEvent[] = [];
    const watch = new LiveWatch({
      apiFor: () => api,
      signedIn: () => true,
      emit: () => undefined,
      tell: (event) => told.push(event),
      policy: { baseMs: 60_000, capMs: 120_000 },
    });
    const changes = [
      waiting('a', 'vidLive0001', T0),
      waiting('b', 'vidMoved001', T0),
      waiting('c', 'vidGone0001', T0),
      waiting('d', 'vidLater001', T0 + 86_400_000),
    ];

    expect(await watch.look(changes, T0 - 1)).toBe(false);
    expect(asked).toEqual([]);
    expect(await watch.look(changes, T0)).toBe(true);
    expect(asked).toEqual([['vidLive0001', 'vidMoved001', 'vidGone0001']]);
    expect(changes.map((change) => [change.live ?? false, change.state, change.publishAt])).toEqual([
      [true, 'scheduled', T0],
      [false, 'scheduled', T0 + 7_200_000],
      [false, 'failed', T0],
      [false, 'scheduled', T0 + 86_400_000],
    ]);
    expect(told).toEqual([expect.objectContaining({ kind: 'schedule-missed', subject: 'Video vidGone0001' })]);

    // The moved one is not due yet; nothing is asked until its new time.
    expect(await watch.look(changes, T0 + 60_000)).toBe(false);
    expect(await watch.look(changes, T0 + 7_200_000)).toBe(true);
    expect(asked).toHaveLength(2);
  });
});
