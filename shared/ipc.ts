// The whole IPC contract of Channel Desk: every call and event, typed once. Each domain declares its own part in
// shared/ipc/<domain>.ts; this file joins them and derives the types both hosts and the renderer use.
import type { z } from 'zod';
import { joinDomains, type CallSpec } from './ipc/define';
import { accountCalls, accountEvents } from './ipc/accounts';
import { appCalls, appEvents } from './ipc/app';
import { bandwidthCalls, bandwidthEvents } from './ipc/bandwidth';
import { powerCalls } from './ipc/power';
import { desktopCalls, desktopEvents } from './ipc/desktop';
import { channelCalls, channelEvents } from './ipc/channel';
import { calendarCalls } from './ipc/calendar';
import { captionCalls } from './ipc/captions';
import { channelActivityCalls } from './ipc/channel-activity';
import { channelSectionCalls } from './ipc/channel-sections';
import { playlistCalls } from './ipc/playlists';
import { quotaCalls, quotaEvents } from './ipc/quota';
import { libraryCalls } from './ipc/library';
import { commentCalls, commentEvents } from './ipc/comments';
import { followCalls, followEvents } from './ipc/follow';
import { commentRuleCalls } from './ipc/comment-rules';
import { bulkCalls, bulkEvents } from './ipc/bulk';
import { catalogueCalls, catalogueEvents } from './ipc/catalogue';
import { rateLimitCalls, rateLimitEvents } from './ipc/rate-limits';
import { templateCalls } from './ipc/templates';
import { thumbnailCalls, thumbnailEvents } from './ipc/thumbnails';
import { uploadCalls, uploadEvents } from './ipc/uploads';
import { switcherCalls } from './ipc/switcher';
import { scheduleCalls, scheduleEvents } from './ipc/schedule';
import { watermarkCalls } from './ipc/watermark';
import { watchedFolderCalls, watchedFolderEvents } from './ipc/watched-folders';
import { languageCalls, languageEvents } from './ipc/language';

export * from './ipc/define';
export * from './ipc/error-codes';

export const calls = joinDomains('call', {
  app: appCalls,
  accounts: accountCalls,
  uploads: uploadCalls,
  templates: templateCalls,
  rateLimits: rateLimitCalls,
  playlists: playlistCalls,
  quota: quotaCalls,
  library: libraryCalls,
  bulk: bulkCalls,
  calendar: calendarCalls,
  thumbnails: thumbnailCalls,
  watermark: watermarkCalls,
  comments: commentCalls,
  commentRules: commentRuleCalls,
  channel: channelCalls,
  captions: captionCalls,
  channelSections: channelSectionCalls,
  channelActivity: channelActivityCalls,
  follow: followCalls,
  bandwidth: bandwidthCalls,
  power: powerCalls,
  desktop: desktopCalls,
  watchedFolders: watchedFolderCalls,
  switcher: switcherCalls,
  schedule: scheduleCalls,
  language: languageCalls,
  catalogue: catalogueCalls,
});
export const events = joinDomains('event', {
  app: appEvents,
  accounts: accountEvents,
  uploads: uploadEvents,
  rateLimits: rateLimitEvents,
  thumbnails: thumbnailEvents,
  quota: quotaEvents,
  comments: commentEvents,
  bulk: bulkEvents,
  channel: channelEvents,
  follow: followEvents,
  bandwidth: bandwidthEvents,
  desktop: desktopEvents,
  watchedFolders: watchedFolderEvents,
  schedule: scheduleEvents,
  language: languageEvents,
  catalogue: catalogueEvents,
});

export type Calls = typeof calls;
export type CallName = Extract<keyof Calls, string>;
/** What the renderer passes (before defaults and transforms). */
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
/** What a service receives (after validation). */
export type CallArgs<N extends CallName> = z.output<Calls[N]['input']>;
export type CallOutput<N extends CallName> = Calls[N] extends CallSpec<z.ZodType, infer O> ? O : never;

export type Events = typeof events;
export type EventName = Extract<keyof Events, string>;
export type EventPayload<E extends EventName> = z.output<Events[E]>;

export const callNames = Object.keys(calls) as CallName[];
export const eventNames = Object.keys(events) as EventName[];

export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(calls, name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(events, name);
}

/**
 * Why an emitted event breaks the contract (an unknown name, or a payload its schema refuses), or undefined when it
 * keeps it. Hosts send event payloads unchecked, so the tests hold the services to the schemas with this.
 */
export function eventProblem(name: string, payload: unknown): string | undefined {
  if (!isEventName(name)) return `"${name}" is not an event of the contract`;
  const parsed = events[name].safeParse(payload);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
  return `${name} ${JSON.stringify(payload)} breaks its schema: ${issues.join('; ')}`;
}

/** The Electron IPC channels: one for calls, one for events. The preload allows nothing else. */
export const IPC_CALL_CHANNEL = 'desk:call';
export const IPC_EVENT_CHANNEL = 'desk:event';
