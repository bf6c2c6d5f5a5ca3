// A text with the spans a bulk edit changed marked: removed in the "before" column, inserted in the "after" one.
import { useIntl } from 'react-intl';
import type { Span } from '../../../../shared/bulk/text-edit';
import { BULK } from './bulk-messages';

export function MarkedText({
  text,
  spans,
  mark,
}: {
  readonly text: string;
  readonly spans: readonly Span[];
  readonly mark: 'del' | 'ins';
}) {
  const say = useIntl().formatMessage;
  const Mark = mark;
  const pieces = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start > at) pieces.push(<span key={`k${at}`}>{text.slice(at, start)}</span>);
    if (end > start) pieces.push(<Mark key={`m${start}`}>{text.slice(start, end)}</Mark>);
    at = end;
  }
  if (at < text.length) pieces.push(<span key={`k${at}`}>{text.slice(at)}</span>);
  return (
    <span className="bulk-text" dir="auto">
      {pieces.length > 0 ? pieces : <span className="muted">{say(BULK.empty)}</span>}
    </span>
  );
}
