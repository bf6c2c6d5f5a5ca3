// The bulk editor beside the Library table: choose an operation for the picked videos and see, before anything is
// sent, each video's fields before and after with the changed parts marked, the videos left as they are and the
// ones the platform would refuse (with its reason), and the quota cost of applying.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { DRAFT_KINDS, EMPTY_DRAFT, operationOf, type BulkDraft, type SetField } from './bulk-draft';
import { FailureLine } from '../../../components/FailureLine';
import { BulkJobResult } from './BulkJobResult';
import { useBulk } from './bulk-store';
import { TranslatorCsv } from './TranslatorCsv';
import { useBulkPreview } from './use-bulk-preview';
import { PreviewList } from './PreviewList';
import { BULK_JOB_MAX_MATCHING } from '../../../../shared/bulk/bulk-job';
import { JobDaysLine } from './JobDaysLine';
import { BULK } from './bulk-messages';

/** An example category ID (27: Education) for the Value field. */
const CATEGORY_EXAMPLE = '27';
/** A publish time as the field takes it (ISO 8601, UTC). */
const PUBLISH_AT_EXAMPLE = '2030-01-31T18:00:00Z';

/** A field's values to choose from: the value sent, and its words (bulk.set.choice's choice). */
const SET_CHOICES: Readonly<Record<SetField, readonly (readonly [string, string])[] | undefined>> = {
  privacyStatus: [
    ['public', 'public'],
    ['unlisted', 'unlisted'],
    ['private', 'private'],
  ],
  selfDeclaredMadeForKids: [
    ['true', 'yes'],
    ['false', 'no'],
  ],
  embeddable: [
    ['true', 'yes'],
    ['false', 'no'],
  ],
  license: [
    ['youtube', 'youtube'],
    ['creativeCommon', 'creativeCommon'],
  ],
  categoryId: undefined,
  publishAt: undefined,
  containsSyntheticMedia: [
    ['true', 'altered'],
    ['false', 'no'],
  ],
};

export interface BulkEditPanelProps {
  readonly videos: readonly LibraryVideo[];
  readonly onClose: () => void;
}

export function BulkEditPanel({ videos, onClose }: BulkEditPanelProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [draft, setDraft] = useState<BulkDraft>(EMPTY_DRAFT);
  const [now] = useState(Date.now);
  const update = (change: Partial<BulkDraft>) => setDraft((current) => ({ ...current, ...change }));
  const built = useMemo(() => operationOf(draft, intl), [draft, intl]);
  const preview = useBulkPreview(videos, built, now);
  // The titles as picked: a finished job reloads the list, which may then hold fewer of them.
  const [titles] = useState(() => new Map(videos.map((video) => [video.id, video.title])));
  const choices = SET_CHOICES[draft.setField];
  const job = useBulk((s) => (s.shownId ? s.jobs[s.shownId] : undefined));
  const busy = useBulk((s) => s.busy);
  const error = useBulk((s) => s.error);
  const bulk = useBulk.getState();
  // A job takes at most this many (its undo as big), spread over the quota's days.
  const tooMany = videos.length > BULK_JOB_MAX_MATCHING;

  if (job) {
    return (
      <aside className="tile bulk-panel" aria-labelledby="bulk-title" data-testid="bulk-panel">
        <div className="row bulk-head">
          <h2 id="bulk-title">
            {say(
              job.kind === 'undo' ? BULK.titleUndoing : job.status === 'done' ? BULK.titleApplied : BULK.titleRunning,
            )}
          </h2>
          <button
            type="button"
            className="small"
            onClick={() => {
              bulk.dismiss();
              onClose();
            }}
          >
            {say(BULK.close)}
          </button>
        </div>
        <BulkJobResult
          job={job}
          titles={titles}
          busy={busy}
          onUndo={() => void bulk.undo(job.id)}
          onResume={() => void bulk.resume(job.id)}
          onPause={() => void bulk.pause(job.id)}
        />
        {error && <FailureLine failure={error} />}
      </aside>
    );
  }

  return (
    <aside className="tile bulk-panel" aria-labelledby="bulk-title" data-testid="bulk-panel">
      <div className="row bulk-head">
        <h2 id="bulk-title">{say(BULK.titleDraft, { count: videos.length })}</h2>
        <button type="button" className="small" onClick={onClose}>
          {say(BULK.close)}
        </button>
      </div>
      <label className="field">
        <span>{say(BULK.operation)}</span>
        <select
          value={draft.kind}
          onChange={(event) => update({ kind: event.target.value as BulkDraft['kind'] })}
          data-testid="bulk-kind"
        >
          {DRAFT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {say(BULK.kind, { kind })}
            </option>
          ))}
        </select>
      </label>
      {draft.kind === 'replace' && (
        <fieldset className="bulk-fields">
          <legend className="visually-hidden">{say(BULK.findAndReplace)}</legend>
          <label className="field">
            <span>{say(BULK.find)}</span>
            <input value={draft.find} onChange={(event) => update({ find: event.target.value })} />
          </label>
          <label className="field">
            <span>{say(BULK.replaceWith)}</span>
            <input value={draft.replace} onChange={(event) => update({ replace: event.target.value })} />
          </label>
          <div className="row bulk-options">
            <label>
              <input type="checkbox" checked={draft.inTitle} onChange={(e) => update({ inTitle: e.target.checked })} />
              <span>{say(BULK.inTitles)}</span>
            </label>
            <label>
              <input
                type="checkbox"
                checked={draft.inDescription}
                onChange={(e) => update({ inDescription: e.target.checked })}
              />
              <span>{say(BULK.inDescriptions)}</span>
            </label>
            <label>
              <input type="checkbox" checked={draft.regex} onChange={(e) => update({ regex: e.target.checked })} />
              <span>{say(BULK.regex)}</span>
            </label>
            <label>
              <input
                type="checkbox"
                checked={draft.matchCase}
                onChange={(e) => update({ matchCase: e.target.checked })}
              />
              <span>{say(BULK.matchCase)}</span>
            </label>
          </div>
        </fieldset>
      )}
      {(draft.kind === 'append' || draft.kind === 'prepend') && (
        <div className="row bulk-fields">
          <label className="field">
            <span>{say(BULK.to)}</span>
            <select
              value={draft.field}
              onChange={(event) => update({ field: event.target.value as BulkDraft['field'] })}
            >
              <option value="title">{say(BULK.titles)}</option>
              <option value="description">{say(BULK.descriptions)}</option>
            </select>
          </label>
          <label className="field">
            <span>{say(BULK.text)}</span>
            <input value={draft.text} onChange={(event) => update({ text: event.target.value })} />
          </label>
        </div>
      )}
      {(draft.kind === 'addTags' || draft.kind === 'removeTags') && (
        <label className="field">
          <span>{say(BULK.tags)}</span>
          <input value={draft.tags} onChange={(event) => update({ tags: event.target.value })} />
        </label>
      )}
      {draft.kind === 'set' && (
        <div className="row bulk-fields">
          <label className="field">
            <span>{say(BULK.setField)}</span>
            <select
              value={draft.setField}
              onChange={(event) => {
                const setField = event.target.value as SetField;
                update({ setField, setValue: SET_CHOICES[setField]?.[0]?.[0] ?? '' });
              }}
            >
              {(Object.keys(SET_CHOICES) as SetField[]).map((field) => (
                <option key={field} value={field}>
                  {say(BULK.field, { field })}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{say(BULK.setValue)}</span>
            {choices ? (
              <select value={draft.setValue} onChange={(event) => update({ setValue: event.target.value })}>
                {choices.map(([value, choice]) => (
                  <option key={value} value={value}>
                    {say(BULK.choice, { choice })}
                  </option>
                ))}
              </select>
            ) : (
              <input
                value={draft.setValue}
                placeholder={
                  draft.setField === 'publishAt'
                    ? say(BULK.publishAtPlaceholder, { example: PUBLISH_AT_EXAMPLE })
                    : CATEGORY_EXAMPLE
                }
                onChange={(event) => update({ setValue: event.target.value })}
              />
            )}
          </label>
        </div>
      )}
      <TranslatorCsv videos={videos} titles={titles} />
      {'problem' in preview ? (
        <p className="muted" role="status" data-testid="bulk-problem">
          {preview.problem || say(BULK.incomplete)}
        </p>
      ) : (
        <>
          <p role="status" data-testid="bulk-summary">
            {say(BULK.summary, {
              changed: preview.changed,
              untouched: preview.untouched,
              refused: preview.refused,
              units: preview.units,
            })}
          </p>
          <div className="row">
            <button
              type="button"
              className="primary"
              disabled={busy || preview.changed === 0 || !('operation' in built) || tooMany}
              onClick={() => {
                if ('operation' in built) void bulk.apply(built.operation, videos);
              }}
              data-testid="bulk-apply"
            >
              {say(BULK.apply, { count: preview.changed })}
            </button>
          </div>
          <JobDaysLine videos={preview.changed} now={now} />
          {tooMany && (
            <p className="muted" data-testid="bulk-too-many">
              {say(BULK.tooMany, { max: BULK_JOB_MAX_MATCHING })}
            </p>
          )}
          {error && <FailureLine failure={error} />}
          <PreviewList videos={preview.videos} titles={titles} label={say(BULK.previewLabel)} />
        </>
      )}
    </aside>
  );
}
