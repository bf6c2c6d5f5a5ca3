// Reads what can be read of an outbox file that is not what we wrote (cut off by a full disk, edited by hand, from
// another version): every decision that still parses is kept, so a damaged file costs the decisions it damaged and
// no others; those are counted so the user can be told.
import {
  DEFAULT_COMMENT_SETTINGS,
  commentSettingsSchema,
  type CommentSettings,
} from '../../shared/comments/comment-view';
import { outboxRecordSchema, type OutboxRecord } from './outbox-record';
import { matchingBrace, parseOr } from '../files/torn-json';

interface SalvagedOutbox {
  readonly records: readonly OutboxRecord[];
  readonly settings: CommentSettings;
  /** Decisions that were in the file but could not be read back. */
  readonly lost: number;
}

export function salvageOutbox(text: string): SalvagedOutbox {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return fromTornText(text);
  }
  const fields = isObject(document) ? document : {};
  const entries = Array.isArray(fields.records) ? (fields.records as unknown[]) : [];
  const settings = commentSettingsSchema.safeParse(fields.settings);
  return { ...keepReadable(entries), settings: settings.success ? settings.data : { ...DEFAULT_COMMENT_SETTINGS } };
}

/** Each record is one object starting with its decision id; take every one whose braces close and that parses. */
function fromTornText(text: string): SalvagedOutbox {
  const starts = [...text.matchAll(/\{\s*"decisionId"\s*:/g)].map((match) => match.index);
  const entries: unknown[] = [];
  let lost = 0;
  starts.forEach((start, position) => {
    const end = matchingBrace(text, start);
    const next = starts[position + 1] ?? text.length;
    const parsed = end !== undefined && end < next ? parseOr(text.slice(start, end + 1), undefined) : undefined;
    if (parsed === undefined) lost += 1;
    else entries.push(parsed);
  });
  const undoWindow = /"undoWindowMs"\s*:\s*(\d+)/.exec(text);
  const settings = commentSettingsSchema.safeParse({ undoWindowMs: Number(undoWindow?.[1]) });
  const kept = keepReadable(entries);
  return {
    records: kept.records,
    lost: kept.lost + lost,
    settings: settings.success ? settings.data : { ...DEFAULT_COMMENT_SETTINGS },
  };
}

function keepReadable(entries: readonly unknown[]): { records: OutboxRecord[]; lost: number } {
  const records: OutboxRecord[] = [];
  const seen = new Set<string>();
  let lost = 0;
  for (const entry of entries) {
    const parsed = outboxRecordSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.decisionId)) {
      lost += 1;
      continue;
    }
    seen.add(parsed.data.decisionId);
    records.push(parsed.data);
  }
  return { records, lost };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
