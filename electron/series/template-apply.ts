// Applying a template to files: each video gets its filled metadata (its episode number, its publish slot), and the
// thumbnail and captions named after it are attached when the template says so. Beside a video means, on the desktop,
// in its folder; in browser mode (where a page never reveals folders) among the files dropped together. What is
// missing is said per file. Videos are numbered in the order of their names (E2 before E10), which is the order a
// creator means when dropping a season.
import { opendir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { RefusedFile } from '../../shared/ipc/uploads';
import type { SeriesTemplate } from '../../shared/series/template';
import { fillTemplate, filledProblemSentence, type FilledUpload } from '../../shared/series/template-fill';
import {
  attachmentsFor,
  indexAttachments,
  isCaptionName,
  type AttachmentIndex,
  isImageName,
  type MatchedAttachments,
} from '../../shared/series/series-attachments';
import type { AttachedCaption, AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { UploadSource } from '../../shared/uploads/upload-source';
import type { StagingArea } from '../files/staging-area';
import { say, sayingIntl } from '../language/say';
import { TEMPLATE_REFUSALS } from './templates-messages';

/** Most names read from one folder when looking for attachments beside a video (a folder of a whole archive). */
const MAX_FOLDER_NAMES = 20_000;

export interface NamedSource {
  readonly source: UploadSource;
  readonly name: string;
}

/** Where attachments are looked for: the files dropped together, and for local videos their folders. */
export class AttachmentFinder {
  /** By lower-cased name (file systems often ignore case), each with its name as written. */
  private readonly sources = new Map<string, NamedSource>();
  private readonly folders = new Set<string>();
  private readonly used = new Set<string>();
  private index: AttachmentIndex | undefined;

  constructor(dropped: readonly NamedSource[]) {
    for (const file of dropped) if (isAttachmentName(file.name)) this.sources.set(file.name.toLowerCase(), file);
  }

  /** Reads the folder of a local video once, bounded; a folder that cannot be read has nothing beside the video. */
  async addFolderOf(path: string): Promise<void> {
    const folder = dirname(path);
    if (this.folders.has(folder)) return;
    this.folders.add(folder);
    let read = 0;
    try {
      const dir = await opendir(folder);
      for await (const entry of dir) {
        if (++read > MAX_FOLDER_NAMES) break;
        if (!entry.isFile() || !(isImageName(entry.name) || isCaptionName(entry.name))) continue;
        const key = entry.name.toLowerCase();
        // A file dropped by hand wins over one found in the folder.
        if (!this.sources.has(key))
          this.sources.set(key, { name: entry.name, source: { kind: 'path', path: join(folder, entry.name) } });
      }
      this.index = undefined;
    } catch {
      // Unreadable folder: the videos go on without attachments, and each says what is missing.
    }
  }

  match(videoName: string, template: SeriesTemplate): MatchedAttachments {
    // Built once for all the videos of a drop: N videos among M names cost N + M, not N × M.
    this.index ??= indexAttachments([...this.sources.values()].map((file) => file.name));
    return attachmentsFor(
      videoName,
      this.index,
      { thumbnail: template.attachThumbnail, captions: template.attachCaptions },
      sayingIntl(),
    );
  }

  /** The attachments input for a match: the thumbnail and the first caption (the queue takes one per call). */
  input(
    match: MatchedAttachments,
    template: SeriesTemplate,
  ): { attachments: AttachmentsInput; extraCaptions: AttachedCaption[] } {
    const captions = match.captions.flatMap((caption) => {
      const source = this.sources.get(caption.name.toLowerCase())?.source;
      if (!source) return [];
      this.used.add(caption.name.toLowerCase());
      return [{ source, language: caption.language, name: '', isDraft: false } satisfies AttachedCaption];
    });
    const thumbnail = match.thumbnail ? this.sources.get(match.thumbnail.toLowerCase())?.source : undefined;
    if (match.thumbnail) this.used.add(match.thumbnail.toLowerCase());
    const attachments: AttachmentsInput = {
      ...(thumbnail ? { thumbnail } : {}),
      ...(captions[0] ? { caption: captions[0] } : {}),
      ...(template.playlists.length > 0 ? { playlists: template.playlists } : {}),
    };
    return { attachments, extraCaptions: captions.slice(1) };
  }

  /** Whether a dropped attachment was given to a video. */
  isUsed(name: string): boolean {
    return this.used.has(name.toLowerCase());
  }
}

/** The name of each dropped source: a path's last part, or the name a staged file was given. */
export async function nameSources(
  sources: readonly UploadSource[],
  staging: StagingArea,
): Promise<{ named: NamedSource[]; refused: RefusedFile[] }> {
  const named: NamedSource[] = [];
  const refused: RefusedFile[] = [];
  for (const source of sources) {
    if (source.kind === 'path') {
      named.push({ source, name: basename(source.path) });
      continue;
    }
    try {
      named.push({ source, name: (await staging.status(source.stagingId)).name });
    } catch {
      refused.push({
        name: say(TEMPLATE_REFUSALS.droppedFileGoneName),
        reason: say(TEMPLATE_REFUSALS.droppedFileGone),
      });
    }
  }
  return { named, refused };
}

export function isAttachmentName(name: string): boolean {
  return isImageName(name) || isCaptionName(name);
}

/** Videos in the order their names sort with numbers read as numbers (E2 before E10). */
export function inEpisodeOrder<T extends { name: string }>(videos: readonly T[]): T[] {
  return [...videos].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' }));
}

interface FilledFile {
  readonly filled: FilledUpload;
  readonly refusal?: string;
}

/** Fills one file and says why it cannot be queued (a platform limit broken after filling), if so. */
export function fillFile(
  template: SeriesTemplate,
  fileName: string,
  n: number,
  now: number,
  publishAt: number | undefined,
  previous: { title: string; description: string } | undefined,
): FilledFile {
  const filled = fillTemplate(template, {
    fileName,
    n,
    now,
    ...(publishAt !== undefined ? { publishAt } : {}),
    ...(previous ? { previous } : {}),
    intl: sayingIntl(),
  });
  const refusal = filledProblemSentence(fileName, filled.problems, sayingIntl());
  return { filled, ...(refusal ? { refusal } : {}) };
}
