// One video in a bulk preview (an operation's or a translator's file): its fields before and after side by side, the
// changed parts marked, and the platform's refusal when it would refuse the result.
import { useIntl, type IntlShape } from 'react-intl';
import type { BulkField } from '../../../../shared/bulk/bulk-operation';
import type { BulkValues, VideoPreview } from '../../../../shared/bulk/bulk-preview';
import type { Localizations } from '../../../../shared/library/video-texts';
import { alteredContentWord } from '../library-view';
import { MarkedText } from './MarkedText';
import { BULK } from './bulk-messages';

const shownValue = (values: BulkValues, field: BulkField, intl: IntlShape): string => {
  const value = values[field];
  if (field === 'containsSyntheticMedia') return alteredContentWord(values.containsSyntheticMedia, intl);
  if (value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.join(', ') || '–';
  if (typeof value === 'object') {
    const lines = Object.entries(value as Localizations).map(
      ([language, text]) => `${language}: ${text.title || intl.formatMessage(BULK.noTitle)}`,
    );
    return lines.join(' · ') || '–';
  }
  return String(value);
};

export function PreviewRow({ preview, title }: { readonly preview: VideoPreview; readonly title: string }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const tone = preview.outcome === 'changed' ? 'ok' : preview.outcome === 'refused' ? 'error' : 'muted';
  return (
    <li className="bulk-row" data-testid="bulk-preview-row" data-outcome={preview.outcome} data-video-id={preview.id}>
      <div className="row bulk-row-head">
        <strong dir="auto">{title}</strong>
        <span className={`badge badge-${tone}`}>{say(BULK.outcome, { outcome: preview.outcome })}</span>
      </div>
      {Object.entries(preview.problems).map(([field, problem]) => (
        <p key={field} className="error" data-testid="bulk-refusal">
          {say(BULK.refusal, { field: say(BULK.field, { field }), problem })}
        </p>
      ))}
      {preview.changed.map((field) => {
        const spans = field === 'title' || field === 'description' ? preview.spans[field] : undefined;
        return (
          <div key={field} className="bulk-compare">
            <span className="muted bulk-field">{say(BULK.field, { field })}</span>
            <div className="bulk-side" aria-label={say(BULK.before)}>
              {spans ? (
                <MarkedText text={preview.before[field as 'title']} spans={spans.before} mark="del" />
              ) : (
                <del dir="auto">{shownValue(preview.before, field, intl)}</del>
              )}
            </div>
            <div className="bulk-side" aria-label={say(BULK.after)}>
              {spans ? (
                <MarkedText text={preview.after[field as 'title']} spans={spans.after} mark="ins" />
              ) : (
                <ins dir="auto">{shownValue(preview.after, field, intl)}</ins>
              )}
            </div>
          </div>
        );
      })}
    </li>
  );
}
