// The settings panel's form model. Inputs are in the units a person thinks in (MiB, seconds); values are checked
// with the contract's own schema (shared/uploads/upload-settings.ts) after conversion, and its bounds are restated
// in those same units so the message matches what the user typed.
import {
  CHUNK_GRANULE,
  MAX_CHUNK_SIZE,
  MAX_CONCURRENCY,
  MIN_CHUNK_SIZE,
  uploadSettingsPatchSchema,
  type UploadSettingsPatch,
} from '../../../shared/uploads/upload-settings';
import type { UploadSettings } from '../../../shared/uploads/upload-view';

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

export const SETTINGS_HELP: Readonly<Record<SettingsField, string>> = {
  chunkSize: `The most bytes per request, in MiB, in steps of 0.25 (256 KiB) from ${MIN_CHUNK_SIZE / MiB} to ${MAX_CHUNK_SIZE / MiB}. Larger is faster on good connections; smaller loses less when a connection drops. A small file goes in about twenty smaller parts, each confirmed by the server, so its progress is the server's. Applies to uploads that start after the change.`,
  concurrency: `Uploads sending at the same time (1 to ${MAX_CONCURRENCY}).`,
  retryBaseMs: 'Seconds to wait after a first failed attempt; doubles after each further one (with random jitter).',
  retryCapMs: 'The longest wait between two attempts, in seconds.',
  maxAttemptsWithoutProgress:
    'Failed attempts in a row, with no byte of progress, before an upload stops and waits for you.',
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

const UNIT: Readonly<Record<SettingsField, string>> = {
  chunkSize: ' MiB',
  concurrency: '',
  retryBaseMs: ' s',
  retryCapMs: ' s',
  maxAttemptsWithoutProgress: '',
};

const WHOLE: ReadonlySet<SettingsField> = new Set(['concurrency', 'maxAttemptsWithoutProgress']);

type SettingsProblems = Partial<Record<SettingsField, string>>;

interface SettingsCheck {
  readonly patch: UploadSettingsPatch | undefined;
  readonly problems: SettingsProblems;
}

function parseField(field: SettingsField, text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return 'Enter a number.';
  if (WHOLE.has(field) && !/^\d+$/.test(trimmed)) return 'Enter a whole number.';
  const value = Number(trimmed) * SCALE[field];
  return field === 'chunkSize' ? Math.round(value / 1024) * 1024 : Math.round(value);
}

function bound(field: SettingsField, value: unknown): string {
  return `${trimNumber(Number(value) / SCALE[field])}${UNIT[field]}`;
}

/** The patch to send (every field, converted), or the problem of each field that cannot be sent. */
export function checkSettingsForm(form: SettingsForm): SettingsCheck {
  const problems: SettingsProblems = {};
  const values: Partial<Record<SettingsField, number>> = {};
  for (const field of Object.keys(SCALE) as SettingsField[]) {
    const parsed = parseField(field, form[field]);
    if (typeof parsed === 'string') problems[field] = parsed;
    else values[field] = parsed;
  }
  if (Object.keys(problems).length > 0) return { patch: undefined, problems };
  const result = uploadSettingsPatchSchema.safeParse(values);
  if (result.success) return { patch: result.data, problems };
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SettingsField | undefined;
    if (!field || problems[field]) continue;
    if (issue.code === 'too_small') problems[field] = `At least ${bound(field, issue.minimum)}.`;
    else if (issue.code === 'too_big') problems[field] = `At most ${bound(field, issue.maximum)}.`;
    else if (field === 'chunkSize' && (values.chunkSize ?? 0) % CHUNK_GRANULE !== 0) {
      problems[field] = 'The chunk size must be a multiple of 0.25 MiB (256 KiB).';
    } else problems[field] = issue.message;
  }
  return { patch: undefined, problems };
}
