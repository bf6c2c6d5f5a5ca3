// Non-secret settings (service base URLs, who is signed in and where its tokens belong, the demo emulator's port) in <dataDir>/settings.json.
// The desktop app backs it with electron-store and browser mode with conf (electron-store's own base), both atomic.
// Every read goes through zod, so a hand-edited or damaged file degrades to defaults with a notice, never a crash.
// The notices are raised before the language is known (it is one of these settings): they are handed over as lines
// to say (a catalogue message and its values), worded by the caller once the language is set.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { serviceSettingsSchema, serviceUrlProblem, type ServiceSettings } from '../../shared/ipc/app';
import { bandwidthScheduleSchema, UNLIMITED_SCHEDULE } from '../../shared/uploads/bandwidth';
import { closeActionSchema } from '../../shared/desktop/close-action';
import { windowStateSchema } from '../../shared/desktop/window-state';
import { whenQueueDoneSchema } from '../../shared/desktop/power';
import { unansweredSyntheticMediaSchema } from '../../shared/uploads/synthetic-media';
import { templateIdSchema } from '../../shared/series/template';
import { MAX_DROP_DEFAULTS } from '../series/drop-defaults';
import { languageChoiceSchema } from '../../shared/i18n/locales';
import { SETTINGS_NOTICES } from './settings-messages';

export const realServiceSettings: ServiceSettings = {
  dataApiBaseUrl: 'https://youtube.googleapis.com/youtube/v3',
  uploadBaseUrl: 'https://www.googleapis.com/upload/youtube/v3',
  oauthAuthorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  oauthTokenUrl: 'https://oauth2.googleapis.com/token',
  oauthRevokeUrl: 'https://oauth2.googleapis.com/revoke',
  rulesetsApiBaseUrl: 'https://api.cloudflare.com/client/v4',
};

const tokenBindingSchema = z.object({
  /** The only endpoint that receives the refresh token and the client secret. */
  tokenUrl: z.string().min(1),
  /** The only endpoint a sign-out sends the token to. */
  revokeUrl: z.string().min(1),
  /** The only origins that receive the access token (the Data API's and the upload host's). */
  accessTokenOrigins: z.array(z.string().min(1)).min(1),
});
export type TokenBinding = z.output<typeof tokenBindingSchema>;

const storedAccountSchema = z.object({
  kind: z.enum(['demo', 'oauth']),
  clientId: z.string().min(1),
  scopes: z.array(z.string()),
  /** Recorded at sign-in; absent only for accounts signed in by a version that did not record it. */
  endpoints: tokenBindingSchema.optional(),
  /** Epoch ms of the sign-in (absent for accounts signed in by a version that did not record it). */
  signedInAt: z.number().optional(),
  /**
   * Epoch ms when the channel was first added here; a later sign-in of it keeps it, so the switcher's order stays
   * put. Absent for accounts added by a version that did not record it (their first sign-in time stands in).
   */
  addedAt: z.number().optional(),
  /** Epoch ms when the refresh token dies, when the token endpoint said (`refresh_token_expires_in`). */
  refreshTokenExpiresAt: z.number().optional(),
  /** Epoch ms when the token endpoint refused the refresh token (invalid_grant): the sign-in is over. */
  signInEndedAt: z.number().optional(),
  channel: z.object({
    id: z.string().min(1),
    title: z.string(),
    thumbnailUrl: z.string().optional(),
    customUrl: z.string().optional(),
    uploadsPlaylistId: z.string().optional(),
    longUploadsStatus: z.string().optional(),
    isChannelMonetizationEnabled: z.boolean().optional(),
  }),
});
export type StoredAccount = z.output<typeof storedAccountSchema>;

const settingsSchema = z.object({
  services: serviceSettingsSchema.default(realServiceSettings),
  /** The chosen channel's account: every screen acts on it. */
  account: storedAccountSchema.nullable().default(null),
  /**
   * The other channels signed in at the same time (issue 21), in the order they were added; their work (uploads,
   * the moderation outbox, bulk jobs) goes on in the background with their own tokens.
   */
  otherAccounts: z.array(storedAccountSchema).max(100).default([]),
  demoEmulatorPort: z.number().int().min(1).max(65535).nullable().default(null),
  // The desktop's own preferences: a damaged one falls back to its default alone (`catch`), never resetting the
  // account above with it.
  bandwidth: bandwidthScheduleSchema.default(UNLIMITED_SCHEDULE).catch(UNLIMITED_SCHEDULE),
  /** The window's normal bounds and whether it was maximized, at its last close (desktop app only). */
  window: windowStateSchema.nullable().default(null).catch(null),
  /** The interface's language: the system's (the default) or one the creator chose in Appearance. */
  language: languageChoiceSchema.default('system').catch('system'),
  /** What closing the window does while uploads run (desktop app only). */
  closeAction: closeActionSchema.default('ask').catch('ask'),
  /** What happens once every upload is done: nothing, quit the app or put the computer to sleep (desktop only). */
  whenQueueDone: whenQueueDoneSchema.default('nothing').catch('nothing'),
  /**
   * What an upload without an answer to the altered or synthetic content question does (synthetic-media.ts);
   * absent until the creator chooses, never defaulted: such uploads are held meanwhile.
   */
  unansweredSyntheticMedia: unansweredSyntheticMediaSchema.optional().catch(undefined),
  /** Each channel's template for new drops, by channel id (electron/series/drop-defaults.ts). */
  dropTemplates: z
    .record(z.string().min(1).max(100), templateIdSchema)
    .refine((entries) => Object.keys(entries).length <= MAX_DROP_DEFAULTS)
    .default({})
    .catch({}),
});
export type Settings = z.output<typeof settingsSchema>;

/** The part of conf / electron-store this module uses: they share it. */
interface KeyValueFile {
  readonly store: Record<string, unknown>;
  set(object: Record<string, unknown>): void;
  clear(): void;
}

export type KeyValueFileFactory = (options: { cwd: string; configName: string }) => KeyValueFile;

/** A problem of the settings file, to be said in the language once it is known: `say(notice.message, notice.values)`. */
export interface SettingsNotice {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, string>>;
}

export interface SettingsStore {
  read(): Settings;
  update(patch: Partial<Settings>): Settings;
}

export function createSettingsStore(
  dataDir: string,
  openFile: KeyValueFileFactory,
  onProblem: (notice: SettingsNotice) => void,
): SettingsStore {
  const options = { cwd: dataDir, configName: 'settings' };
  let file: KeyValueFile;
  try {
    file = openFile(options);
  } catch (error) {
    const path = join(dataDir, 'settings.json');
    const movedTo = `${path}.corrupt-${Date.now()}`;
    renameSync(path, movedTo);
    onProblem({ message: SETTINGS_NOTICES.unreadable, values: { movedTo } });
    void error;
    file = openFile(options);
  }

  let current: Settings;
  const raw = file.store;
  const stored = servicesChecked(raw, onProblem);
  const parsed = settingsSchema.safeParse(stored);
  if (parsed.success) {
    current = parsed.data;
  } else {
    onProblem({ message: SETTINGS_NOTICES.invalid });
    // The language is kept through the reset when it was readable: the creator's choice says this very notice.
    current = settingsSchema.parse({ language: stored.language });
    file.clear();
    file.set(current);
  }

  return {
    read: () => current,
    update(patch) {
      current = settingsSchema.parse({ ...current, ...patch });
      file.set(current);
      return current;
    },
  };
}

/**
 * A services block that fails the URL rules (e.g. hand-edited to plain http on another host) is replaced by the
 * real services with a message naming the refused URL; the rest of the settings, the account included, is kept so
 * that the account is signed out properly (revoked where it was issued) rather than forgotten.
 */
function servicesChecked(
  store: Record<string, unknown>,
  onProblem: (notice: SettingsNotice) => void,
): Record<string, unknown> {
  if (store.services === undefined) return store;
  const services = serviceSettingsSchema.safeParse(store.services);
  if (services.success) return store;
  const given = typeof store.services === 'object' && store.services !== null ? Object.values(store.services) : [];
  const refused = given
    .filter((url): url is string => typeof url === 'string' && serviceUrlProblem(url) !== undefined)
    .map((url) => url.slice(0, 200));
  onProblem(
    refused.length > 0
      ? { message: SETTINGS_NOTICES.servicesRefused, values: { urls: refused.join(', ') } }
      : { message: SETTINGS_NOTICES.invalid },
  );
  return { ...store, services: realServiceSettings };
}
