// The settings panel's form model. Inputs are in the units a person thinks in (MiB, seconds); values are checked
// with the contract's own schema (shared/uploads/upload-settings.ts) after conversion, and its bounds are restated
// in those same units so the message matches what the user typed.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import {
  CHUNK_GRANULE,
  MAX_CHUNK_SIZE,
  MAX_CONCURRENCY,
  MIN_CHUNK_SIZE,
  uploadSettingsPatchSchema,
  type UploadSettingsPatch,
} from '../../../shared/uploads/upload-settings';
import type { UploadSettings } from '../../../shared/uploads/upload-view';
import { SETTINGS } from './upload-settings-messages';

export type SettingsField = keyof UploadSettings;

export interface SettingsForm {
  /** MiB, decimals allowed (0.25 = 256 KiB). */
  readonly chunkSize: string;
  readonly concurrency: string;
  /** Seconds. */
  readonly retryBaseMs: string;
  /** Seconds. */
  readonly retryCapMs: string;
  readonly maxAttemptsWithoutProgress: string;
}

const MiB = 1024 * 1024;

/** Each field's help, in the language of `intl`. */
export function settingsHelp(intl: IntlShape): Readonly<Record<SettingsField, string>> {
  return {
    chunkSize: intl.formatMessage(SETTINGS.chunkSizeHelp, { min: MIN_CHUNK_SIZE / MiB, max: MAX_CHUNK_SIZE / MiB }),
    concurrency: intl.formatMessage(SETTINGS.concurrencyHelp, { max: MAX_CONCURRENCY }),
    retryBaseMs: intl.formatMessage(SETTINGS.retryBaseHelp),
    retryCapMs: intl.formatMessage(SETTINGS.retryCapHelp),
    maxAttemptsWithoutProgress: intl.formatMessage(SETTINGS.maxAttemptsHelp),
  };
}

/** Each field's label. */
export const SETTINGS_LABELS: Readonly<Record<SettingsField, MessageDescriptor>> = {
  chunkSize: SETTINGS.chunkSize,
  concurrency: SETTINGS.concurrency,
  retryBaseMs: SETTINGS.retryBase,
  retryCapMs: SETTINGS.retryCap,
  maxAttemptsWithoutProgress: SETTINGS.maxAttempts,
};

function trimNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

export function formFromSettings(settings: UploadSettings): SettingsForm {
  return {
    chunkSize: trimNumber(settings.chunkSize / MiB),
    concurrency: String(settings.concurrency),
    retryBaseMs: trimNumber(settings.retryBaseMs / 1000),
    retryCapMs: trimNumber(settings.retryCapMs / 1000),
    maxAttemptsWithoutProgress: String(settings.maxAttemptsWithoutProgress),
  };
}

const SCALE: Readonly<Record<SettingsField, number>> = {
  chunkSize: MiB,
  concurrency: 1,
  retryBaseMs: 1000,
  retryCapMs: 1000,
  maxAttemptsWithoutProgress: 1,
};

/** The unit a field's bounds are said in (uploads.settings.atLeast's select). */
const UNIT: Readonly<Record<SettingsField, string>> = {
  chunkSize: 'mib',
  concurrency: 'none',
  retryBaseMs: 'seconds',
  retryCapMs: 'seconds',
  maxAttemptsWithoutProgress: 'none',
};

const WHOLE: ReadonlySet<SettingsField> = new Set(['concurrency', 'maxAttemptsWithoutProgress']);

type SettingsProblems = Partial<Record<SettingsField, string>>;

interface SettingsCheck {
  readonly patch: UploadSettingsPatch | undefined;
  readonly problems: SettingsProblems;
}

function parseField(field: SettingsField, text: string, intl: IntlShape): number | string {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return intl.formatMessage(SETTINGS.enterNumber);
  if (WHOLE.has(field) && !/^\d+$/.test(trimmed)) return intl.formatMessage(SETTINGS.enterWhole);
  const value = Number(trimmed) * SCALE[field];
  return field === 'chunkSize' ? Math.round(value / 1024) * 1024 : Math.round(value);
}

function bound(message: MessageDescriptor, field: SettingsField, value: unknown, intl: IntlShape): string {
  return intl.formatMessage(message, { unit: UNIT[field], value: Number(trimNumber(Number(value) / SCALE[field])) });
}

/** The patch to send (every field, converted), or the problem of each field that cannot be sent. */
export function checkSettingsForm(form: SettingsForm, intl: IntlShape = intlFor('en')): SettingsCheck {
  const problems: SettingsProblems = {};
  const values: Partial<Record<SettingsField, number>> = {};
  for (const field of Object.keys(SCALE) as SettingsField[]) {
    const parsed = parseField(field, form[field], intl);
    if (typeof parsed === 'string') problems[field] = parsed;
    else values[field] = parsed;
  }
  if (Object.keys(problems).length > 0) return { patch: undefined, problems };
  const result = uploadSettingsPatchSchema.safeParse(values);
  if (result.success) return { patch: result.data, problems };
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SettingsField | undefined;
    if (!field || problems[field]) continue;
    if (issue.code === 'too_small') problems[field] = bound(SETTINGS.atLeast, field, issue.minimum, intl);
    else if (issue.code === 'too_big') problems[field] = bound(SETTINGS.atMost, field, issue.maximum, intl);
    else if (field === 'chunkSize' && (values.chunkSize ?? 0) % CHUNK_GRANULE !== 0) {
      problems[field] = intl.formatMessage(SETTINGS.chunkGranule);
    } else if (field === 'retryBaseMs') problems[field] = intl.formatMessage(SETTINGS.retryOrder);
    else problems[field] = issue.message;
  }
  return { patch: undefined, problems };
}
