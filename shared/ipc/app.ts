// App-wide calls: what host we run in, where secrets are kept, and the service endpoints in force.
import { z } from 'zod';
import { savedLineSchema } from '../i18n/saved-line';
import { call, type CallMap, type EventMap } from './define';

export interface AppInfo {
  readonly version: string;
  readonly host: 'electron' | 'web';
  readonly platform: string;
  /** How secrets are encrypted at rest, and a warning when that protection is weak. */
  readonly secretStorage: { readonly backend: string; readonly warning?: string };
}

/**
 * Why a service URL is refused, or undefined when it is acceptable. Plain http would carry tokens in the clear, so
 * it is allowed only on 127.0.0.1, where the emulator runs.
 */
export function serviceUrlProblem(value: string): string | undefined {
  // shared/ has no URL global; scheme and authority are read as written, and anything unusual in them is refused.
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(value);
  if (!match || !z.url().safeParse(value).success) return `${value} is not a URL.`;
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!;
  if (authority.includes('@')) return `${value} must not carry a user name or password.`;
  if (scheme === 'https') return undefined;
  if (scheme === 'http' && /^127\.0\.0\.1(:\d{1,5})?$/.test(authority)) return undefined;
  return `${value} is refused: service URLs must use https (plain http only on 127.0.0.1, for the emulator).`;
}

const serviceUrl = z.string().superRefine((value, context) => {
  const problem = serviceUrlProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const serviceSettingsSchema = z.strictObject({
  dataApiBaseUrl: serviceUrl,
  uploadBaseUrl: serviceUrl,
  oauthAuthorizeUrl: serviceUrl,
  oauthTokenUrl: serviceUrl,
  oauthRevokeUrl: serviceUrl,
  rulesetsApiBaseUrl: serviceUrl,
});
export type ServiceSettings = z.output<typeof serviceSettingsSchema>;

/**
 * A problem found while the host started. Its words were said when it was found, possibly before the language was
 * known (browser mode's host has only its own locale until the page tells it the reader's): the page says the line.
 */
export const startupNoticeSchema = z.strictObject({
  message: z.string(),
  line: savedLineSchema.optional(),
});
export type StartupNotice = z.output<typeof startupNoticeSchema>;

export const appCalls = {
  'app.info': call<z.ZodUndefined, AppInfo>(z.undefined()),
  /**
   * The service endpoints in force, read-only: the page can never point the app elsewhere (tokens would follow).
   * Developers choose them with `--services` / `--emulator` or the settings file, while the app is closed.
   */
  'settings.getServices': call<z.ZodUndefined, ServiceSettings>(z.undefined()),
  /**
   * Problems found while loading (a damaged settings file, an undecryptable secret, a damaged upload list), for the
   * first screen: each with its line when it has one, which the page says in its own language.
   */
  'app.notices': call<z.ZodUndefined, readonly StartupNotice[]>(z.undefined()),
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
    /** The message as a line of the catalogue: a page that keeps the notice says it again after a language switch. */
    line: savedLineSchema.optional(),
  }),
  /**
   * Browser mode's host has no shell to open the system browser with; the page opens the link (the OAuth consent
   * page) in a new tab when it receives this.
   */
  'app.openUrl': z.object({ url: z.url({ protocol: /^https?$/ }) }),
} satisfies EventMap;
