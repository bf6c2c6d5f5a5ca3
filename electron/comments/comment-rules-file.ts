// The comment rules and saved replies on disk: <dataDir>/comments/rules.json, one entry per channel, replaced
// atomically after each change. A file that does not parse is moved aside (never overwritten) and the channel starts
// again from the starter rules; a channel whose entry does not read keeps the starter rules and the file keeps the
// others.
import { join } from 'node:path';
import { z } from 'zod';
import { ruleSetSchema, STARTER_RULES, type RuleSet } from '../../shared/comments/rules/rule-set';
import { savedRepliesSchema, STARTER_REPLIES, type SavedReply } from '../../shared/comments/saved-replies';
import type { CommentRulesSnapshot } from '../../shared/ipc/comment-rules';
import { readJsonOrQuarantine, writeJsonAtomic } from '../common/atomic-json';
import { keepWords } from '../language/say-line';
import type { NoticeWords } from '../kernel/feature';
import { COMMENT_NOTICES } from './comments-messages';

const fileSchema = z.object({ version: z.literal(1), channels: z.record(z.string(), z.unknown()) });
const entrySchema = z.object({ ruleSet: ruleSetSchema, savedReplies: savedRepliesSchema });

function starterSnapshot(): CommentRulesSnapshot {
  return {
    ruleSet: { version: 1, rules: [...STARTER_RULES], blockList: [], allowList: [] },
    savedReplies: [...STARTER_REPLIES],
  };
}

export class CommentRulesFile {
  readonly path: string;
  private channels: Record<string, unknown> | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    dataDir: string,
    private readonly notice: (words: NoticeWords) => void = () => {},
  ) {
    this.path = join(dataDir, 'comments', 'rules.json');
  }

  async get(channelId: string): Promise<CommentRulesSnapshot> {
    const channels = await this.load();
    const entry = entrySchema.safeParse(channels[channelId]);
    return entry.success ? entry.data : starterSnapshot();
  }

  async setRules(channelId: string, ruleSet: RuleSet): Promise<RuleSet> {
    const current = await this.get(channelId);
    await this.save(channelId, { ...current, ruleSet });
    return ruleSet;
  }

  async setSavedReplies(channelId: string, savedReplies: readonly SavedReply[]): Promise<readonly SavedReply[]> {
    const current = await this.get(channelId);
    await this.save(channelId, { ...current, savedReplies });
    return savedReplies;
  }

  private async load(): Promise<Record<string, unknown>> {
    if (this.channels) return this.channels;
    const read = await readJsonOrQuarantine(this.path);
    if (read.kind === 'corrupt') this.notice(keepWords(COMMENT_NOTICES.rulesDamaged, { movedTo: read.movedTo }));
    const parsed = read.kind === 'ok' ? fileSchema.safeParse(read.value) : undefined;
    this.channels = parsed?.success ? { ...parsed.data.channels } : {};
    return this.channels;
  }

  private async save(channelId: string, entry: CommentRulesSnapshot): Promise<void> {
    const channels = await this.load();
    channels[channelId] = entry;
    // One write at a time, each with everything known when it starts.
    const write = this.writing.then(() => writeJsonAtomic(this.path, { version: 1, channels }));
    this.writing = write.catch(() => {});
    await write;
  }
}
