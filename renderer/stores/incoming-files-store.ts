// Files on their way into the upload queue: in browser mode each is first copied to the host's staging area (a
// browser never reveals a path), and files that could not be added are kept with the reason until dismissed, so
// nothing a user dropped ever disappears without a word. Once a file is readable by the host it goes to the queue
// mirror (uploads-store.ts), which asks the main process to queue it.
import { create } from 'zustand';
import type { FileNote } from '../../shared/ipc/templates';
import type { RefusedFile } from '../../shared/ipc/uploads';
import { isCaptionName, isImageName } from '../../shared/series/series-attachments';
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { desk } from '../desk/desk';
import { failureOf, reworded, type Failure } from '../desk/failure';
import { SourceFailure, sourceForFile } from '../desk/file-sources';
import { checkThumbnailInPage, imageOnly } from '../components/images/thumbnail-check';
import { useUploads } from './uploads-store';
import { INCOMING_SAID, sayNow } from './store-messages';

/** A file being copied into browser mode's staging area before it can be queued. */
interface StagingEntry {
  readonly key: number;
  readonly name: string;
  readonly size: number;
  readonly staged: number;
  /** False while it waits for the files dropped before it (they are copied one at a time). */
  readonly started: boolean;
}

interface RefusedEntry extends RefusedFile {
  readonly key: number;
}

/** A drop the queue itself refused (the call failed, not a file): kept with its files, so trying again loses none. */
interface QueueRefusal {
  readonly failure: Failure;
  readonly files: readonly File[];
  /** The template the drop was going through, so adding them again goes through it too. */
  readonly templateId?: string;
}

interface IncomingFilesState {
  readonly staging: readonly StagingEntry[];
  readonly refused: readonly RefusedEntry[];
  /**
   * The template drops are queued through (chosen on the drop zone): kept for every drop until the creator picks
   * another; the screen saves the choice as the channel's template for new drops, so it survives a reload.
   */
  readonly templateId: string | undefined;
  /** The channel the choice belongs to, and its template for new drops (see followDefault). */
  readonly defaultFor: { readonly channelId: string; readonly templateId: string | undefined } | undefined;
  /** What templates wanted beside the videos and did not find, per file, until dismissed. */
  readonly notes: readonly FileNote[];
  chooseTemplate: (templateId: string | undefined) => void;
  /**
   * The chosen channel and its template for new drops, as the Uploads screen reads them: the choice starts from that
   * template whenever the channel or its default changes (another channel's choice is never kept).
   */
  followDefault: (channelId: string, templateId: string | undefined) => void;
  dismissNotes: () => void;
  readonly queueRefusal: QueueRefusal | undefined;
  dismissQueueRefusal: () => void;
  /** `channelId`: the signed-in channel they go to (dropped on it in the switcher); the chosen one without. */
  addFiles: (files: readonly File[], channelId?: string) => Promise<void>;
  /** Files the screen itself can tell are not uploadable (a dropped folder). */
  refuseLocally: (files: readonly RefusedFile[]) => void;
  dismissRefused: (key?: number) => void;
  /** Stops copying a file to the host (browser mode); it is not added. */
  stopStaging: (key: number) => void;
}

let nextKey = 1;
/** Kept outside the state: nothing renders from them. */
const stagingAborts = new Map<number, AbortController>();

/** Judged by name and type only to set images apart; the page and the main process check the bytes. */
function isImageFile(file: File): boolean {
  return /^image\/(png|jpeg)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name);
}

function thumbnailWithoutVideo(image: File): RefusedFile {
  return { name: image.name, reason: sayNow(INCOMING_SAID.thumbnailWithoutVideo, { name: image.name }) };
}

/** An announcement of clauses, the absent ones left out: "2 videos added to the queue; 1 file was not added." */
function sentence(...clauses: readonly (string | undefined)[]): string {
  const said = clauses.filter((clause): clause is string => clause !== undefined);
  const joined = said.reduce((first, then) => sayNow(INCOMING_SAID.clauses, { first, then }));
  return sayNow(INCOMING_SAID.sentence, { clauses: joined });
}

export const useIncomingFiles = create<IncomingFilesState>((set, get) => {
  const refuse = (files: readonly RefusedFile[]): void => {
    if (files.length === 0) return;
    set({ refused: [...get().refused, ...files.map((file) => ({ ...file, key: nextKey++ }))] });
  };

  const enqueue = async (
    sources: ReadonlyArray<{ source: UploadSource; attachments?: AttachmentsInput }>,
    channelId?: string,
  ): Promise<number> => {
    const { accepted, refused } = await useUploads.getState().enqueue(sources, channelId);
    refuse(refused);
    return accepted;
  };

  /** Browser mode: each file is listed at once, then copied to the host one at a time and queued as soon as it is
   * there, so the first can start uploading while the next copies. */
  /**
   * An image dropped together with one video becomes its thumbnail, checked in the page first; a refused image
   * is named with its reason and the video goes on without it.
   */
  const thumbnailFor = async (image: File | undefined): Promise<AttachmentsInput | undefined> => {
    if (!image) return undefined;
    const check = await checkThumbnailInPage(image);
    if (!check.ok) {
      refuse([{ name: image.name, reason: check.reason }]);
      return undefined;
    }
    try {
      const source = desk.pathForFile
        ? await sourceForFile(image, { pathForFile: (f) => desk.pathForFile!(f as File) })
        : await sourceForFile(image, { check: imageOnly });
      return { thumbnail: source };
    } catch (error) {
      refuse([{ name: image.name, reason: failureOf(error).message }]);
      return undefined;
    }
  };

  /**
   * Browser mode's copies: every file is listed at once, then copied to the host one at a time by `copy` (given its
   * progress callback and its stop signal); a failed copy is refused with its reason, one stopped by the user is not.
   */
  const stageOneByOne = async (
    files: readonly File[],
    copy: (file: File, staging: { onProgress: (staged: number) => void; signal: AbortSignal }) => Promise<void>,
    onFailure?: () => void,
  ): Promise<void> => {
    const entries = files.map((file) => ({ file, key: nextKey++, abort: new AbortController() }));
    for (const entry of entries) stagingAborts.set(entry.key, entry.abort);
    set({
      staging: [
        ...get().staging,
        ...entries.map(({ file, key }) => ({ key, name: file.name, size: file.size, staged: 0, started: false })),
      ],
    });
    const patch = (key: number, change: Partial<StagingEntry>): void =>
      set({ staging: get().staging.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)) });
    for (const { file, key, abort } of entries) {
      try {
        if (abort.signal.aborted) continue;
        patch(key, { started: true });
        await copy(file, { onProgress: (staged) => patch(key, { staged }), signal: abort.signal });
      } catch (error) {
        onFailure?.();
        // Stopped by the user: not a refusal, nothing to report.
        if (!abort.signal.aborted) {
          refuse([
            {
              name: file.name,
              reason:
                error instanceof SourceFailure
                  ? error.message
                  : sayNow(INCOMING_SAID.failedWith, { name: file.name, message: failureOf(error).message }),
            },
          ]);
        }
      } finally {
        stagingAborts.delete(key);
        set({ staging: get().staging.filter((entry) => entry.key !== key) });
      }
    }
  };

  const stageAndEnqueue = async (files: readonly File[], thumbnail?: File, channelId?: string): Promise<number> => {
    let accepted = 0;
    await stageOneByOne(
      files,
      async (file, staging) => {
        const source = await sourceForFile(file, staging);
        const attachments = await thumbnailFor(thumbnail);
        accepted += await enqueue([{ source, ...(attachments ? { attachments } : {}) }], channelId);
      },
      () => {
        if (thumbnail) refuse([thumbnailWithoutVideo(thumbnail)]);
      },
    );
    return accepted;
  };

  /** The source of each file for a template drop: staged one at a time in browser mode (images and captions too). */
  const sourcesForTemplate = async (files: readonly File[]): Promise<UploadSource[]> => {
    const sources: UploadSource[] = [];
    if (desk.pathForFile) {
      for (const file of files) {
        try {
          sources.push(await sourceForFile(file, { pathForFile: (f) => desk.pathForFile!(f as File) }));
        } catch (error) {
          refuse([{ name: file.name, reason: failureOf(error).message }]);
        }
      }
      return sources;
    }
    await stageOneByOne(files, async (file, staging) => {
      // A caption file is read by the main process's caption intake; an image is checked as one here first.
      const check = isImageName(file.name) ? imageOnly : isCaptionName(file.name) ? () => undefined : undefined;
      sources.push(await sourceForFile(file, { ...staging, ...(check ? { check } : {}) }));
    });
    return sources;
  };

  /** A drop through a template: every file goes in one call, so thumbnails and captions find their videos. */
  const addWithTemplate = async (dropped: readonly File[], templateId: string): Promise<void> => {
    const { announce, enqueueWithTemplate } = useUploads.getState();
    const videos = dropped.filter((file) => !isImageName(file.name) && !isCaptionName(file.name)).length;
    let accepted = 0;
    let missing = 0;
    try {
      const sources = await sourcesForTemplate(dropped);
      if (sources.length > 0) {
        // The review box wins: ticked, a template's videos are held too; unticked, the template decides.
        const hold = useUploads.getState().reviewFirst ? true : undefined;
        const result = await enqueueWithTemplate(templateId, sources, hold);
        accepted = result.accepted;
        refuse(result.refused);
        missing = result.notes.length;
        if (missing > 0) set({ notes: [...get().notes, ...result.notes] });
      }
    } catch (error) {
      const failure = reworded(failureOf(error), (message) =>
        sayNow(INCOMING_SAID.filesNotAdded, { count: dropped.length, message }),
      );
      set({ queueRefusal: { failure, files: dropped, templateId } });
    }
    announce(
      sentence(
        sayNow(INCOMING_SAID.addedThroughTemplate, { count: accepted }),
        videos > accepted ? sayNow(INCOMING_SAID.videosRefused, { count: videos - accepted }) : undefined,
        missing > 0 ? sayNow(INCOMING_SAID.attachmentsMissing, { count: missing }) : undefined,
      ),
    );
  };

  return {
    staging: [],
    refused: [],
    queueRefusal: undefined,
    templateId: undefined,
    defaultFor: undefined,
    notes: [],

    chooseTemplate(templateId) {
      set({ templateId });
    },

    followDefault(channelId, templateId) {
      const known = get().defaultFor;
      if (known?.channelId === channelId && known.templateId === templateId) return;
      set({ templateId, defaultFor: { channelId, templateId } });
    },

    dismissNotes() {
      set({ notes: [] });
    },

    async addFiles(dropped, channelId) {
      if (dropped.length === 0) return;
      const { announce } = useUploads.getState();
      announce(undefined);
      set({ queueRefusal: undefined });
      const { templateId, defaultFor } = get();
      // A drop on another channel in the switcher goes plainly: the choice is among the chosen channel's templates.
      const forChoice = channelId === undefined || channelId === defaultFor?.channelId;
      if (templateId !== undefined && forChoice) {
        await addWithTemplate(dropped, templateId);
        return;
      }
      const images = dropped.filter(isImageFile);
      const files = dropped.filter((file) => !isImageFile(file));
      const thumbnail = images.length === 1 && files.length === 1 ? images[0] : undefined;
      if (!thumbnail) {
        refuse(
          images.map((image) => ({
            name: image.name,
            reason: sayNow(INCOMING_SAID.imageNotVideo, { name: image.name }),
          })),
        );
      }
      if (files.length === 0) {
        announce(sayNow(INCOMING_SAID.imagesNotAdded, { count: images.length }));
        return;
      }
      let accepted = 0;
      try {
        if (desk.pathForFile) {
          const sources: Array<{ source: UploadSource; attachments?: AttachmentsInput }> = [];
          for (const file of files) {
            try {
              sources.push({ source: await sourceForFile(file, { pathForFile: (f) => desk.pathForFile!(f as File) }) });
            } catch (error) {
              refuse([{ name: file.name, reason: failureOf(error).message }]);
            }
          }
          if (thumbnail && sources.length !== 1) refuse([thumbnailWithoutVideo(thumbnail)]);
          const attachments = sources.length === 1 ? await thumbnailFor(thumbnail) : undefined;
          if (attachments && sources[0]) sources[0] = { ...sources[0], attachments };
          if (sources.length > 0) accepted = await enqueue(sources, channelId);
        } else {
          accepted = await stageAndEnqueue(files, thumbnail, channelId);
        }
      } catch (error) {
        // The contract call itself failed (e.g. the queue is not running yet): none of these files were queued.
        const failure = reworded(failureOf(error), (message) =>
          sayNow(INCOMING_SAID.filesNotAdded, { count: files.length, message }),
        );
        set({ queueRefusal: { failure, files: dropped } });
      }
      const refusedCount = files.length - accepted;
      announce(
        sentence(
          sayNow(INCOMING_SAID.addedToQueue, { count: accepted }),
          refusedCount > 0 ? sayNow(INCOMING_SAID.filesRefused, { count: refusedCount }) : undefined,
        ),
      );
    },

    refuseLocally(files) {
      refuse(files);
    },

    stopStaging(key) {
      stagingAborts.get(key)?.abort();
    },

    dismissQueueRefusal() {
      set({ queueRefusal: undefined });
    },

    dismissRefused(key) {
      set({ refused: key === undefined ? [] : get().refused.filter((entry) => entry.key !== key) });
    },
  };
});
