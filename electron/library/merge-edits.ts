// videos.update replaces every part it names, so an edit is sent as complete parts: the video as it is now on the
// platform with the form's fields laid over it. The form's fields are authoritative (an emptied description or
// schedule is cleared); what the form does not show (languages, public stats, a category or audience left unset, an
// altered content answer the edit does not give) is kept as the platform has it. Translations are sent (the whole
// localizations part) only when the edit carries them and they differ; the default language likewise ('' clears
// it).
import {
  localizationsForPlatform,
  localizationsFromPlatform,
  sameLocalizations,
} from '../../shared/library/video-texts';
import type { BulkWrite } from '../../shared/bulk/bulk-preview';
import type { VideoResource } from './video-resources';

export interface VideoUpdateBody {
  readonly id: string;
  readonly snippet?: {
    readonly title: string;
    readonly description: string;
    readonly tags?: readonly string[];
    readonly categoryId?: string;
    readonly defaultLanguage?: string;
    readonly defaultAudioLanguage?: string;
  };
  readonly status?: {
    readonly privacyStatus: string;
    readonly license?: string;
    readonly embeddable?: boolean;
    readonly publicStatsViewable?: boolean;
    readonly selfDeclaredMadeForKids?: boolean;
    readonly publishAt?: string;
    readonly containsSyntheticMedia?: boolean;
  };
  readonly localizations?: Record<string, { title?: string; description?: string }>;
}

export interface VideoUpdate {
  /** The parts that differ from the platform's, for the `part` parameter; empty when nothing changed. */
  readonly parts: readonly ('snippet' | 'status' | 'localizations')[];
  readonly body: VideoUpdateBody;
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const left = a ?? [];
  const right = b ?? [];
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

/** `edits` is the form's metadata, or a bulk job's write, which may clear the altered content answer (an undo). */
export function mergeEdits(current: VideoResource, edits: BulkWrite): VideoUpdate {
  const was = current.snippet;
  const tags = edits.snippet.tags && edits.snippet.tags.length > 0 ? edits.snippet.tags : undefined;
  const categoryId = edits.snippet.categoryId ?? was.categoryId;
  const defaultLanguage = edits.snippet.defaultLanguage ?? was.defaultLanguage;
  const snippet = {
    title: edits.snippet.title,
    description: edits.snippet.description ?? '',
    ...(tags ? { tags } : {}),
    ...(categoryId !== undefined ? { categoryId } : {}),
    ...(defaultLanguage ? { defaultLanguage } : {}),
    ...(was.defaultAudioLanguage !== undefined ? { defaultAudioLanguage: was.defaultAudioLanguage } : {}),
  };
  const snippetChanged =
    snippet.title !== was.title ||
    snippet.description !== (was.description ?? '') ||
    !sameList(snippet.tags, was.tags) ||
    snippet.categoryId !== was.categoryId ||
    (defaultLanguage || undefined) !== (was.defaultLanguage || undefined);
  const localizationsChanged =
    edits.localizations !== undefined &&
    !sameLocalizations(edits.localizations, localizationsFromPlatform(current.localizations));

  const before = current.status;
  const madeForKids = edits.status.selfDeclaredMadeForKids ?? before.selfDeclaredMadeForKids;
  // The altered content answer goes with every status sent: an update that left it out would clear it (revision
  // 20260924), which is how an undo of a bulk edit takes an answer back to "not answered". An edit without an answer
  // otherwise keeps the platform's.
  const syntheticMedia = edits.clearSyntheticMedia
    ? undefined
    : (edits.status.containsSyntheticMedia ?? before.containsSyntheticMedia);
  const status = {
    privacyStatus: edits.status.privacyStatus,
    license: edits.status.license ?? before.license ?? 'youtube',
    embeddable: edits.status.embeddable ?? before.embeddable ?? true,
    ...(before.publicStatsViewable !== undefined ? { publicStatsViewable: before.publicStatsViewable } : {}),
    ...(madeForKids !== undefined ? { selfDeclaredMadeForKids: madeForKids } : {}),
    ...(edits.status.publishAt !== undefined ? { publishAt: edits.status.publishAt } : {}),
    ...(syntheticMedia !== undefined ? { containsSyntheticMedia: syntheticMedia } : {}),
  };
  const statusChanged =
    status.privacyStatus !== before.privacyStatus ||
    status.license !== (before.license ?? 'youtube') ||
    status.embeddable !== (before.embeddable ?? true) ||
    madeForKids !== before.selfDeclaredMadeForKids ||
    syntheticMedia !== before.containsSyntheticMedia ||
    !samePublishAt(edits.status.publishAt, before.publishAt);

  return {
    parts: [
      ...(snippetChanged ? (['snippet'] as const) : []),
      ...(statusChanged ? (['status'] as const) : []),
      ...(localizationsChanged ? (['localizations'] as const) : []),
    ],
    body: {
      id: current.id,
      ...(snippetChanged ? { snippet } : {}),
      ...(statusChanged ? { status } : {}),
      ...(localizationsChanged ? { localizations: localizationsForPlatform(edits.localizations) } : {}),
    },
  };
}

/** Two instants are the same whatever their notation (2030-01-01T00:00:00Z and …00.000Z). */
function samePublishAt(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return Date.parse(a) === Date.parse(b);
}
