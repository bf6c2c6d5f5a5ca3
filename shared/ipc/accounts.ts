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
  'accounts.signOut': call<z.ZodUndefined, void>(z.undefined()),
} satisfies CallMap;

export const accountEvents = {
  'accounts.changed': z.object({ signedIn: z.boolean() }),
} satisfies EventMap;
