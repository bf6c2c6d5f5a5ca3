// Signing in to the video platform. Tokens never appear here: the renderer only ever sees who is connected.
import { z } from 'zod';
import { call, type CallMap, type EventMap } from './define';

export interface ChannelSummary {
  readonly id: string;
  readonly title: string;
  readonly thumbnailUrl?: string;
  readonly customUrl?: string;
  readonly uploadsPlaylistId?: string;
  /** channel.status.longUploadsStatus: 'allowed' once the channel is verified ('eligible' or 'disallowed' before). */
  readonly longUploadsStatus?: string;
  /** channel.status.isChannelMonetizationEnabled (discovery revision 20260924), as of the sign-in; absent: not said. */
  readonly isChannelMonetizationEnabled?: boolean;
}

export interface AccountView {
  readonly kind: 'demo' | 'oauth';
  readonly channel: ChannelSummary;
  readonly scopes: readonly string[];
  readonly clientId: string;
  /** What the connection doctor reads (shared/platform/connection-doctor.ts); epoch milliseconds. */
  readonly signedInAt?: number;
  readonly refreshTokenExpiresAt?: number;
  readonly signInEndedAt?: number;
}

/** Where a channel's sign-in stands: working, ending soon (a limited lifetime), or over (sign in again). */
export type SignInState = 'signed-in' | 'expiring' | 'needs-sign-in';

/** One of the channels signed in at once, as the switcher and the Accounts list show it. */
export interface ChannelAccountView extends AccountView {
  readonly state: SignInState;
  /** The channel every screen acts on. */
  readonly chosen: boolean;
}

export const channelIdInputSchema = z.strictObject({ channelId: z.string().min(1).max(100) });

export const addChannelInputSchema = z
  .strictObject({
    /** A channel to sign in to again (its sign-in ended); without it, the consent page asks which channel. */
    channelId: z.string().min(1).max(100).optional(),
  })
  .default({});

export interface ClientSecretSummary {
  readonly clientId: string;
  readonly projectId?: string;
}

export const clientSecretInputSchema = z.object({
  /** The text of the client_secret*.json file the cloud console downloads (at most 64 KiB). */
  json: z
    .string()
    .min(2)
    .max(64 * 1024),
});

export const accountCalls = {
  'accounts.get': call<z.ZodUndefined, AccountView | null>(z.undefined()),
  /** Asks the platform for the connected channel again (title and picture may have changed). */
  'accounts.refreshChannel': call<z.ZodUndefined, AccountView>(z.undefined()),
  /** Starts the embedded emulator and signs in to its demo channel through the same PKCE loopback flow. */
  'accounts.startDemo': call<z.ZodUndefined, AccountView>(z.undefined()),
  'accounts.importClientSecret': call<typeof clientSecretInputSchema, ClientSecretSummary>(clientSecretInputSchema),
  'accounts.getClientSecret': call<z.ZodUndefined, ClientSecretSummary | null>(z.undefined()),
  /** Opens the system browser for consent and resolves when the loopback redirect arrives. */
  'accounts.signIn': call<z.ZodUndefined, AccountView>(z.undefined()),
  'accounts.cancelSignIn': call<z.ZodUndefined, void>(z.undefined()),
  /** Signs every channel out (their tokens revoked). */
  'accounts.signOut': call<z.ZodUndefined, void>(z.undefined()),
  /** Every signed-in channel, in the order they were added, with its state and which one is chosen. */
  'accounts.list': call<z.ZodUndefined, ChannelAccountView[]>(z.undefined()),
  /** Makes a signed-in channel the one every screen acts on; the others' work goes on in the background. */
  'accounts.choose': call<typeof channelIdInputSchema, AccountView>(channelIdInputSchema),
  /** Signs in one more channel (its own consent, its own tokens), or the named one again; the chosen one stays. */
  'accounts.addChannel': call<typeof addChannelInputSchema, AccountView>(addChannelInputSchema),
  /** Signs one channel out (its tokens revoked at the provider, its vault entry deleted); the others stay. */
  'accounts.removeChannel': call<typeof channelIdInputSchema, void>(channelIdInputSchema),
} satisfies CallMap;

export const accountEvents = {
  /** `channelId`: the chosen channel after the change, when one is signed in. */
  'accounts.changed': z.object({ signedIn: z.boolean(), channelId: z.string().max(100).optional() }),
} satisfies EventMap;
