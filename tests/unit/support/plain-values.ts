// A private video's values as a bulk edit or a scheduled change keeps them (the fields the Library edits), for the
// tests of the schedule.
import type { BulkValues } from '../../../shared/bulk/bulk-preview';

export const PLAIN_VALUES: BulkValues = {
  title: 'Episode 1',
  description: '',
  tags: [],
  categoryId: '22',
  privacyStatus: 'private',
  license: 'youtube',
  embeddable: true,
};
