// The main process's refusals and state lines from the schedule, the Library, the Calendar and the upload queue are
// said in the language in force (electron/language/say.ts), not in English: set to German or Japanese, a service deep
// in the main process refuses in that language, with its numbers and lists written as that language writes them.
import { afterEach, describe, expect, it } from 'vitest';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { sayNames, setSayingLocale } from '../../../../electron/language/say';
import { sayKept } from '../../../../electron/language/say-line';
import { uploadsPlaylistOf } from '../../../../electron/library/uploads-playlist';
import type { ScheduleStorage } from '../../../../electron/schedule/schedule-file';
import { ScheduleRunner } from '../../../../electron/schedule/schedule-runner';
import {
  channelUnknownError,
  heldForChannel,
  isChannelUnknownNotice,
} from '../../../../electron/uploads/queue/channel-unknown';
import { salvageQueue } from '../../../../electron/uploads/queue/queue-salvage';
import { sampleRecord } from '../../../support/record-fixture';

const storage: ScheduleStorage = { load: () => Promise.resolve(undefined), save: () => Promise.resolve() };

function runner(channel: string | undefined): ScheduleRunner {
  return new ScheduleRunner({
    storage,
    apiFor: () => {
      throw new Error('no platform call is expected');
    },
    channel: () => channel,
    signedIn: () => true,
    now: () => Date.UTC(2026, 11, 7, 12),
    emit: () => undefined,
    tell: () => undefined,
    tickMs: 0,
  });
}

async function refusal(work: () => Promise<unknown>): Promise<string> {
  const error = await work().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeskError);
  return (error as DeskError).message;
}

describe('the main process refuses in the language in force', () => {
  afterEach(() => setSayingLocale('en'));

  it('says the schedule refusals in German, numbers as German writes them', async () => {
    setSayingLocale('de');
    expect(await refusal(() => runner(undefined).create({} as never))).toBe(
      'Melde dich an, um eine Änderung zu planen.',
    );
    expect(await refusal(() => runner('UC1').cancel('gone'))).toBe(
      'Diese geplante Änderung gibt es nicht (sie gehört vielleicht zu einem anderen Kanal).',
    );
    const past = { when: { kind: 'at', at: Date.UTC(2026, 0, 1) } } as never;
    expect(await refusal(() => runner('UC1').create(past))).toBe(
      'Wähle eine Zeit in der Zukunft (oder führe die Änderung jetzt aus).',
    );
  });

  it("says the Library's and the upload queue's refusals in Japanese", async () => {
    setSayingLocale('ja');
    expect(await refusal(() => uploadsPlaylistOf(null, () => ({}) as never))).toBe(
      '先にチャンネルにログインしてください（またはデモ ワークスペースを開いてください）。',
    );
    expect(channelUnknownError(sampleRecord('u1', { fileName: 'trip.mp4' })).message).toBe(
      '先に「trip.mp4」のアップロード先チャンネルを選んでください。以前のバージョンがチャンネルなしで保存しました。',
    );
    const salvaged = salvageQueue('{"version":1,"uploads":[{"id":', 0);
    // Kept as lines, said where shown: here in the language in force.
    expect(sayKept(salvaged.damage?.[0], '')).toMatch(/^有効な JSON ではありません（/);
    // Names listed with 、 (Japanese's unit style would separate them by spaces only); English keeps "a, b".
    expect(sayNames(['タイトル', '説明'])).toBe('タイトル、説明');
    setSayingLocale('en');
    expect(sayNames(['title', 'description', 'tags'])).toBe('title, description, tags');
  });

  it('comes back to English, and knows a kept line said in another language', () => {
    setSayingLocale('de');
    const held = heldForChannel(sampleRecord('u2', { state: 'queued', channelId: undefined }), true);
    expect(held.notice).toMatch(/^Von einer älteren Version von Channel Desk ohne Kanal gespeichert/);
    setSayingLocale('en');
    // Said in German at load, the line is still known as that one (a channel chosen later clears it) in English.
    expect(isChannelUnknownNotice(held)).toBe(true);
    // Kept by a version that saved only words, in German: still known by its words.
    expect(isChannelUnknownNotice({ notice: held.notice })).toBe(true);
    expect(isChannelUnknownNotice({ notice: 'Paused by you.' })).toBe(false);
    expect(channelUnknownError(sampleRecord('u3', { fileName: 'trip.mp4' })).message).toBe(
      'Choose the channel "trip.mp4" goes to first: it was saved by an older version without one.',
    );
  });
});
