// The upload templates and their episode counters on disk: <dataDir>/series/templates.json, one entry per channel,
// replaced atomically after each change (electron/common/atomic-json.ts). A file that does not parse is moved aside
// (never overwritten) and said; a template whose entry no longer reads is dropped and said, the others kept.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import {
  MAX_TEMPLATES,
  seriesTemplateSchema,
  type SeriesTemplate,
  type TemplateDraft,
  type TemplateView,
} from '../../shared/series/template';
import { readJsonOrQuarantine, setAside, writeJsonAtomic } from '../common/atomic-json';
import { DeskError } from '../ipc/desk-error';
import { counterStateSchema, newCounter, nextNumber, type EpisodeCounter } from './episode-counter';
import { say } from '../language/say';
import { keepWords } from '../language/say-line';
import type { NoticeWords } from '../kernel/feature';
import { TEMPLATE_NOTICES, TEMPLATE_REFUSALS } from './templates-messages';

const fileSchema = z.object({ version: z.literal(1), channels: z.record(z.string(), z.unknown()) });
const channelSchema = z.object({ templates: z.array(z.unknown()), counters: z.record(z.string(), z.unknown()) });

interface ChannelTemplates {
  templates: SeriesTemplate[];
  counters: Record<string, EpisodeCounter>;
}

function newTemplateId(): string {
  return `tpl_${randomBytes(9).toString('base64url')}`;
}

export function viewOf(template: SeriesTemplate, counter: EpisodeCounter | undefined): TemplateView {
  const state = counter ?? newCounter(template.counter.start);
  return {
    template,
    counter: {
      next: nextNumber(state, template.counter.step),
      reserved: Object.keys(state.reserved).length,
      used: state.used,
    },
    ...(state.previous ? { previousTitle: state.previous.title } : {}),
  };
}

export class TemplatesFile {
  readonly path: string;
  private channels: Record<string, ChannelTemplates> | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    dataDir: string,
    private readonly notice: (words: NoticeWords) => void = () => {},
    /** What a channel without an entry starts with (the demo's seeded template). */
    private readonly starter: (channelId: string) => SeriesTemplate[] = () => [],
  ) {
    this.path = join(dataDir, 'series', 'templates.json');
  }

  async channel(channelId: string): Promise<ChannelTemplates> {
    const channels = await this.load();
    let entry = channels[channelId];
    if (!entry) {
      const templates = this.starter(channelId);
      entry = { templates, counters: {} };
      for (const template of templates) entry.counters[template.id] = newCounter(template.counter.start);
      channels[channelId] = entry;
    }
    return entry;
  }

  async list(channelId: string): Promise<TemplateView[]> {
    const entry = await this.channel(channelId);
    return entry.templates.map((template) => viewOf(template, entry.counters[template.id]));
  }

  async require(channelId: string, id: string): Promise<{ template: SeriesTemplate; counter: EpisodeCounter }> {
    const entry = await this.channel(channelId);
    const template = entry.templates.find((candidate) => candidate.id === id);
    if (!template) throw new DeskError('not-found', say(TEMPLATE_REFUSALS.gone));
    return { template, counter: entry.counters[id] ?? newCounter(template.counter.start) };
  }

  async save(channelId: string, id: string | undefined, draft: TemplateDraft): Promise<TemplateView> {
    const entry = await this.channel(channelId);
    const index = id === undefined ? -1 : entry.templates.findIndex((candidate) => candidate.id === id);
    if (id !== undefined && index === -1) throw new DeskError('not-found', say(TEMPLATE_REFUSALS.goneSaveAsNew));
    if (index === -1 && entry.templates.length >= MAX_TEMPLATES)
      throw new DeskError('invalid-input', say(TEMPLATE_REFUSALS.tooMany, { max: MAX_TEMPLATES }));
    const template: SeriesTemplate = { ...draft, id: id ?? newTemplateId() };
    if (index === -1) {
      entry.templates.push(template);
      entry.counters[template.id] = newCounter(template.counter.start);
    } else {
      const before = entry.templates[index]!;
      entry.templates[index] = template;
      const counter = entry.counters[template.id] ?? newCounter(template.counter.start);
      // A new start counts only while the counter is untouched; after that the creator sets the next number itself.
      const untouched = counter.used === 0 && Object.keys(counter.reserved).length === 0;
      if (untouched && before.counter.start !== template.counter.start) counter.floor = template.counter.start;
      entry.counters[template.id] = counter;
    }
    await this.write();
    return viewOf(template, entry.counters[template.id]);
  }

  async remove(channelId: string, id: string): Promise<void> {
    const entry = await this.channel(channelId);
    entry.templates = entry.templates.filter((template) => template.id !== id);
    delete entry.counters[id];
    await this.write();
  }

  /** Changes one template's counter, written before the answer. */
  async updateCounter(
    channelId: string,
    id: string,
    change: (counter: EpisodeCounter) => EpisodeCounter,
  ): Promise<EpisodeCounter | undefined> {
    const entry = await this.channel(channelId);
    const template = entry.templates.find((candidate) => candidate.id === id);
    if (!template) return undefined;
    const next = change(entry.counters[id] ?? newCounter(template.counter.start));
    entry.counters[id] = next;
    await this.write();
    return next;
  }

  /** Every channel's counters, for following uploads whichever channel queued them. */
  async everyCounter(): Promise<Array<{ channelId: string; templateId: string; counter: EpisodeCounter }>> {
    const channels = await this.load();
    return Object.entries(channels).flatMap(([channelId, entry]) =>
      Object.entries(entry.counters).map(([templateId, counter]) => ({ channelId, templateId, counter })),
    );
  }

  private async load(): Promise<Record<string, ChannelTemplates>> {
    if (this.channels) return this.channels;
    const read = await readJsonOrQuarantine(this.path);
    if (read.kind === 'corrupt') this.notice(keepWords(TEMPLATE_NOTICES.damaged, { movedTo: read.movedTo }));
    const parsed = read.kind === 'ok' ? fileSchema.safeParse(read.value) : undefined;
    if (read.kind === 'ok' && !parsed?.success) {
      const movedTo = await setAside(this.path, 'unknown-layout', Date.now());
      this.notice(keepWords(TEMPLATE_NOTICES.unknownLayout, { movedTo }));
    }
    const channels: Record<string, ChannelTemplates> = {};
    let dropped = 0;
    for (const [channelId, raw] of Object.entries(parsed?.success ? parsed.data.channels : {})) {
      const entry = channelSchema.safeParse(raw);
      if (!entry.success) {
        dropped += 1;
        continue;
      }
      const templates: SeriesTemplate[] = [];
      const counters: Record<string, EpisodeCounter> = {};
      for (const candidate of entry.data.templates) {
        const template = seriesTemplateSchema.safeParse(candidate);
        if (!template.success) {
          dropped += 1;
          continue;
        }
        templates.push(template.data);
        const counter = counterStateSchema.safeParse(entry.data.counters[template.data.id]);
        counters[template.data.id] = counter.success ? counter.data : newCounter(template.data.counter.start);
      }
      channels[channelId] = { templates, counters };
    }
    if (dropped > 0) this.notice(keepWords(TEMPLATE_NOTICES.leftOut, { count: dropped }));
    this.channels = channels;
    return channels;
  }

  private async write(): Promise<void> {
    const channels = await this.load();
    // One write at a time, each with everything known when it starts.
    const write = this.writing.then(() => writeJsonAtomic(this.path, { version: 1, channels }));
    this.writing = write.catch(() => {});
    await write;
  }
}
