// A creator's comment rules: ordered, named, each suggesting one decision when all its conditions hold, plus the
// block and allow lists. They run locally over comments already listed (no quota); the creator takes or leaves each
// suggestion. The same schema reads a saved rule set and an imported file, so a shared file is held to the same bounds.
import { z } from 'zod';
import { saidRefusal } from '../../i18n/said-issue';
import { decisionSchema } from '../comment-view';
import { RULE_SET_PROBLEMS } from './rule-set-messages';

export const RULES_MAX = 100;
export const CONDITIONS_MAX = 8;
export const LIST_MAX = 5000;
const WORDS_MAX = 500;

const term = z.string().trim().min(1).max(200);

export const conditionSchema = z.discriminatedUnion('kind', [
  /** Any of these words or phrases, whole words, after look-alike letters and invisible characters are normalised. */
  z.strictObject({ kind: z.literal('words'), words: z.array(term).min(1).max(WORDS_MAX) }),
  /** An RE2 pattern (linear time whatever the pattern), case-insensitive, over the normalised text. */
  z.strictObject({ kind: z.literal('regex'), pattern: z.string().min(1).max(1000) }),
  /** A link; with `allow`, only a link to a host outside it (a listed host covers its subdomains). */
  z.strictObject({ kind: z.literal('links'), allow: z.array(term).max(200).default([]) }),
  /** The same or nearly the same text from at least `minAuthors` authors within `windowMinutes` of each other. */
  z.strictObject({
    kind: z.literal('wave'),
    minAuthors: z.number().int().min(2).max(1000).default(3),
    windowMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30)
      .default(60 * 24),
    /** How alike two texts must be (Jaccard similarity of their character 4-grams). */
    similarity: z.number().min(0.3).max(1).default(0.6),
  }),
  /** An author on the creator's block list (by channel id or display name). */
  z.strictObject({ kind: z.literal('blockList') }),
  /**
   * An author channel created within `maxAgeDays`, or with no uploads. The comment resources do not carry this:
   * it takes channels.list (1 unit per call of up to 50 ids, snippet.publishedAt and statistics.videoCount: the quota
   * calculator as read on 2026-11-25), so the condition holds only for authors whose channel was looked up.
   */
  z.strictObject({
    kind: z.literal('newAuthor'),
    maxAgeDays: z.number().int().min(1).max(3650).optional(),
    noUploads: z.boolean().default(false),
  }),
  /** An image (or animated GIF) attached to the comment: snippet.imageUrl, which the platform added on 2026-09-30. */
  z.strictObject({ kind: z.literal('image') }),
  /** Mostly capitals (share of letters) or mostly emoji (share of characters other than spaces). */
  z.strictObject({
    kind: z.literal('shouting'),
    capitals: z.number().min(0.5).max(1).optional(),
    emoji: z.number().min(0.3).max(1).optional(),
    minLength: z.number().int().min(1).max(1000).default(12),
  }),
]);
export type Condition = z.infer<typeof conditionSchema>;
export type ConditionKind = Condition['kind'];

export const ruleSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().trim().min(1).max(80),
  enabled: z.boolean(),
  decision: decisionSchema,
  /** All must hold. */
  conditions: z.array(conditionSchema).min(1).max(CONDITIONS_MAX),
});
export type CommentRule = z.infer<typeof ruleSchema>;

const listSchema = z.array(term).max(LIST_MAX);

export const ruleSetSchema = z
  .strictObject({
    version: z.literal(1),
    rules: z.array(ruleSchema).max(RULES_MAX),
    /** Author channel ids or display names. */
    blockList: listSchema,
    /** Authors no rule suggests anything about: the allow list wins over every rule. */
    allowList: listSchema,
  })
  .refine(
    (set) => new Set(set.rules.map((rule) => rule.id)).size === set.rules.length,
    saidRefusal(RULE_SET_PROBLEMS.sharedId),
  );
export type RuleSet = z.infer<typeof ruleSetSchema>;

export const EMPTY_RULE_SET: RuleSet = { version: 1, rules: [], blockList: [], allowList: [] };

/** A block or allow list shared as a file: one author per line. */
export function parseAuthorList(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const entry = line.trim();
    if (entry !== '' && !entry.startsWith('#') && entry.length <= 200) seen.add(entry);
    if (seen.size >= LIST_MAX) break;
  }
  return [...seen];
}

/** The rules a new workspace starts with, all off: the dry run shows what each would catch before it is switched on. */
export const STARTER_RULES: readonly CommentRule[] = [
  {
    id: 'spam-waves',
    name: 'Spam wave',
    enabled: false,
    decision: 'reject',
    conditions: [{ kind: 'wave', minAuthors: 3, windowMinutes: 60 * 24, similarity: 0.6 }],
  },
  {
    id: 'blocked-authors',
    name: 'Blocked author',
    enabled: false,
    decision: 'ban',
    conditions: [{ kind: 'blockList' }],
  },
  {
    id: 'scam-words',
    name: 'Giveaway scam words',
    enabled: false,
    decision: 'reject',
    conditions: [{ kind: 'words', words: ['free gift', 'giveaway winner', 'telegram', 'whatsapp', 'crypto'] }],
  },
  {
    id: 'outside-links',
    name: 'Link to another site',
    enabled: false,
    decision: 'hold',
    conditions: [{ kind: 'links', allow: ['youtube.com', 'youtu.be'] }],
  },
  {
    id: 'shouting',
    name: 'All capitals or emoji',
    enabled: false,
    decision: 'hold',
    conditions: [{ kind: 'shouting', capitals: 0.8, emoji: 0.6, minLength: 12 }],
  },
  {
    id: 'image-comments',
    name: 'Comment with an image',
    enabled: false,
    decision: 'hold',
    conditions: [{ kind: 'image' }],
  },
];
