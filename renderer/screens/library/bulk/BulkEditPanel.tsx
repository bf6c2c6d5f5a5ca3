// The bulk editor beside the Library table: choose an operation for the picked videos and see, before anything is
// sent, each video's fields before and after with the changed parts marked, the videos left as they are and the
// ones the platform would refuse (with its reason), and the quota cost of applying.
import { useMemo, useState } from 'react';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { formatUnits } from '../../../components/QuotaCost';
import { FIELD_LABELS } from './PreviewRow';
import { DRAFT_KINDS, EMPTY_DRAFT, KIND_LABELS, operationOf, type BulkDraft, type SetField } from './bulk-draft';
import { FailureLine } from '../../../components/FailureLine';
import { BulkJobResult } from './BulkJobResult';
import { useBulk } from './bulk-store';
import { TranslatorCsv } from './TranslatorCsv';
import { useBulkPreview } from './use-bulk-preview';
import { PreviewList } from './PreviewList';
import { countOf } from '../../../../shared/text/count-words';
import { BULK_JOB_MAX_MATCHING } from '../../../../shared/bulk/bulk-job';
import { JobDaysLine } from './JobDaysLine';

const SET_CHOICES: Readonly<Record<SetField, readonly (readonly [string, string])[] | undefined>> = {
  privacyStatus: [
    ['public', 'Public'],
    ['unlisted', 'Unlisted'],
    ['private', 'Private'],
  ],
  selfDeclaredMadeForKids: [
    ['true', 'Yes'],
    ['false', 'No'],
  ],
  embeddable: [
    ['true', 'Yes'],
    ['false', 'No'],
  ],
  license: [
    ['youtube', 'Standard YouTube licence'],
    ['creativeCommon', 'Creative Commons'],
  ],
  categoryId: undefined,
  publishAt: undefined,
  containsSyntheticMedia: [
    ['true', 'Yes, it contains altered or synthetic content'],
    ['false', 'No'],
  ],
};

export interface BulkEditPanelProps {
  readonly videos: readonly LibraryVideo[];
  readonly onClose: () => void;
}

export function BulkEditPanel({ videos, onClose }: BulkEditPanelProps) {
  const [draft, setDraft] = useState<BulkDraft>(EMPTY_DRAFT);
  const [now] = useState(Date.now);
  const update = (change: Partial<BulkDraft>) => setDraft((current) => ({ ...current, ...change }));
  const built = useMemo(() => operationOf(draft), [draft]);
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
            {job.kind === 'undo' ? 'Undoing the bulk edit' : job.status === 'done' ? 'Bulk edit applied' : 'Bulk edit'}
          </h2>
          <button
            type="button"
            className="small"
            onClick={() => {
              bulk.dismiss();
              onClose();
            }}
          >
            Close
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
        <h2 id="bulk-title">Bulk edit {countOf(videos.length, 'video')}</h2>
        <button type="button" className="small" onClick={onClose}>
          Close
        </button>
      </div>
      <label className="field">
        <span>Operation</span>
        <select
          value={draft.kind}
          onChange={(event) => update({ kind: event.target.value as BulkDraft['kind'] })}
          data-testid="bulk-kind"
        >
          {DRAFT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      {draft.kind === 'replace' && (
        <fieldset className="bulk-fields">
          <legend className="visually-hidden">Find and replace</legend>
          <label className="field">
            <span>Find</span>
            <input value={draft.find} onChange={(event) => update({ find: event.target.value })} />
          </label>
          <label className="field">
            <span>Replace with</span>
            <input value={draft.replace} onChange={(event) => update({ replace: event.target.value })} />
          </label>
          <div className="row bulk-options">
            <label>
              <input type="checkbox" checked={draft.inTitle} onChange={(e) => update({ inTitle: e.target.checked })} />{' '}
              In titles
            </label>
            <label>
              <input
                type="checkbox"
                checked={draft.inDescription}
                onChange={(e) => update({ inDescription: e.target.checked })}
              />{' '}
              In descriptions
            </label>
            <label>
              <input type="checkbox" checked={draft.regex} onChange={(e) => update({ regex: e.target.checked })} />{' '}
              Regular expression
            </label>
            <label>
              <input
                type="checkbox"
                checked={draft.matchCase}
                onChange={(e) => update({ matchCase: e.target.checked })}
              />{' '}
              Match case
            </label>
          </div>
        </fieldset>
      )}
      {(draft.kind === 'append' || draft.kind === 'prepend') && (
        <div className="row bulk-fields">
          <label className="field">
            <span>To</span>
            <select
              value={draft.field}
              onChange={(event) => update({ field: event.target.value as BulkDraft['field'] })}
            >
              <option value="title">Titles</option>
              <option value="description">Descriptions</option>
            </select>
          </label>
          <label className="field">
            <span>Text</span>
            <input value={draft.text} onChange={(event) => update({ text: event.target.value })} />
          </label>
        </div>
      )}
      {(draft.kind === 'addTags' || draft.kind === 'removeTags') && (
        <label className="field">
          <span>Tags, separated by commas</span>
          <input value={draft.tags} onChange={(event) => update({ tags: event.target.value })} />
        </label>
      )}
      {draft.kind === 'set' && (
        <div className="row bulk-fields">
          <label className="field">
            <span>Field</span>
            <select
              value={draft.setField}
              onChange={(event) => {
                const setField = event.target.value as SetField;
                update({ setField, setValue: SET_CHOICES[setField]?.[0]?.[0] ?? '' });
              }}
            >
              {(Object.keys(SET_CHOICES) as SetField[]).map((field) => (
                <option key={field} value={field}>
                  {FIELD_LABELS[field]}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Value</span>
            {choices ? (
              <select value={draft.setValue} onChange={(event) => update({ setValue: event.target.value })}>
                {choices.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                value={draft.setValue}
                placeholder={draft.setField === 'publishAt' ? '2030-01-31T18:00:00Z, or empty' : '27'}
                onChange={(event) => update({ setValue: event.target.value })}
              />
            )}
          </label>
        </div>
      )}
      <TranslatorCsv videos={videos} titles={titles} />
      {'problem' in preview ? (
        <p className="muted" role="status" data-testid="bulk-problem">
          {preview.problem}
        </p>
      ) : (
        <>
          <p role="status" data-testid="bulk-summary">
            {preview.changed} will change, {preview.untouched} untouched, {preview.refused} refused · costs{' '}
            {formatUnits(preview.units)}
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
              Apply to {countOf(preview.changed, 'video')}
            </button>
          </div>
          <JobDaysLine videos={preview.changed} now={now} />
          {tooMany && (
            <p className="muted" data-testid="bulk-too-many">
              One bulk edit applies to at most {countOf(BULK_JOB_MAX_MATCHING, 'video')}: narrow the selection, for
              example by date.
            </p>
          )}
          {error && <FailureLine failure={error} />}
          <PreviewList videos={preview.videos} titles={titles} label="Preview, video by video" />
        </>
      )}
    </aside>
  );
}
