// Saved replies: a creator's stock answers, with placeholders filled from the comment being answered. Placeholders
// are {author} (the commenter's display name) and {video} (the video's title); anything else in braces stays as typed.
import { z } from 'zod';

export const SAVED_REPLIES_MAX = 50;
export const PLACEHOLDERS = ['{author}', '{video}'] as const;

const savedReplySchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().trim().min(1).max(60),
  text: z.string().trim().min(1).max(2000),
});
export type SavedReply = z.infer<typeof savedReplySchema>;
export const savedRepliesSchema = z.array(savedReplySchema).max(SAVED_REPLIES_MAX);

/**
 * The reply's text for this comment: {author} and {video} filled in. `video` is the video's title, or the caller's
 * words for "this video" in the creator's language where the title is unknown.
 */
export function fillPlaceholders(text: string, values: { author: string; video: string }): string {
  // Replacement functions, so a name holding "$&" is inserted as written.
  return text.replaceAll('{author}', () => values.author).replaceAll('{video}', () => values.video);
}

export const STARTER_REPLIES: readonly SavedReply[] = [
  { id: 'thanks', name: 'Thanks', text: 'Thank you {author}, glad “{video}” helped!' },
  { id: 'next-video', name: 'Coming up', text: 'Good idea {author}: it is on the list after “{video}”.' },
];
