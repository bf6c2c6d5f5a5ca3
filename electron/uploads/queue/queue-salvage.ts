// Reads what can be read of a queue file that is not what we wrote: one bad record costs that record, a torn file
// (cut off mid-write by a full disk or another program) keeps every record that came before the cut, and a record
// whose details are damaged but whose file fingerprint and source survive is restored (paused) instead of dropped,
// since its session URI may still save the user a whole upload and the quota it cost.
import { basename } from 'node:path';
import { DEFAULT_UPLOAD_SETTINGS, uploadSettingsFileSchema } from '../../../shared/uploads/upload-settings';
import type { UploadSettings } from '../../../shared/uploads/upload-view';
import { defaultMetadataFor } from '../../../shared/uploads/video-metadata';
import { copyMetadata, newUploadId, QUEUE_FILE_VERSION, uploadRecordSchema, type UploadRecord } from './upload-record';
import { matchingBrace, parseOr } from '../../files/torn-json';
import { keepWords, noticeOf, type KeptWords } from '../../language/say-line';
import { lineOf, type SavedLine } from '../../../shared/i18n/saved-line';
import { QUEUE_DAMAGE, QUEUE_NOTICES } from './queue-messages';

/** One upload that could not be kept; `name` is its file name or title when either could be read. */
export interface LostUpload {
  readonly id?: string;
  readonly name?: string;
}

export interface SalvagedQueue {
  /** Why the file is not a clean queue, as lines to say (at least one); undefined when it is one. */
  readonly damage: readonly SavedLine[] | undefined;
  readonly uploads: readonly UploadRecord[];
  /** File names of records restored with defaults for what could not be read (they are held paused). */
  readonly restored: readonly string[];
  readonly lost: readonly LostUpload[];
  /** Undefined when the file had none; `settingsDamaged` says whether a section was there but unreadable. */
  readonly settings?: UploadSettings;
  readonly settingsDamaged: boolean;
  readonly quotaResetAt?: number;
}

/** The line kept with a recovered upload, in the language in force when the queue loaded. */
export const restoredNotice = (): KeptWords => keepWords(QUEUE_NOTICES.restored);

export function salvageQueue(text: string, now: number): SalvagedQueue {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const scanned = scanTornDocument(text);
    const found = fromDocument(scanned.document, now);
    return {
      ...found,
      damage: [lineOf(QUEUE_DAMAGE.notJson, { why: (error as Error).message })],
      lost: [...found.lost, ...scanned.unparsed],
    };
  }
  return fromDocument(json, now);
}

function fromDocument(json: unknown, now: number): SalvagedQueue {
  if (!isObject(json) || !Array.isArray(json.uploads)) {
    return {
      damage: [lineOf(QUEUE_DAMAGE.notAQueue)],
      uploads: [],
      restored: [],
      lost: [],
      settingsDamaged: false,
    };
  }
  const problems: SavedLine[] = [];
  if (json.version !== QUEUE_FILE_VERSION)
    problems.push(lineOf(QUEUE_DAMAGE.otherVersion, { version: JSON.stringify(json.version) ?? 'none' }));
  const uploads: UploadRecord[] = [];
  const restored: string[] = [];
  const lost: LostUpload[] = [];
  const ids = new Set<string>();
  for (const entry of json.uploads) {
    const whole = uploadRecordSchema.safeParse(entry);
    const record = whole.success ? whole.data : restoreRecord(entry, now);
    if (!record || ids.has(record.id)) {
      lost.push(describe(entry));
      continue;
    }
    ids.add(record.id);
    uploads.push(record);
    if (!whole.success) restored.push(record.fileName);
  }
  if (restored.length + lost.length > 0)
    problems.push(
      lineOf(QUEUE_DAMAGE.unreadUploads, { count: restored.length + lost.length, total: json.uploads.length }),
    );
  const settings = json.settings === undefined ? undefined : salvageSettings(json.settings);
  if (settings && !settings.whole) problems.push(lineOf(QUEUE_DAMAGE.settings));
  const quotaResetAt =
    typeof json.quotaResetAt === 'number' && Number.isFinite(json.quotaResetAt) ? json.quotaResetAt : undefined;
  if (json.quotaResetAt !== undefined && quotaResetAt === undefined) problems.push(lineOf(QUEUE_DAMAGE.quotaWait));
  return {
    damage: problems.length > 0 ? problems : undefined,
    uploads,
    restored,
    lost,
    ...(settings ? { settings: settings.value } : {}),
    settingsDamaged: settings !== undefined && !settings.whole,
    ...(quotaResetAt !== undefined ? { quotaResetAt } : {}),
  };
}

/**
 * A record that fails the schema keeps what matters to finish its upload: the source and the file's fingerprint
 * (without them nothing proves the file is the one queued), plus the session and confirmed offset when readable.
 * Everything else gets a default, and it waits paused for the user.
 */
function restoreRecord(entry: unknown, now: number): UploadRecord | undefined {
  if (!isObject(entry)) return undefined;
  const shape = uploadRecordSchema.shape;
  const source = shape.source.safeParse(entry.source);
  const file = shape.file.safeParse(entry.file);
  if (!source.success || !file.success) return undefined;
  const pick = <T>(
    schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
    value: unknown,
  ): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  const id = pick(shape.id, entry.id) ?? newUploadId();
  const named = nonEmpty(entry.fileName) ?? (basename(file.data.path) || undefined);
  // No name to read: a placeholder of ours, kept as a line so it is said in the language of each reading.
  const placeholder = named === undefined ? keepWords(QUEUE_DAMAGE.recoveredVideo) : undefined;
  const fileName = named ?? placeholder!.text;
  const state = pick(shape.state, entry.state);
  const videoId = pick(shape.videoId, entry.videoId);
  const session = pick(shape.session, entry.session);
  const bytesConfirmed = pick(shape.bytesConfirmed, entry.bytesConfirmed) ?? 0;
  // Attachment steps come back when they can be read: a done step must not be sent again.
  const steps = pick(shape.steps, entry.steps);
  // A finished upload stays finished: its video exists, and sending it again would make a duplicate.
  const done = state === 'done' && videoId !== undefined;
  return {
    id,
    createdAt: pick(shape.createdAt, entry.createdAt) ?? now,
    source: source.data,
    fileName,
    ...(placeholder ? { fileNameLine: placeholder.line } : {}),
    file: file.data,
    // The platform accepts any video/* or octet-stream; the real type only helps its processing.
    mimeType: nonEmpty(entry.mimeType) ?? 'application/octet-stream',
    metadata: pick(shape.metadata, entry.metadata) ?? copyMetadata(defaultMetadataFor(fileName)),
    state: done ? 'done' : 'paused',
    ...(session && !done ? { session } : {}),
    bytesConfirmed: done ? file.data.size : Math.min(bytesConfirmed, file.data.size),
    ...(done ? { videoId } : {}),
    ...noticeOf(restoredNotice()),
    ...(done ? { finishedAt: pick(shape.finishedAt, entry.finishedAt) ?? now } : {}),
    ...(steps ? { steps } : {}),
  };
}

function salvageSettings(value: unknown): { value: UploadSettings; whole: boolean } {
  const whole = uploadSettingsFileSchema.safeParse(value);
  if (whole.success) return { value: whole.data, whole: true };
  // Field by field: a bad chunk size should not also reset the concurrency the user chose.
  const fields = isObject(value) ? value : {};
  const merged: Record<string, unknown> = { ...DEFAULT_UPLOAD_SETTINGS };
  for (const [key, schema] of Object.entries(uploadSettingsFileSchema.shape)) {
    if (schema.safeParse(fields[key]).success) merged[key] = fields[key];
  }
  const checked = uploadSettingsFileSchema.safeParse(merged);
  const settings =
    checked.success && checked.data.retryBaseMs <= checked.data.retryCapMs ? checked.data : DEFAULT_UPLOAD_SETTINGS;
  return { value: { ...settings }, whole: false };
}

export function describe(entry: unknown): LostUpload {
  if (!isObject(entry)) return {};
  const id = typeof entry.id === 'string' ? entry.id : undefined;
  const metadata = isObject(entry.metadata) && isObject(entry.metadata.snippet) ? entry.metadata.snippet : {};
  const file = isObject(entry.file) ? entry.file : {};
  const name =
    nonEmpty(entry.fileName) ??
    nonEmpty(metadata.title) ??
    (typeof file.path === 'string' && file.path !== '' ? basename(file.path) : undefined);
  return { ...(id !== undefined ? { id } : {}), ...(name !== undefined ? { name } : {}) };
}

// ----- torn files -----

interface TornScan {
  /** The parts that still parse, as a queue document. */
  readonly document: Record<string, unknown>;
  /** Records cut off or mangled, named from whatever text of them is left. */
  readonly unparsed: readonly LostUpload[];
}

/**
 * Our writer puts `version`, `settings` and `quotaResetAt` before `uploads`, one record per object, so a cut keeps
 * the head of the file whole: take each top-level value that still parses, and each complete record object.
 */
function scanTornDocument(text: string): TornScan {
  const document: Record<string, unknown> = {};
  const version = /"version"\s*:\s*(\d+)/.exec(text);
  if (version) document.version = Number(version[1]);
  const settingsAt = /"settings"\s*:\s*\{/.exec(text);
  if (settingsAt) {
    const start = settingsAt.index + settingsAt[0].length - 1;
    const end = matchingBrace(text, start);
    if (end !== undefined) document.settings = parseOr(text.slice(start, end + 1), null);
  }
  const quota = /"quotaResetAt"\s*:\s*(-?\d+(?:\.\d+)?)/.exec(text);
  if (quota) document.quotaResetAt = Number(quota[1]);
  const unparsed: LostUpload[] = [];
  const uploadsAt = /"uploads"\s*:\s*\[/.exec(text);
  if (!uploadsAt) return { document, unparsed };
  const uploads: unknown[] = [];
  const from = uploadsAt.index + uploadsAt[0].length;
  // Each record starts with its id. Scanning from one start to the next keeps a mangled record (a lost quote turns
  // the rest of the text inside out for a brace matcher) from taking the records after it down with it.
  const starts = [...text.slice(from).matchAll(/\{\s*"id"\s*:/g)].map((match) => from + match.index);
  if (starts.length === 0 && text.indexOf('{', from) >= 0) unparsed.push(describeText(text.slice(from)));
  starts.forEach((start, position) => {
    const next = starts[position + 1] ?? text.length;
    const end = matchingBrace(text, start);
    const parsed = end !== undefined && end < next ? parseOr(text.slice(start, end + 1), undefined) : undefined;
    if (parsed === undefined) {
      unparsed.push(describeText(text.slice(start, next)));
      return;
    }
    uploads.push(parsed);
    // A record whose own start was mangled sits between this one's end and the next start.
    const between = text.slice(end! + 1, next);
    if (between.includes('{')) unparsed.push(describeText(between));
  });
  document.uploads = uploads;
  return { document, unparsed };
}

/** Names a record from its text alone (it does not parse): its id and file name or title, when those are whole. */
function describeText(text: string): LostUpload {
  const field = (key: string): string | undefined => {
    const match = new RegExp(`"${key}"\\s*:\\s*("(?:[^"\\\\]|\\\\.)*")`).exec(text);
    return match ? nonEmpty(parseOr(match[1]!, undefined)) : undefined;
  };
  const id = field('id');
  const name = field('fileName') ?? field('title');
  return { ...(id !== undefined ? { id } : {}), ...(name !== undefined ? { name } : {}) };
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
