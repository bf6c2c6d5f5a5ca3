// The contract is joined from one map per domain; a name declared by two domains must never let one silently
// replace the other (the router would validate one domain's calls with the other's schema).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { callNames, calls, eventNames, events, type CallName, type EventName } from '../../../../shared/ipc';
import { accountCalls, accountEvents } from '../../../../shared/ipc/accounts';
import { appCalls, appEvents } from '../../../../shared/ipc/app';
import { bandwidthCalls, bandwidthEvents } from '../../../../shared/ipc/bandwidth';
import { powerCalls } from '../../../../shared/ipc/power';
import { desktopCalls, desktopEvents } from '../../../../shared/ipc/desktop';
import { channelCalls, channelEvents } from '../../../../shared/ipc/channel';
import { captionCalls } from '../../../../shared/ipc/captions';
import { channelActivityCalls } from '../../../../shared/ipc/channel-activity';
import { channelSectionCalls } from '../../../../shared/ipc/channel-sections';
import { playlistCalls } from '../../../../shared/ipc/playlists';
import { quotaCalls, quotaEvents } from '../../../../shared/ipc/quota';
import { libraryCalls } from '../../../../shared/ipc/library';
import { commentCalls, commentEvents } from '../../../../shared/ipc/comments';
import { followCalls, followEvents } from '../../../../shared/ipc/follow';
import { commentRuleCalls } from '../../../../shared/ipc/comment-rules';
import { bulkCalls, bulkEvents } from '../../../../shared/ipc/bulk';
import { catalogueCalls, catalogueEvents } from '../../../../shared/ipc/catalogue';
import { calendarCalls } from '../../../../shared/ipc/calendar';
import { rateLimitCalls, rateLimitEvents } from '../../../../shared/ipc/rate-limits';
import { templateCalls } from '../../../../shared/ipc/templates';
import { thumbnailCalls, thumbnailEvents } from '../../../../shared/ipc/thumbnails';
import { uploadCalls, uploadEvents } from '../../../../shared/ipc/uploads';
import { switcherCalls } from '../../../../shared/ipc/switcher';
import { watermarkCalls } from '../../../../shared/ipc/watermark';
import { watchedFolderCalls, watchedFolderEvents } from '../../../../shared/ipc/watched-folders';
import { scheduleCalls, scheduleEvents } from '../../../../shared/ipc/schedule';
import { languageCalls, languageEvents } from '../../../../shared/ipc/language';
import { call, joinDomains, type DuplicateNames } from '../../../../shared/ipc/define';

const first = { 'a.get': call<z.ZodUndefined, string>(z.undefined()), 'a.set': call<z.ZodString, void>(z.string()) };
const second = { 'b.get': call<z.ZodUndefined, number>(z.undefined()) };
const clashing = { 'b.put': call<z.ZodUndefined, void>(z.undefined()), 'a.set': call<z.ZodNumber, void>(z.number()) };

describe('joining the domains of the contract', () => {
  it('keeps every declaration of distinct domains, each under its own name', () => {
    const joined = joinDomains('call', { first, second });
    expect(Object.keys(joined).sort()).toEqual(['a.get', 'a.set', 'b.get']);
    expect(joined['a.set']).toBe(first['a.set']);
    expect(joined['b.get']).toBe(second['b.get']);
    expectTypeOf(joined['b.get']).toEqualTypeOf(second['b.get']);
  });

  it('throws at load, naming the duplicate and both domains, when two domains declare one name', () => {
    // The cast stands for a declaration the compiler could not see through; the run-time check still holds.
    const domains = { first, clashing } as unknown as Record<string, Record<string, unknown>>;
    expect(() => joinDomains('call', domains)).toThrow(
      'The IPC contract declares the call "a.set" twice: in the first and clashing domains.',
    );
    expect(() =>
      joinDomains('event', { one: { 'x.changed': z.null() }, two: { 'x.changed': z.null() } } as never),
    ).toThrow(/event "x\.changed" twice/);
  });

  it('rejects a duplicate at the type level', () => {
    expectTypeOf<DuplicateNames<{ first: typeof first; clashing: typeof clashing }>>().toEqualTypeOf<'a.set'>();
    expectTypeOf<DuplicateNames<{ first: typeof first; second: typeof second }>>().toBeNever();
    // @ts-expect-error 'a.set' is declared by two domains.
    expect(() => joinDomains('call', { first, clashing })).toThrow(/"a\.set"/);
  });

  it('the real contract holds every declaration of every domain', () => {
    const callDomains = [
      appCalls,
      accountCalls,
      uploadCalls,
      templateCalls,
      rateLimitCalls,
      libraryCalls,
      bulkCalls,
      calendarCalls,
      thumbnailCalls,
      watermarkCalls,
      quotaCalls,
      playlistCalls,
      commentCalls,
      commentRuleCalls,
      channelCalls,
      captionCalls,
      channelSectionCalls,
      channelActivityCalls,
      followCalls,
      switcherCalls,
      bandwidthCalls,
      powerCalls,
      desktopCalls,
      watchedFolderCalls,
      scheduleCalls,
      languageCalls,
      catalogueCalls,
    ];
    const eventDomains = [
      appEvents,
      accountEvents,
      uploadEvents,
      rateLimitEvents,
      thumbnailEvents,
      quotaEvents,
      commentEvents,
      bulkEvents,
      channelEvents,
      followEvents,
      bandwidthEvents,
      desktopEvents,
      watchedFolderEvents,
      scheduleEvents,
      languageEvents,
      catalogueEvents,
    ];
    expect(callNames).toHaveLength(callDomains.reduce((sum, domain) => sum + Object.keys(domain).length, 0));
    expect(eventNames).toHaveLength(eventDomains.reduce((sum, domain) => sum + Object.keys(domain).length, 0));
    for (const [name, spec] of callDomains.flatMap((domain) => Object.entries(domain))) {
      expect(calls[name as CallName]).toBe(spec);
    }
    for (const [name, schema] of eventDomains.flatMap((domain) => Object.entries(domain))) {
      expect(events[name as EventName]).toBe(schema);
    }
  });
});
