// One video in a bulk preview (an operation's or a translator's file): its fields before and after side by side, the
// changed parts marked, and the platform's refusal when it would refuse the result.
import type { BulkField } from '../../../../shared/bulk/bulk-operation';
import type { BulkValues, VideoPreview } from '../../../../shared/bulk/bulk-preview';
import type { Localizations } from '../../../../shared/library/video-texts';
import { alteredContentWord } from '../library-view';
import { MarkedText } from './MarkedText';

export const FIELD_LABELS: Readonly<Record<BulkField, string>> = {
  title: 'Title',
  description: 'Description',
  tags: 'Tags',
  categoryId: 'Category',
  privacyStatus: 'Visibility',
  selfDeclaredMadeForKids: 'Made for kids',
  license: 'Licence',
  embeddable: 'Embeddable',
  publishAt: 'Publish time',
  containsSyntheticMedia: 'Altered or synthetic content',
  defaultLanguage: 'Default language',
  localizations: 'Translations',
};

const shownValue = (values: BulkValues, field: BulkField): string => {
  const value = values[field];
  if (field === 'containsSyntheticMedia') return alteredContentWord(values.containsSyntheticMedia);
  if (value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.join(', ') || '–';
  if (typeof value === 'object') {
    const lines = Object.entries(value as Localizations).map(
      ([language, text]) => `${language}: ${text.title || '(no title)'}`,
    );
    return lines.join(' · ') || '–';
  }
  return String(value);
};

export function PreviewRow({ preview, title }: { readonly preview: VideoPreview; readonly title: string }) {
  const tone = preview.outcome === 'changed' ? 'ok' : preview.outcome === 'refused' ? 'error' : 'muted';
  const label = preview.outcome === 'changed' ? 'Changes' : preview.outcome === 'refused' ? 'Refused' : 'Untouched';
  return (
    <li className="bulk-row" data-testid="bulk-preview-row" data-outcome={preview.outcome} data-video-id={preview.id}>
      <div className="row bulk-row-head">
        <strong>{title}</strong>
        <span className={`badge badge-${tone}`}>{label}</span>
      </div>
      {Object.entries(preview.problems).map(([field, problem]) => (
        <p key={field} className="error" data-testid="bulk-refusal">
          {FIELD_LABELS[field as BulkField]}: {problem}
        </p>
      ))}
      {preview.changed.map((field) => {
        const spans = field === 'title' || field === 'description' ? preview.spans[field] : undefined;
        return (
          <div key={field} className="bulk-compare">
            <span className="muted bulk-field">{FIELD_LABELS[field]}</span>
            <div className="bulk-side" aria-label="Before">
              {spans ? (
                <MarkedText text={preview.before[field as 'title']} spans={spans.before} mark="del" />
              ) : (
                <del>{shownValue(preview.before, field)}</del>
              )}
            </div>
            <div className="bulk-side" aria-label="After">
              {spans ? (
                <MarkedText text={preview.after[field as 'title']} spans={spans.after} mark="ins" />
              ) : (
                <ins>{shownValue(preview.after, field)}</ins>
              )}
            </div>
          </div>
        );
      })}
    </li>
  );
}
