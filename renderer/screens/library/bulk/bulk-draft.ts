// The bulk editor's form as typed, and the operation it stands for (checked by the contract's own schema, so the
// panel refuses what the main process would). Pure, for the tests.
import type { IntlShape } from 'react-intl';
import { bulkOperationSchema, type BulkOperation } from '../../../../shared/bulk/bulk-operation';
import { BULK } from './bulk-messages';

export const DRAFT_KINDS = ['replace', 'append', 'prepend', 'addTags', 'removeTags', 'set'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export type SetField =
  | 'privacyStatus'
  | 'categoryId'
  | 'selfDeclaredMadeForKids'
  | 'license'
  | 'embeddable'
  | 'publishAt'
  | 'containsSyntheticMedia';

export interface BulkDraft {
  readonly kind: DraftKind;
  readonly inTitle: boolean;
  readonly inDescription: boolean;
  readonly find: string;
  readonly replace: string;
  readonly regex: boolean;
  readonly matchCase: boolean;
  /** append/prepend: which text. */
  readonly field: 'title' | 'description';
  readonly text: string;
  /** Comma-separated, as typed. */
  readonly tags: string;
  readonly setField: SetField;
  /** The value to set, as the form holds it ('' takes a schedule off). */
  readonly setValue: string;
}

export const EMPTY_DRAFT: BulkDraft = {
  kind: 'replace',
  inTitle: false,
  inDescription: true,
  find: '',
  replace: '',
  regex: false,
  matchCase: true,
  field: 'description',
  text: '',
  tags: '',
  setField: 'privacyStatus',
  setValue: 'private',
};

function setValues(draft: BulkDraft): Record<string, unknown> {
  const value = draft.setValue;
  switch (draft.setField) {
    case 'selfDeclaredMadeForKids':
    case 'embeddable':
    case 'containsSyntheticMedia':
      return { [draft.setField]: value === 'true' };
    case 'publishAt':
      return { publishAt: value === '' ? null : value };
    default:
      return { [draft.setField]: value };
  }
}

/** The operation, or the first reason the form is not one yet. */
export function operationOf(draft: BulkDraft, intl: IntlShape): { operation: BulkOperation } | { problem: string } {
  const tags = draft.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const raw =
    draft.kind === 'replace'
      ? {
          kind: 'replace',
          fields: [...(draft.inTitle ? ['title'] : []), ...(draft.inDescription ? ['description'] : [])],
          find: draft.find,
          replace: draft.replace,
          regex: draft.regex,
          matchCase: draft.matchCase,
        }
      : draft.kind === 'append' || draft.kind === 'prepend'
        ? { kind: draft.kind, field: draft.field, text: draft.text }
        : draft.kind === 'set'
          ? { kind: 'set', values: setValues(draft) }
          : { kind: draft.kind, tags };
  const parsed = bulkOperationSchema.safeParse(raw);
  if (parsed.success) return { operation: parsed.data };
  // The two reasons a creator meets while typing are said in their language; the contract's other limits (lengths,
  // counts) leave the editor's "not complete" (bulk.incomplete).
  const field = parsed.error.issues[0]?.path[0];
  if (field === 'find') return { problem: intl.formatMessage(BULK.typeFind) };
  if (field === 'fields') return { problem: intl.formatMessage(BULK.chooseFields) };
  return { problem: '' };
}
