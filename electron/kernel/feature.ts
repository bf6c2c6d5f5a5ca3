// One shape for every domain of the main process: a feature is built from the one context the composition root
// offers, answers its part of the contract, and may start, stop and hear that the signed-in account changed. The
// composition root (app/composition-root.ts) is then a list of features; a newcomer learns one way to add a domain.
import type { EventPayload } from '../../shared/ipc';
import type { AccountView, ChannelAccountView } from '../../shared/ipc/accounts';
import type { ServiceSettings } from '../../shared/ipc/app';
import type { SavedLine } from '../../shared/i18n/saved-line';
import type { SecretVault } from '../auth/secret-vault';
import type { StagingArea } from '../files/staging-area';
import type { ChannelClients } from '../platform/channel-clients';
import type { BoundToken } from '../rate-limits/token-choice';
import type { EventHub } from './event-hub';

export type Log = (message: string, error?: unknown) => void;

/**
 * A notice's words, with the catalogue's line they were said from (electron/language/say-line.ts keepWords): the page
 * says the line in its language, which may not be the one they were worded in. Plain words are shown as they are.
 */
export type NoticeWords = string | { readonly text: string; readonly line: SavedLine };

/** A notice's words as the `app.notice` event carries them. */
export function noticeMessage(words: NoticeWords): { readonly message: string; readonly line?: SavedLine } {
  return typeof words === 'string' ? { message: words } : { message: words.text, line: words.line };
}

/** What every feature may use; built once per host by the composition root. */
export interface FeatureContext {
  readonly dataDir: string;
  /** False in browser mode: a page never knows a file's path, so a call naming one is refused. */
  readonly acceptsPaths: boolean;
  /** Where browser mode's page puts the files it hands over. */
  readonly staging: StagingArea;
  readonly events: EventHub;
  readonly log: Log;
  /** A warning for the user, through the notice region (kept for the page while the host starts). */
  readonly notice: (words: NoticeWords) => void;
  readonly vault: SecretVault;
  /** The endpoints in force. */
  readonly services: () => ServiceSettings;
  /**
   * A channel's way to the platform: its Data API, image client, tokens and quota observer. `channel()` is the
   * chosen channel's (what a screen's call acts on, looked up at each call); `channel(id)` carries that channel's
   * tokens only and books its calls for it: background work of one channel (uploads, outbox, bulk jobs) uses these.
   */
  readonly channel: (channelId?: string) => ChannelClients;
  /** The chosen channel's account (every screen acts on it), or null. */
  readonly account: () => AccountView | null;
  /** The chosen channel's id, or undefined. */
  readonly channelId: () => string | undefined;
  /** Every signed-in channel, in the order they were added. */
  readonly channels: () => readonly ChannelAccountView[];
  /** Whether a channel is still signed in: background work of a channel signed out stops rather than use another's. */
  readonly signedIn: (channelId: string) => boolean;
  /** The demo workspace's own rulesets token while the demo is signed in (it is never stored in the vault). */
  readonly demoRulesetsToken: () => BoundToken | undefined;
}

type AccountChange = EventPayload<'accounts.changed'>;

export interface Feature<H extends object = object> {
  /** The contract calls this feature answers; the router has validated every payload before a handler runs. */
  readonly handlers: H;
  /** Runs when the host starts, after the features listed before it have started. */
  start?(): Promise<void>;
  /** Runs when the host stops, before the features listed before it stop. */
  stop?(): Promise<void>;
  /**
   * The chosen account changed (signed in, signed out, another channel chosen, one added or removed). The one way a
   * feature hears of it; work that belongs to one channel keeps its channel id and is not moved by a change.
   */
  onAccountChanged?(change: AccountChange): void;
}

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** Every feature's handlers as one object; a call answered by two features is a bug, refused at start. */
export function joinFeatureHandlers<const F extends readonly Feature[]>(
  features: F,
): UnionToIntersection<F[number]['handlers']> {
  const joined: Record<string, unknown> = {};
  for (const feature of features) {
    for (const [name, handler] of Object.entries(feature.handlers)) {
      if (name in joined) throw new Error(`Two features answer the call ${name}.`);
      joined[name] = handler;
    }
  }
  return joined as UnionToIntersection<F[number]['handlers']>;
}

/** Starts the features in their order; stops them in the reverse one (the later ones depend on the earlier). */
export async function startFeatures(features: readonly Feature[]): Promise<void> {
  for (const feature of features) await feature.start?.();
}

export async function stopFeatures(features: readonly Feature[]): Promise<void> {
  for (const feature of [...features].reverse()) await feature.stop?.();
}
