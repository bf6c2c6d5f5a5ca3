// The contract's schema of upload metadata: strict shapes with hard bounds against hostile payloads, then the
// platform's rules from video-metadata.ts so the main process refuses exactly what the renderer flags inline.
import { z } from 'zod';
import { localizationsProblem, localizationsSchema } from '../library/video-texts';
import {
  checkVideoMetadata,
  LANGUAGE_CODE_MAX,
  LICENSES,
  PRIVACY_STATUSES,
  type MetadataField,
  type VideoMetadata,
} from './video-metadata';

const snippetSchema = z.strictObject({
  // The bounds here only stop absurd payloads; the rules give the real limits with a readable message.
  title: z.string().max(1_000),
  description: z.string().max(20_000).optional(),
  tags: z.array(z.string().max(500)).max(500).optional(),
  categoryId: z.string().max(20).optional(),
  defaultLanguage: z.string().max(LANGUAGE_CODE_MAX).optional(),
  defaultAudioLanguage: z.string().max(LANGUAGE_CODE_MAX).optional(),
});

const statusSchema = z.strictObject({
  privacyStatus: z.enum(PRIVACY_STATUSES),
  embeddable: z.boolean().optional(),
  license: z.enum(LICENSES).optional(),
  selfDeclaredMadeForKids: z.boolean().optional(),
  publishAt: z.string().max(64).optional(),
  publicStatsViewable: z.boolean().optional(),
  /** Undefined: not answered (revision 20260924; see synthetic-media.ts). */
  containsSyntheticMedia: z.boolean().optional(),
});

const recordingSchema = z.strictObject({ recordingDate: z.string().max(64).optional() });

export const videoMetadataSchema = z
  .strictObject({
    snippet: snippetSchema,
    status: statusSchema,
    /** A template's translations, filled; sent at the session start (resumable-protocol.ts). */
    localizations: localizationsSchema.optional(),
    recordingDetails: recordingSchema.optional(),
    notifySubscribers: z.boolean().optional(),
  })
  .superRefine((metadata, ctx) => {
    const problems = checkVideoMetadata(metadata, Date.now());
    for (const [field, message] of Object.entries(problems) as Array<[MetadataField, string]>) {
      ctx.addIssue({ code: 'custom', path: field.split('.'), message });
    }
    const translations = localizationsProblem(metadata.snippet.defaultLanguage, metadata.localizations);
    if (translations) ctx.addIssue({ code: 'custom', path: ['localizations'], message: translations });
  });

// The schema's output must be usable wherever VideoMetadata is expected.
type VideoMetadataInput = z.output<typeof videoMetadataSchema>;
const _assignable: (value: VideoMetadataInput) => VideoMetadata = (value) => value;
void _assignable;
