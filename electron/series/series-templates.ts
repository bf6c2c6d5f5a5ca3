// The templates of the signed-in channel and what applying one does: files in, queued uploads out, each with its
// filled details, its episode number reserved, its publish slot clear of the times already planned in the queue,
// and its thumbnail and captions attached. It follows the queue to tell a reserved number used (its upload started)
// from one given back (removed before it started), see episode-counter.ts.
import type { EnqueueResult, RefusedFile } from '../../shared/ipc/uploads';
import type { FileNote, TemplateEnqueueResult } from '../../shared/ipc/templates';
import type { SeriesTemplate, TemplateDraft, TemplateView } from '../../shared/series/template';
import type { AttachedCaption, AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { UploadSource } from '../../shared/uploads/upload-source';
import type { QueueChange, UploadView } from '../../shared/uploads/upload-view';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';
import type { StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import type { UploadService } from '../uploads/upload-service';
import { markUsed, nextNumber, release, reserve, setNext } from './episode-counter';
import {
  AttachmentFinder,
  fillFile,
  inEpisodeOrder,
  isAttachmentName,
  nameSources,
  SlotPicker,
  type NamedSource,
} from './template-apply';
import { TemplatesFile, viewOf } from './templates-file';

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
    if (!id) throw new DeskError('not-signed-in', 'Sign in to your channel (or open the demo workspace) first.');
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

  /** Applies the template to dropped files (videos with their thumbnails and captions) and queues the videos. */
  enqueue(templateId: string, sources: readonly UploadSource[], hold?: boolean): Promise<TemplateEnqueueResult> {
    const run = this.applying.then(() => this.apply(templateId, sources, hold));
    this.applying = run.catch(() => {});
    return run;
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
    const slot = template.slots ? this.slotPicker(template)?.next() : undefined;
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

  private slotPicker(template: SeriesTemplate): SlotPicker | undefined {
    if (!template.slots) return undefined;
    const planned = this.options.uploads
      .snapshot()
      .uploads.filter((upload) => upload.state !== 'cancelled' && upload.metadata.status.publishAt !== undefined)
      .map((upload) => Date.parse(upload.metadata.status.publishAt!));
    return new SlotPicker(template.slots, this.now(), template.slotsFrom, planned);
  }

  private async apply(
    templateId: string,
    sources: readonly UploadSource[],
    hold?: boolean,
  ): Promise<TemplateEnqueueResult> {
    const channelId = this.channel();
    const { template } = await this.options.file.require(channelId, templateId);
    const { named, refused } = await nameSources(sources, this.options.staging);
    const videos = inEpisodeOrder(named.filter((file) => !isAttachmentName(file.name)));
    const finder = new AttachmentFinder(named);
    for (const video of videos) if (video.source.kind === 'path') await finder.addFolderOf(video.source.path);
    const slots = this.slotPicker(template);
    const accepted: UploadView[] = [];
    const notes: FileNote[] = [];
    for (const video of videos) {
      const outcome = await this.applyOne(channelId, template, video, finder, slots, hold ?? template.hold);
      refused.push(...outcome.refused);
      if (outcome.accepted) accepted.push(outcome.accepted);
      if (outcome.missing.length > 0) notes.push({ name: video.name, missing: outcome.missing });
    }
    // A thumbnail or caption file dropped with no video of its name: said, and its staged copy let go.
    for (const file of named) {
      if (!isAttachmentName(file.name) || finder.isUsed(file.name)) continue;
      refused.push({
        name: file.name,
        reason: `${file.name} was not attached: no video dropped with it is named after it.`,
      });
      if (file.source.kind === 'staged') await this.options.staging.reclaim(file.source.stagingId);
    }
    return { accepted, refused, notes };
  }

  private async applyOne(
    channelId: string,
    template: SeriesTemplate,
    video: NamedSource,
    finder: AttachmentFinder,
    slots: SlotPicker | undefined,
    hold: boolean,
  ): Promise<{ accepted?: UploadView; refused: RefusedFile[]; missing: readonly string[] }> {
    const { counter } = await this.options.file.require(channelId, template.id);
    const n = nextNumber(counter, template.counter.step);
    const slot = slots?.next();
    if (slots && slot === undefined) {
      if (video.source.kind === 'staged') await this.options.staging.reclaim(video.source.stagingId);
      return {
        refused: [{ name: video.name, reason: `${video.name} was not added: the schedule has no free slot left.` }],
        missing: [],
      };
    }
    const { filled, refusal } = fillFile(template, video.name, n, this.now(), slot, counter.previous);
    if (refusal) {
      if (video.source.kind === 'staged') await this.options.staging.reclaim(video.source.stagingId);
      return { refused: [{ name: video.name, reason: refusal }], missing: [] };
    }
    const match = finder.match(video.name, template);
    const { attachments, extraCaptions } = finder.input(match, template);
    const hasAttachments = Object.keys(attachments).length > 0;
    const result: EnqueueResult = await this.options.uploads.enqueue(
      [{ source: video.source, metadata: filled.metadata, ...(hasAttachments ? { attachments } : {}) }],
      { hold },
    );
    const upload = result.accepted[0];
    const refused = [...result.refused];
    if (!upload) return { refused, missing: [] };
    if (slot !== undefined) slots?.take(slot);
    const previous = { title: filled.metadata.snippet.title, description: filled.metadata.snippet.description ?? '' };
    await this.options.file.updateCounter(channelId, template.id, (state) => ({
      ...reserve(state, upload.id, n),
      previous,
    }));
    let view = upload;
    for (const caption of extraCaptions) {
      try {
        view = await this.options.uploads.setAttachments(upload.id, { caption });
      } catch (error) {
        refused.push({
          name: caption.source.kind === 'path' ? caption.source.path.split(/[\\/]/).at(-1)! : video.name,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return { accepted: view, refused, missing: match.missing };
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
      if (changes.length === 0) continue;
      await this.options.file.updateCounter(channelId, templateId, (state) => {
        let next = state;
        for (const id of changes) {
          const upload = uploads.get(id);
          next = upload && started(upload) ? markUsed(next, id) : release(next, id);
        }
        return next;
      });
    }
  }
}
