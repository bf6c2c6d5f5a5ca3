// The caption resource a client sends to captions.insert and captions.update, validated as the platform does:
// videoId, language and name for a new track (name at most 150 characters), only isDraft for an update.
import { z } from 'zod';
import { I18N_LANGUAGES } from '../reference-data';
import { captionErrors } from '../catalog/catalog-errors';

const NAME_MAX = 150;

const insertSchema = z.object({
  snippet: z.object({
    videoId: z.string().min(1).max(64),
    language: z.string().min(1).max(35),
    name: z.string().max(10_000).default(''),
    isDraft: z.boolean().optional(),
    audioTrackType: z.enum(['unknown', 'primary', 'commentary', 'descriptive']).optional(),
  }),
});

const updateSchema = z.object({
  id: z.string().min(1).max(200),
  snippet: z.object({ isDraft: z.boolean().optional() }).optional(),
});

export type CaptionInsert = z.infer<typeof insertSchema>['snippet'];
export type CaptionUpdate = z.infer<typeof updateSchema>;

/** BCP-47 tags the platform accepts: a known language, or one of the form xx, xxx or xx-YY. */
function isLanguageTag(tag: string): boolean {
  return I18N_LANGUAGES.some(([id]) => id === tag) || /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(tag);
}

export function parseCaptionInsert(body: unknown): CaptionInsert {
  const parsed = insertSchema.safeParse(body);
  if (!parsed.success) {
    throw captionErrors.invalidMetadata(
      'Confirm that the request specifies valid values for the <code>snippet.language</code>, <code>snippet.name</code>, and <code>snippet.videoId</code> properties.',
    );
  }
  const snippet = parsed.data.snippet;
  if (snippet.name.length > NAME_MAX) throw captionErrors.nameTooLong();
  if (!isLanguageTag(snippet.language)) {
    throw captionErrors.invalidMetadata(
      `<code>snippet.language</code> "${snippet.language}" is not a BCP-47 language tag.`,
    );
  }
  return snippet;
}

export function parseCaptionUpdate(body: unknown): CaptionUpdate {
  const parsed = updateSchema.safeParse(body);
  if (!parsed.success) {
    throw captionErrors.invalidMetadata(
      'An update names the track by <code>id</code> and may set <code>snippet.isDraft</code>.',
    );
  }
  return parsed.data;
}
