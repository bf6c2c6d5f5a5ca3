// What a bulk edit does to each picked video, as data the renderer builds, the contract checks (zod) and the main
// process's job keeps: find and replace (plain or RE2), append or prepend, add or remove tags, set a status field or
// the category. Bounds here stop absurd payloads; the platform's own limits are checked per video by the preview.
import { z } from 'zod';
import { saidRefusal } from '../i18n/said-issue';
import { BULK_OPERATION_PROBLEMS } from './bulk-operation-messages';
import { LICENSES, PRIVACY_STATUSES } from '../uploads/video-metadata';

const TEXT_FIELDS = ['title', 'description'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Every field of a video a bulk edit can change (the job compares exactly these before writing). */
export const BULK_FIELDS = [
  'title',
  'description',
  'tags',
  'categoryId',
  'privacyStatus',
  'selfDeclaredMadeForKids',
  'license',
  'embeddable',
  'publishAt',
  // The altered or synthetic content answer (status.containsSyntheticMedia, revision 20260924).
  'containsSyntheticMedia',
  // A translator's file (translator-csv.ts) changes these with the texts.
  'defaultLanguage',
  'localizations',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

/** Longest find pattern (RE2 compiles it once; the engine's time stays linear in the text anyway). */
const FIND_MAX_CHARACTERS = 500;

const textField = z.enum(TEXT_FIELDS);
const tag = z.string().trim().min(1).max(500);

export const bulkOperationSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('replace'),
    fields: z
      .array(textField)
      .max(2)
      .refine((fields) => fields.length > 0, saidRefusal(BULK_OPERATION_PROBLEMS.chooseFields)),
    find: z
      .string()
      .max(FIND_MAX_CHARACTERS)
      .refine((find) => find.length > 0, saidRefusal(BULK_OPERATION_PROBLEMS.typeFind)),
    replace: z.string().max(5_000),
    /** A regular expression (RE2 syntax: no backreferences, linear time) instead of plain text. */
    regex: z.boolean(),
    matchCase: z.boolean(),
  }),
  z.strictObject({ kind: z.enum(['append', 'prepend']), field: textField, text: z.string().min(1).max(5_000) }),
  z.strictObject({ kind: z.enum(['addTags', 'removeTags']), tags: z.array(tag).min(1).max(100) }),
  z.strictObject({
    kind: z.literal('set'),
    values: z
      .strictObject({
        categoryId: z
          .string()
          .refine((id) => /^\d{1,6}$/.test(id), saidRefusal(BULK_OPERATION_PROBLEMS.categoryNumeric))
          .optional(),
        privacyStatus: z.enum(PRIVACY_STATUSES).optional(),
        selfDeclaredMadeForKids: z.boolean().optional(),
        license: z.enum(LICENSES).optional(),
        embeddable: z.boolean().optional(),
        /** RFC 3339, or null to take a schedule off. */
        publishAt: z.string().max(64).nullable().optional(),
        /** The altered or synthetic content answer; a bulk edit answers yes or no, never "not answered". */
        containsSyntheticMedia: z.boolean().optional(),
      })
      .refine((values) => Object.keys(values).length > 0, saidRefusal(BULK_OPERATION_PROBLEMS.chooseValue)),
  }),
]);

export type BulkOperation = z.output<typeof bulkOperationSchema>;

/** The fields an operation can change; setting privacy can also take a schedule off. */
export function touchedFields(operation: BulkOperation): readonly BulkField[] {
  switch (operation.kind) {
    case 'replace':
      return operation.fields;
    case 'append':
    case 'prepend':
      return [operation.field];
    case 'addTags':
    case 'removeTags':
      return ['tags'];
    case 'set': {
      const fields = Object.keys(operation.values) as BulkField[];
      if (operation.values.privacyStatus !== undefined && !fields.includes('publishAt')) fields.push('publishAt');
      return fields;
    }
  }
}
