// The words a sentence uses for each field a bulk edit or a scheduled change writes ("changed elsewhere: title, tags").
import type { BulkField } from './bulk-operation';

export const FIELD_WORDS: Readonly<Record<BulkField, string>> = {
  title: 'title',
  description: 'description',
  tags: 'tags',
  categoryId: 'category',
  privacyStatus: 'visibility',
  selfDeclaredMadeForKids: 'audience',
  license: 'licence',
  embeddable: 'embedding',
  publishAt: 'publish time',
  containsSyntheticMedia: 'altered content answer',
  defaultLanguage: 'default language',
  localizations: 'translations',
};
