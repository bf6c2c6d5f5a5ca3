// App-wide calls: what host we run in, where secrets are kept, and service settings.
import { z } from 'zod';
import { call, type CallMap, type EventMap } from './define';

export interface AppInfo {
  readonly version: string;
  readonly host: 'electron' | 'web';
  readonly platform: string;
  /** How secrets are encrypted at rest, and a warning when that protection is weak. */
  readonly secretStorage: { readonly backend: string; readonly warning?: string };
}

export const serviceSettingsSchema = z.object({
  dataApiBaseUrl: z.url(),
  uploadBaseUrl: z.url(),
  oauthAuthorizeUrl: z.url(),
  oauthTokenUrl: z.url(),
  oauthRevokeUrl: z.url(),
  rulesetsApiBaseUrl: z.url(),
});
export type ServiceSettings = z.output<typeof serviceSettingsSchema>;

export const appCalls = {
  'app.info': call<z.ZodUndefined, AppInfo>(z.undefined()),
  'settings.getServices': call<z.ZodUndefined, ServiceSettings>(z.undefined()),
  'settings.setServices': call<typeof serviceSettingsSchema, ServiceSettings>(serviceSettingsSchema),
  /** Problems found while loading (a damaged settings file, an undecryptable secret), for the first screen. */
  'app.notices': call<z.ZodUndefined, readonly string[]>(z.undefined()),
  /**
   * Opens an https link in the system browser. The main process's external-link policy has the last word (it also
   * refuses links to this machine and links with credentials in them).
   */
  'app.openExternal': call<z.ZodObject<{ url: z.ZodURL }>, void>(z.object({ url: z.url({ protocol: /^https$/ }) })),
} satisfies CallMap;

export const appEvents = {
  /** Something the user should know that is not the answer to a call (e.g. an upload could not be resumed). */
  'app.notice': z.object({
    level: z.enum(['info', 'warning', 'error']),
    message: z.string(),
  }),
  /**
   * Browser mode's host has no shell to open the system browser with; the page opens the link (the OAuth consent
   * page) in a new tab when it receives this.
   */
  'app.openUrl': z.object({ url: z.url({ protocol: /^https?$/ }) }),
} satisfies EventMap;
