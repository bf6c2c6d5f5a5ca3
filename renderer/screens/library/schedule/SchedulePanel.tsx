// "Schedule a change" in a video's details: pick the fields to change and their new values, playlists to add the
// video to, a saved reply to post as a comment, and when (a time, or when the platform makes the video public). The
// main process makes it at its time (schedule.create), with the quota it needs reserved; the video's waiting changes
// are listed below with Cancel. Checked as typed with the platform's rules (the bulk editor's).
import { useEffect, useId, useState } from 'react';
import { instantOf } from '../../../../shared/calendar/calendar-days';
import { bulkValuesOf, refusals } from '../../../../shared/bulk/bulk-preview';
import { fillPlaceholders } from '../../../../shared/comments/saved-replies';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { unitsOf } from '../../../../shared/schedule/scheduled-change';
import { formatDateTime } from '../../../../shared/text/when';
import {
  LICENSES,
  PRIVACY_STATUSES,
  type License,
  type PrivacyStatus,
} from '../../../../shared/uploads/video-metadata';
import { FailureLine } from '../../../components/FailureLine';
import { Field } from '../../../components/Field';
import { quotaCostText } from '../../../components/QuotaCost';
import { unitsLeft } from '../../../components/quota-left';
import { CHANGE_STATE_WORDS, describeChange, whenText } from '../../../components/scheduled-change-words';
import { systemZone } from '../../../components/slot-rule-draft';
import type { Failure } from '../../../desk/failure';
import { useQuota } from '../../../stores/quota-store';
import { useSchedule } from '../../../stores/schedule-store';
import { useCategoryChoices } from '../../../stores/video-categories-store';
import { CategoryField } from '../../../components/VideoDetailsFields';
import { useScheduleChoices } from './schedule-choices';
import { draftFor, LABELS, LICENCE_WORDS, OFFERED, targetOf, VISIBILITY, type Draft } from './schedule-draft';

const SKIP_CHOICES = [
  { label: 'Never: run it however late', ms: undefined },
  { label: 'Later than 1 hour', ms: 3_600_000 },
  { label: 'Later than 6 hours', ms: 6 * 3_600_000 },
  { label: 'Later than 1 day', ms: 24 * 3_600_000 },
] as const;

export function SchedulePanel({ video }: { readonly video: LibraryVideo }) {
  const [open, setOpen] = useState(false);
  const changes = useSchedule((s) => s.changes);
  const lastFailure = useSchedule((s) => s.lastFailure);
  const waiting = changes.filter((change) => change.videoId === video.id);
  const loaded = useSchedule((s) => s.loaded);
  useEffect(() => {
    if (!loaded) void useSchedule.getState().load();
    return useSchedule.getState().listen();
  }, [loaded]);

  return (
    <section className="tile lib-schedule" aria-labelledby={open ? 'schedule-title' : undefined}>
      {open ? (
        <ScheduleForm video={video} onClose={() => setOpen(false)} />
      ) : (
        <button type="button" className="small" onClick={() => setOpen(true)} data-testid="schedule-open">
          Schedule a change…
        </button>
      )}
      {waiting.length > 0 && (
        <ul className="lib-schedule-waiting" aria-label="Changes waiting for this video" data-testid="schedule-waiting">
          {waiting.map((change) => (
            <li key={change.id} data-testid="schedule-waiting-item">
              <span className={`badge badge-${CHANGE_STATE_WORDS[change.state].tone}`}>
                {CHANGE_STATE_WORDS[change.state].label}
              </span>{' '}
              {whenText(change)}: {describeChange(change)}{' '}
              <button
                type="button"
                className="small"
                onClick={() => void useSchedule.getState().act('cancel', change.id)}
                aria-label={`Cancel the change of ${whenText(change)}`}
              >
                Cancel
              </button>
            </li>
          ))}
        </ul>
      )}
      {lastFailure && <FailureLine failure={lastFailure} />}
    </section>
  );
}

function ScheduleForm({ video, onClose }: { readonly video: LibraryVideo; readonly onClose: () => void }) {
  const [now] = useState(Date.now);
  const [draft, setDraft] = useState(() => draftFor(video, now, systemZone()));
  const [failure, setFailure] = useState<Failure | undefined>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const choices = useScheduleChoices();
  const categories = useCategoryChoices();
  const quota = useQuota((s) => s.view);
  const reserved = useSchedule((s) => s.reservedToday);
  const whenGroup = useId();
  const zone = systemZone();
  const seen = bulkValuesOf(video);
  const { target, fields } = targetOf(seen, draft);
  const reply = choices.replies.find((candidate) => candidate.id === draft.replyId);
  const comment = reply ? fillPlaceholders(reply.text, { author: '', videoTitle: video.title }) : undefined;
  const at = draft.whenKind === 'at' ? instantOf(draft.date, draft.time, zone) : undefined;
  const problems = refusals(target, fields, now);
  const timeProblem =
    draft.whenKind === 'at' && (at === undefined || at <= now) ? 'Choose a date and time in the future.' : undefined;
  const nothing = fields.length === 0 && draft.playlistIds.size === 0 && comment === undefined;
  const units = unitsOf({ fields, playlistIds: [...draft.playlistIds], comment });
  const left = unitsLeft(quota);
  const ready = !nothing && timeProblem === undefined && Object.keys(problems).length === 0 && !sending;
  const set = (patch: Partial<Draft>) => {
    setDone(undefined);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const toggle = <T,>(from: ReadonlySet<T>, value: T): Set<T> => {
    const next = new Set(from);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };

  const submit = () => {
    if (!ready) return;
    setSending(true);
    setFailure(undefined);
    const skipIfLateMs = SKIP_CHOICES[draft.skip]?.ms;
    void useSchedule
      .getState()
      .create({
        videoId: video.id,
        title: video.title,
        fields,
        seen,
        target,
        ...(draft.playlistIds.size > 0 ? { playlistIds: [...draft.playlistIds] } : {}),
        ...(comment !== undefined ? { comment } : {}),
        when: draft.whenKind === 'live' ? { kind: 'live' } : { kind: 'at', at: at! },
        ...(skipIfLateMs !== undefined ? { skipIfLateMs } : {}),
      })
      .then((error) => {
        setSending(false);
        if (error) setFailure(error);
        else {
          setDone('Scheduled. It is on the calendar; Channel Desk makes it at its time while it runs.');
          setDraft(draftFor(video, Date.now(), systemZone()));
        }
      });
  };

  return (
    <div
      className="lib-schedule-form"
      data-testid="schedule-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <h3 id="schedule-title">Schedule a change</h3>
      <fieldset className="lib-schedule-fields">
        <legend>What changes</legend>
        {OFFERED.map((field) => (
          <label key={field} className="check">
            <input
              type="checkbox"
              checked={draft.picked.has(field)}
              onChange={() => set({ picked: toggle(draft.picked, field) })}
            />
            {LABELS[field]}
          </label>
        ))}
        <p className="muted">A thumbnail cannot be scheduled: set it in the video's details when you want it.</p>
      </fieldset>
      {draft.picked.has('title') && (
        <Field label="New title" problems={problems.title}>
          {(a11y) => <input {...a11y} value={draft.title} onChange={(event) => set({ title: event.target.value })} />}
        </Field>
      )}
      {draft.picked.has('description') && (
        <Field label="New description" problems={problems.description}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={4}
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </Field>
      )}
      {draft.picked.has('tags') && (
        <Field label="New tags" help="Separated by commas." problems={problems.tags}>
          {(a11y) => <input {...a11y} value={draft.tags} onChange={(event) => set({ tags: event.target.value })} />}
        </Field>
      )}
      {draft.picked.has('privacyStatus') && (
        <Field label="New visibility" problems={problems.publishAt}>
          {(a11y) => (
            <select
              {...a11y}
              value={draft.privacyStatus}
              onChange={(event) => set({ privacyStatus: event.target.value as PrivacyStatus })}
            >
              {PRIVACY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {VISIBILITY[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {draft.picked.has('containsSyntheticMedia') && (
        <Field
          label="Altered or synthetic content"
          help="Whether the video has realistic altered or synthetic content (the platform's disclosure)."
          problems={problems.containsSyntheticMedia}
        >
          {(a11y) => (
            <select
              {...a11y}
              value={draft.containsSyntheticMedia ? 'yes' : 'no'}
              onChange={(event) => set({ containsSyntheticMedia: event.target.value === 'yes' })}
            >
              <option value="yes">Yes, it has altered or synthetic content</option>
              <option value="no">No</option>
            </select>
          )}
        </Field>
      )}
      {draft.picked.has('categoryId') && (
        <CategoryField
          value={draft.categoryId}
          onChange={(categoryId) => set({ categoryId })}
          problem={problems.categoryId}
          choices={categories}
        />
      )}
      {draft.picked.has('license') && (
        <Field label="New licence" problems={problems.license}>
          {(a11y) => (
            <select
              {...a11y}
              value={draft.license}
              onChange={(event) => set({ license: event.target.value as License })}
            >
              {LICENSES.map((license) => (
                <option key={license} value={license}>
                  {LICENCE_WORDS[license]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {choices.playlists.length > 0 && (
        <fieldset className="lib-schedule-fields">
          <legend>Add to playlists</legend>
          {choices.playlists.map((playlist) => (
            <label key={playlist.id} className="check">
              <input
                type="checkbox"
                checked={draft.playlistIds.has(playlist.id)}
                onChange={() => set({ playlistIds: toggle(draft.playlistIds, playlist.id) })}
              />
              {playlist.title}
            </label>
          ))}
        </fieldset>
      )}
      <Field
        label="Post a saved reply as a comment"
        help="The platform does not let apps pin a comment: pin it yourself on the video's page if you want it on top."
      >
        {(a11y) => (
          <select {...a11y} value={draft.replyId} onChange={(event) => set({ replyId: event.target.value })}>
            <option value="">No comment</option>
            {choices.replies.map((saved) => (
              <option key={saved.id} value={saved.id}>
                {saved.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {choices.failure && <FailureLine failure={choices.failure} />}

      <fieldset className="lib-schedule-fields" aria-describedby={`${whenGroup}-problem`}>
        <legend>When</legend>
        <label className="check">
          <input
            type="radio"
            name={whenGroup}
            checked={draft.whenKind === 'at'}
            onChange={() => set({ whenKind: 'at' })}
          />
          At a time
        </label>
        <label className="check">
          <input
            type="radio"
            name={whenGroup}
            checked={draft.whenKind === 'live'}
            onChange={() => set({ whenKind: 'live' })}
          />
          When it goes live
          {video.privacyStatus === 'public'
            ? ' (it is public already: right away)'
            : video.publishAt
              ? ` (${formatDateTime(video.publishAt)})`
              : ' (once it is made public)'}
        </label>
        {draft.whenKind === 'at' && (
          <div className="row">
            <label>
              Date
              <input type="date" value={draft.date} onChange={(event) => set({ date: event.target.value })} />
            </label>
            <label>
              Time ({zone})
              <input type="time" value={draft.time} onChange={(event) => set({ time: event.target.value })} />
            </label>
          </div>
        )}
        <p id={`${whenGroup}-problem`} className="error field-problem" aria-live="polite">
          {timeProblem}
        </p>
      </fieldset>
      <Field
        label="Skip it if the app was closed and it is late"
        help="A change due while the app was closed runs at the next start, marked late, unless it is later than this."
      >
        {(a11y) => (
          <select {...a11y} value={draft.skip} onChange={(event) => set({ skip: Number(event.target.value) })}>
            {SKIP_CHOICES.map((choice, index) => (
              <option key={choice.label} value={index}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {!nothing && (
        <p className="muted" data-testid="schedule-cost">
          {quotaCostText('Needs', units, left === undefined ? undefined : Math.max(0, left - reserved))}
          {reserved > 0 ? ` (${quotaCostText('reserved today by other changes', reserved, undefined)})` : ''}
        </p>
      )}
      <div aria-live="polite">{done && <p className="ok">{done}</p>}</div>
      {failure && <FailureLine failure={failure} />}
      <div className="row">
        <button type="button" className="primary" disabled={!ready} onClick={submit} data-testid="schedule-submit">
          {sending ? 'Scheduling…' : 'Schedule'}
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
        {nothing && <span className="muted">Choose what changes, a playlist or a comment.</span>}
      </div>
    </div>
  );
}
