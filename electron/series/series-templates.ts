// The templates of the signed-in channel and what applying one does: files in, queued uploads out, each with its
// filled details, its episode number reserved, its publish slot clear of the times already planned in the queue,
// and its thumbnail and captions attached. It follows the queue to tell a reserved number used (its upload started)
// from one given back (removed before it started), see episode-counter.ts.

import type { FileNote, TemplateEnqueueResult } from '../../shared/ipc/templates';
import { SlotPicker } from '../../shared/series/slot-picker';
import type { SeriesTemplate, TemplateDraft, TemplateView } from '../../shared/series/template';
import type { AttachedCaption, AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { UploadSource } from '../../shared/uploads/upload-source';
import type { QueueChange, UploadView } from '../../shared/uploads/upload-view';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';
import type { StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import type { IntakeRequest } from '../uploads/intake/file-intake';
import type { UploadService } from '../uploads/upload-service';
import { checkVideoFile } from '../uploads/intake/video-file-check';
import {
  markUsed,
  nextNumber,
  type EpisodeCounter,
  release,
  reserve,
  setNext,
  settleInFlight,
} from './episode-counter';
import {
  AttachmentFinder,
  fillFile,
  inEpisodeOrder,
  isAttachmentName,
  nameSources,
  type NamedSource,
} from './template-apply';
import { TemplatesFile, viewOf } from './templates-file';
import { say } from '../language/say';
import { languageName } from '../../shared/text/language-name';
import { textLocale } from '../../shared/text/text-locale';
import { TEMPLATE_REFUSALS } from './templates-messages';
import { QUEUE_REFUSALS } from '../uploads/queue/queue-messages';

export interface SeriesTemplatesOptions {
  readonly file: TemplatesFile;
  readonly uploads: UploadService;
  readonly staging: StagingArea;
  readonly channelId: () => string | undefined;
  readonly now?: () => number;
  readonly log?: (message: string, error?: unknown) => void;
}

/** What one file gets from a template, without queueing it (for a watched folder's preview, or a test). */
export interface TemplateForFile {
  readonly n: number;
  readonly metadata: VideoMetadata;
  readonly attachments: AttachmentsInput;
  /** Caption tracks beyond the first (the queue takes one per call; add them with uploads.setAttachments). */
  readonly extraCaptions: readonly AttachedCaption[];
  readonly missing: readonly string[];
  /** Why the platform would refuse the filled details, if it would. */
  readonly refusal?: string;
}

/** An upload that started sending (or got further): its number is used for good. */
function started(upload: UploadView): boolean {
  return (
    upload.state === 'uploading' || upload.state === 'done' || upload.videoId !== undefined || upload.bytesConfirmed > 0
  );
}

export class SeriesTemplates {
  private readonly now: () => number;
  /** Applies run one at a time, so two drops never get the same numbers or slots. */
  private applying: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SeriesTemplatesOptions) {
    this.now = options.now ?? Date.now;
  }

  private channel(): string {
    const id = this.options.channelId();
    if (!id) throw new DeskError('not-signed-in', say(TEMPLATE_REFUSALS.signInFirst));
    return id;
  }

  list(): Promise<TemplateView[]> {
    return this.options.file.list(this.channel());
  }

  save(id: string | undefined, draft: TemplateDraft): Promise<TemplateView> {
    return this.options.file.save(this.channel(), id, draft);
  }

  remove(id: string): Promise<void> {
    return this.options.file.remove(this.channel(), id);
  }

  async duplicate(id: string): Promise<TemplateView> {
    const { template } = await this.options.file.require(this.channel(), id);
    const { id: _id, ...draft } = template;
    void _id;
    const name = `${draft.name} (copy)`.slice(0, 80);
    return this.options.file.save(this.channel(), undefined, { ...draft, name });
  }

  async setNext(id: string, next: number): Promise<TemplateView> {
    const channelId = this.channel();
    const { template } = await this.options.file.require(channelId, id);
    const counter = await this.options.file.updateCounter(channelId, id, (counter) => setNext(counter, next));
    return viewOf(template, counter);
  }

  /**
   * Applies the template to dropped files (videos with their thumbnails and captions) and queues the videos, for
   * `channelId` (one of its templates; a watched folder's channel) or else the chosen channel.
   */
  enqueue(
    templateId: string,
    sources: readonly UploadSource[],
    hold?: boolean,
    channelId?: string,
  ): Promise<TemplateEnqueueResult> {
    const run = this.applying.then(() => this.apply(templateId, sources, hold, channelId));
    this.applying = run.catch(() => {});
    return run;
  }

  /**
   * Queues one local file through a template, or answers undefined when the template is gone (a watched folder then
   * queues the file as dropped and says why).
   */
  async enqueueIfKnown(
    templateId: string,
    path: string,
    hold: boolean,
    channelId?: string,
  ): Promise<TemplateEnqueueResult | undefined> {
    try {
      return await this.enqueue(templateId, [{ kind: 'path', path }], hold, channelId);
    } catch (error) {
      if (error instanceof DeskError && error.code === 'not-found') return undefined;
      throw error;
    }
  }

  /**
   * What a local file would get from the template now, without queueing it or reserving its number: the watched
   * folder's look before it enqueues (which it does through `enqueue`, so the number is kept).
   */
  async forPath(templateId: string, path: string): Promise<TemplateForFile> {
    const { template, counter } = await this.options.file.require(this.channel(), templateId);
    const finder = new AttachmentFinder([]);
    await finder.addFolderOf(path);
    const name = path.split(/[\\/]/).at(-1) ?? path;
    const slot = template.slots ? this.slotPicker(template, this.channel())?.next() : undefined;
    const n = nextNumber(counter, template.counter.step);
    const { filled, refusal } = fillFile(template, name, n, this.now(), slot, counter.previous);
    const match = finder.match(name, template);
    const { attachments, extraCaptions } = finder.input(match, template);
    return {
      n,
      metadata: filled.metadata,
      attachments,
      extraCaptions,
      missing: match.missing,
      ...(refusal ? { refusal } : {}),
    };
  }

  /** `channelId`: the times another channel's uploads take do not fill this channel's schedule. */
  private slotPicker(template: SeriesTemplate, channelId?: string): SlotPicker | undefined {
    if (!template.slots) return undefined;
    const planned = this.options.uploads
      .snapshot()
      .uploads.filter(
        (upload) =>
          upload.state !== 'cancelled' &&
          upload.metadata.status.publishAt !== undefined &&
          (channelId === undefined || upload.channelId === undefined || upload.channelId === channelId),
      )
      .map((upload) => Date.parse(upload.metadata.status.publishAt!));
    return new SlotPicker(template.slots, this.now(), template.slotsFrom, planned);
  }

  /** The video's readable path (a staged copy's own), or why it cannot be queued. */
  private async checkVideo(video: NamedSource): Promise<string | undefined> {
    let path = video.source.kind === 'path' ? video.source.path : undefined;
    if (video.source.kind === 'staged') {
      try {
        path = (await this.options.staging.finalize(video.source.stagingId)).path;
      } catch {
        return say(QUEUE_REFUSALS.notStaged, { file: video.name });
      }
    }
    const check = await checkVideoFile(path!, video.name);
    return check.ok ? undefined : check.reason;
  }

  private async letGo(source: UploadSource): Promise<void> {
    if (source.kind === 'staged') await this.options.staging.reclaim(source.stagingId);
  }

  /**
   * Fills every video first (checked as videos before they take a number, so a file that is no video leaves no gap),
   * then queues them in one call, so a crash queues all of the drop or none of it. The numbers are written down as
   * in flight before the call and tied to their uploads after it: a crash between the two keeps them taken (see
   * episode-counter.ts), so no number is ever given twice.
   */
  private async apply(
    templateId: string,
    sources: readonly UploadSource[],
    hold?: boolean,
    forChannel?: string,
  ): Promise<TemplateEnqueueResult> {
    const channelId = forChannel ?? this.channel();
    const { template, counter } = await this.options.file.require(channelId, templateId);
    const { named, refused } = await nameSources(sources, this.options.staging);
    const videos = inEpisodeOrder(named.filter((file) => !isAttachmentName(file.name)));
    const finder = new AttachmentFinder(named);
    for (const video of videos) if (video.source.kind === 'path') await finder.addFolderOf(video.source.path);
    const slots = this.slotPicker(template, channelId);
    const now = this.now();
    let n = nextNumber(counter, template.counter.step);
    let previous = counter.previous;
    const planned: Array<{
      video: NamedSource;
      n: number;
      request: IntakeRequest;
      extraCaptions: readonly AttachedCaption[];
      missing: readonly string[];
    }> = [];
    for (const video of videos) {
      const problem = await this.checkVideo(video);
      if (problem) {
        refused.push({ name: video.name, reason: problem });
        await this.letGo(video.source);
        continue;
      }
      const slot = slots?.next();
      if (slots && slot === undefined) {
        refused.push({ name: video.name, reason: say(TEMPLATE_REFUSALS.noFreeSlot, { file: video.name }) });
        await this.letGo(video.source);
        continue;
      }
      const { filled, refusal } = fillFile(template, video.name, n, now, slot, previous);
      if (refusal) {
        refused.push({ name: video.name, reason: refusal });
        await this.letGo(video.source);
        continue;
      }
      if (slot !== undefined) slots?.take(slot);
      const match = finder.match(video.name, template);
      const { attachments, extraCaptions } = finder.input(match, template);
      const request: IntakeRequest = {
        source: video.source,
        metadata: filled.metadata,
        ...(Object.keys(attachments).length > 0 ? { attachments } : {}),
      };
      planned.push({ video, n, request, extraCaptions, missing: match.missing });
      previous = { title: filled.metadata.snippet.title, description: filled.metadata.snippet.description ?? '' };
      n += template.counter.step;
    }
    const accepted: UploadView[] = [];
    const notes: FileNote[] = [];
    if (planned.length > 0) {
      await this.options.file.updateCounter(channelId, template.id, (state) => ({
        ...state,
        inFlight: planned.map((entry) => entry.n),
      }));
      let result;
      try {
        result = await this.options.uploads.enqueue(
          planned.map((entry) => entry.request),
          // Named only when asked for: the queue then refuses a channel no longer signed in, rather than queueing
          // the file for the chosen one.
          forChannel === undefined ? { hold: hold ?? template.hold } : { hold: hold ?? template.hold, channelId },
        );
      } catch (error) {
        // Nothing was queued (the queue refused the call itself): the numbers are free again.
        await this.options.file.updateCounter(channelId, template.id, (state) => ({ ...state, inFlight: [] }));
        throw error;
      }
      refused.push(...result.refused);
      // The queue answers the accepted ones in the order asked, leaving out those it refused.
      const tied: Array<{ upload: UploadView; entry: (typeof planned)[number] }> = [];
      let next = 0;
      for (const entry of planned) {
        const upload = result.accepted[next];
        if (upload && upload.fileName === entry.video.name) {
          tied.push({ upload, entry });
          next += 1;
        }
      }
      await this.options.file.updateCounter(channelId, template.id, (state) => {
        let changed: EpisodeCounter = { ...state, inFlight: [] };
        for (const { upload, entry } of tied) changed = reserve(changed, upload.id, entry.n);
        return previous ? { ...changed, previous } : changed;
      });
      for (const { upload, entry } of tied) {
        let view = upload;
        for (const caption of entry.extraCaptions) {
          try {
            view = await this.options.uploads.setAttachments(upload.id, { caption });
          } catch (error) {
            refused.push({
              name: entry.video.name,
              reason: say(TEMPLATE_REFUSALS.captionNotAttached, {
                file: entry.video.name,
                language: languageName(caption.language, textLocale()),
                why: error instanceof Error ? error.message : String(error),
              }),
            });
          }
        }
        accepted.push(view);
        if (entry.missing.length > 0) notes.push({ name: entry.video.name, missing: entry.missing });
      }
    }
    // A thumbnail or caption file dropped with no video of its name: said, and its staged copy let go.
    for (const file of named) {
      if (!isAttachmentName(file.name) || finder.isUsed(file.name)) continue;
      refused.push({
        name: file.name,
        reason: say(TEMPLATE_REFUSALS.attachmentUnmatched, { file: file.name }),
      });
      await this.letGo(file.source);
    }
    return { accepted, refused, notes };
  }

  /** Follows the queue: a reserved number is used once its upload starts, given back if it goes before. */
  async onQueueChange(change: QueueChange): Promise<void> {
    if (change.resync) return this.reconcile();
    const entries = await this.options.file.everyCounter();
    for (const { channelId, templateId, counter } of entries) {
      const touched = change.upserts.filter(({ upload }) => counter.reserved[upload.id] !== undefined);
      const gone = change.removed.filter((id) => counter.reserved[id] !== undefined);
      if (touched.length === 0 && gone.length === 0) continue;
      await this.options.file.updateCounter(channelId, templateId, (state) => {
        let next = state;
        for (const { upload } of touched) {
          if (started(upload)) next = markUsed(next, upload.id);
          else if (upload.state === 'cancelled') next = release(next, upload.id);
        }
        for (const id of gone) next = release(next, id);
        return next;
      });
    }
  }

  /** Brings every counter in line with the queue as it is (at start, and when the queue says to read it again). */
  async reconcile(): Promise<void> {
    const uploads = new Map(this.options.uploads.snapshot().uploads.map((upload) => [upload.id, upload]));
    for (const { channelId, templateId, counter } of await this.options.file.everyCounter()) {
      const ids = Object.keys(counter.reserved);
      const changes = ids.filter((id) => {
        const upload = uploads.get(id);
        return !upload || upload.state === 'cancelled' || started(upload);
      });
      if (changes.length === 0 && (counter.inFlight ?? []).length === 0) continue;
      await this.options.file.updateCounter(channelId, templateId, (state) => {
        let next = settleInFlight(state);
        for (const id of changes) {
          const upload = uploads.get(id);
          next = upload && started(upload) ? markUsed(next, id) : release(next, id);
        }
        return next;
      });
    }
  }
}
