// "Schedule a change" in a video's details: pick the fields to change and their new values (translations among
// them), a new thumbnail image, playlists to add the video to, a saved reply to post as a comment, and when (a time,
// or when the platform makes the video public). The main process makes it at its time (schedule.create), with the
// quota it needs reserved; a picked image is checked here as the Library's thumbnail panel checks it, then checked
// again and copied by the main process when the change is made. The video's waiting changes are listed below with
// Cancel. Checked as typed with the platform's rules (the bulk editor's). A refusal is said in words and the form
// keeps everything typed and picked.
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { instantOf } from '../../../../shared/calendar/calendar-days';
import { bulkValuesOf, refusals } from '../../../../shared/bulk/bulk-preview';
import { fillPlaceholders } from '../../../../shared/comments/saved-replies';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { settableThumbnail } from '../../../../shared/schedule/previous-thumbnail';
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
import { FilePicker } from '../../../components/FilePicker';
import { examinePickedFile, IMAGE_ACCEPT, imageSource } from '../../../components/images/picked-image';
import { PickedImageFacts } from '../../../components/images/PickedImageFacts';
import { PickFeedback } from '../../../components/PickFeedback';
import { CHANGE_WORDS } from '../../../components/scheduled-change-words';
import { unitsLeft } from '../../../components/quota-left';
import { systemZone } from '../../../components/slot-rule-draft';
import { TranslationsFields } from '../../../components/TranslationsFields';
import { usePickedFile } from '../../../components/use-picked-file';
import { CategoryField } from '../../../components/VideoDetailsFields';
import { failureOf, type Failure } from '../../../desk/failure';
import { useQuota } from '../../../stores/quota-store';
import { useChangeWords, useSchedule } from '../../../stores/schedule-store';
import { useCategoryChoices } from '../../../stores/video-categories-store';
import { useLanguageChoices } from '../../../stores/video-languages-store';
import { useScheduleChoices } from './schedule-choices';
import { draftFor, LABELS, LICENCE_WORDS, OFFERED, targetOf, VISIBILITY, type Draft } from './schedule-draft';
import { SCHEDULE } from './schedule-messages';

const HOUR = 3_600_000;
/** "Skip if later than": never, or after this many hours. */
const SKIP_HOURS = [undefined, 1, 6, 24] as const;

const examineThumbnail = (file: File) => examinePickedFile(file, 'thumbnail');

export function SchedulePanel({ video }: { readonly video: LibraryVideo }) {
  const say = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  const changes = useSchedule((s) => s.changes);
  const lastFailure = useSchedule((s) => s.lastFailure);
  const waiting = changes.filter((change) => change.videoId === video.id);
  const loaded = useSchedule((s) => s.loaded);
  const words = useChangeWords({ categories: waiting.some((change) => change.fields.includes('categoryId')) });
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
          {say(SCHEDULE.open)}
        </button>
      )}
      {waiting.length > 0 && (
        <ul className="lib-schedule-waiting" aria-label={say(SCHEDULE.waitingList)} data-testid="schedule-waiting">
          {waiting.map((change) => {
            const state = words.state(change.state);
            return (
              <li key={change.id} className="row" data-testid="schedule-waiting-item">
                <span className={`badge badge-${state.tone}`}>{state.label}</span>
                <span>{say(SCHEDULE.waitingLine, { when: words.when(change), what: words.describe(change) })}</span>
                <button
                  type="button"
                  className="small"
                  onClick={() => void useSchedule.getState().act('cancel', change.id)}
                  aria-label={say(SCHEDULE.cancelName, { when: words.when(change) })}
                >
                  {say(SCHEDULE.cancel)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {lastFailure && <FailureLine failure={lastFailure} />}
    </section>
  );
}

function ScheduleForm({ video, onClose }: { readonly video: LibraryVideo; readonly onClose: () => void }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [now] = useState(Date.now);
  const [draft, setDraft] = useState(() => draftFor(video, now, systemZone()));
  const [failure, setFailure] = useState<Failure | undefined>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const image = usePickedFile(examineThumbnail);
  const choices = useScheduleChoices();
  const categories = useCategoryChoices();
  const languages = useLanguageChoices(draft.picked.has('localizations'));
  const quota = useQuota((s) => s.view);
  const reserved = useSchedule((s) => s.reservedToday);
  const whenGroup = useId();
  const zone = systemZone();
  const seen = bulkValuesOf(video);
  const { target, fields } = targetOf(seen, draft);
  const reply = choices.replies.find((candidate) => candidate.id === draft.replyId);
  const comment = reply ? fillPlaceholders(reply.text, { author: '', video: video.title }) : undefined;
  const at = draft.whenKind === 'at' ? instantOf(draft.date, draft.time, zone) : undefined;
  const problems = refusals(target, fields, now, intl);
  const timeProblem =
    draft.whenKind === 'at' && (at === undefined || at <= now) ? say(SCHEDULE.timeProblem) : undefined;
  const thumbnailFile = draft.thumbnail ? image.picked?.file : undefined;
  const thumbnailProblem = draft.thumbnail && !image.picked ? say(SCHEDULE.thumbnailNeeded) : undefined;
  const nothing =
    fields.length === 0 && draft.playlistIds.size === 0 && comment === undefined && thumbnailFile === undefined;
  const units = unitsOf({ fields, playlistIds: [...draft.playlistIds], comment, thumbnail: thumbnailFile });
  const left = unitsLeft(quota);
  const ready =
    !nothing &&
    timeProblem === undefined &&
    thumbnailProblem === undefined &&
    !image.checking &&
    Object.keys(problems).length === 0 &&
    !sending;
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

  const submit = async () => {
    if (!ready) return;
    setSending(true);
    setFailure(undefined);
    const skipHours = SKIP_HOURS[draft.skip];
    let refused: Failure | undefined;
    try {
      // The desktop app names the file's path; browser mode copies it over first. The main process checks it again
      // and keeps its own copy, so the file may move once this answers.
      const thumbnail = thumbnailFile ? await imageSource(thumbnailFile) : undefined;
      refused = await useSchedule.getState().create({
        videoId: video.id,
        title: video.title,
        fields,
        seen,
        target,
        ...(draft.playlistIds.size > 0 ? { playlistIds: [...draft.playlistIds] } : {}),
        ...(comment !== undefined ? { comment } : {}),
        ...(thumbnail ? { thumbnail } : {}),
        when: draft.whenKind === 'live' ? { kind: 'live' } : { kind: 'at', at: at! },
        ...(skipHours !== undefined ? { skipIfLateMs: skipHours * HOUR } : {}),
      });
    } catch (error) {
      refused = failureOf(error);
    }
    setSending(false);
    // Refused: everything typed and picked stays, with why.
    if (refused) setFailure(refused);
    else {
      setDone(say(SCHEDULE.done));
      image.clear();
      setDraft(draftFor(video, now, zone));
    }
  };

  const needsText = () => {
    const room = left === undefined ? undefined : Math.max(0, left - reserved);
    const needs =
      room !== undefined && units > room
        ? say(SCHEDULE.needsOver, {
            units: say(SCHEDULE.units, { count: units }),
            left: say(SCHEDULE.units, { count: room }),
          })
        : say(SCHEDULE.needs, { units: say(SCHEDULE.units, { count: units }) });
    return reserved > 0
      ? say(SCHEDULE.needsReserved, { needs, reserved: say(SCHEDULE.units, { count: reserved }) })
      : needs;
  };

  const liveState =
    video.privacyStatus === 'public' ? 'public' : video.publishAt !== undefined ? 'scheduled' : 'unknown';

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
      <h3 id="schedule-title">{say(SCHEDULE.heading)}</h3>
      <fieldset className="lib-schedule-fields">
        <legend>{say(SCHEDULE.whatChanges)}</legend>
        {OFFERED.map((field) => (
          <label key={field} className="check">
            <input
              type="checkbox"
              checked={draft.picked.has(field)}
              onChange={() => set({ picked: toggle(draft.picked, field) })}
            />
            {say(LABELS[field])}
          </label>
        ))}
        <label className="check">
          <input
            type="checkbox"
            checked={draft.thumbnail}
            onChange={() => set({ thumbnail: !draft.thumbnail })}
            data-testid="schedule-thumbnail-pick"
          />
          {say(CHANGE_WORDS.thumbnail)}
        </label>
      </fieldset>
      {draft.picked.has('title') && (
        <Field label={say(SCHEDULE.newTitle)} problems={problems.title}>
          {(a11y) => <input {...a11y} value={draft.title} onChange={(event) => set({ title: event.target.value })} />}
        </Field>
      )}
      {draft.picked.has('description') && (
        <Field label={say(SCHEDULE.newDescription)} problems={problems.description}>
          {(a11y) => (
            <textarea
              dir="auto"
              {...a11y}
              rows={4}
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </Field>
      )}
      {draft.picked.has('tags') && (
        <Field label={say(SCHEDULE.newTags)} help={say(SCHEDULE.tagsHelp)} problems={problems.tags}>
          {(a11y) => <input {...a11y} value={draft.tags} onChange={(event) => set({ tags: event.target.value })} />}
        </Field>
      )}
      {draft.picked.has('privacyStatus') && (
        <Field label={say(SCHEDULE.newVisibility)} problems={problems.publishAt}>
          {(a11y) => (
            <select
              {...a11y}
              value={draft.privacyStatus}
              onChange={(event) => set({ privacyStatus: event.target.value as PrivacyStatus })}
            >
              {PRIVACY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {say(VISIBILITY[status])}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {draft.picked.has('containsSyntheticMedia') && (
        <Field
          label={say(SCHEDULE.altered)}
          help={say(SCHEDULE.alteredHelp)}
          problems={problems.containsSyntheticMedia}
        >
          {(a11y) => (
            <select
              {...a11y}
              value={draft.containsSyntheticMedia ? 'yes' : 'no'}
              onChange={(event) => set({ containsSyntheticMedia: event.target.value === 'yes' })}
            >
              <option value="yes">{say(SCHEDULE.alteredYes)}</option>
              <option value="no">{say(SCHEDULE.alteredNo)}</option>
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
        <Field label={say(SCHEDULE.newLicence)} problems={problems.license}>
          {(a11y) => (
            <select
              {...a11y}
              value={draft.license}
              onChange={(event) => set({ license: event.target.value as License })}
            >
              {LICENSES.map((license) => (
                <option key={license} value={license}>
                  {say(LICENCE_WORDS[license])}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {draft.picked.has('localizations') && (
        <TranslationsFields
          rows={draft.translations}
          defaultLanguage={video.defaultLanguage ?? ''}
          choices={languages}
          help={say(SCHEDULE.translationsHelp)}
          problems={problems.localizations === undefined ? undefined : [problems.localizations].flat()}
          onChange={(translations) => set({ translations })}
        />
      )}
      {draft.thumbnail && (
        <div className="lib-schedule-thumbnail" data-testid="schedule-thumbnail">
          <FilePicker
            accept={IMAGE_ACCEPT}
            label={say(SCHEDULE.thumbnailDrop)}
            choose={say(SCHEDULE.thumbnailChoose)}
            hint={say(SCHEDULE.thumbnailHint)}
            disabled={sending}
            onFile={(file) => {
              setDone(undefined);
              void image.choose(file);
            }}
            testId="schedule-thumbnail-file"
          />
          <PickFeedback
            checking={image.checking}
            checkingText={say(SCHEDULE.thumbnailChecking)}
            problems={image.problems}
          />
          {image.picked && <PickedImageFacts image={image.picked} />}
          <p className="muted" data-testid="schedule-thumbnail-undo">
            {settableThumbnail(video.thumbnails) ? say(SCHEDULE.thumbnailUndo) : say(SCHEDULE.thumbnailNoUndo)}
          </p>
        </div>
      )}
      {choices.playlists.length > 0 && (
        <fieldset className="lib-schedule-fields">
          <legend>{say(SCHEDULE.playlists)}</legend>
          {choices.playlists.map((playlist) => (
            <label key={playlist.id} className="check">
              <input
                type="checkbox"
                checked={draft.playlistIds.has(playlist.id)}
                onChange={() => set({ playlistIds: toggle(draft.playlistIds, playlist.id) })}
              />
              <span dir="auto">{playlist.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      <Field label={say(SCHEDULE.comment)} help={say(SCHEDULE.commentHelp)}>
        {(a11y) => (
          <select {...a11y} value={draft.replyId} onChange={(event) => set({ replyId: event.target.value })}>
            <option value="">{say(SCHEDULE.noComment)}</option>
            {choices.replies.map((saved) => (
              <option key={saved.id} value={saved.id} dir="auto">
                {saved.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {choices.failure && <FailureLine failure={choices.failure} />}

      <fieldset className="lib-schedule-fields" aria-describedby={`${whenGroup}-problem`}>
        <legend>{say(SCHEDULE.when)}</legend>
        <label className="check">
          <input
            type="radio"
            name={whenGroup}
            checked={draft.whenKind === 'at'}
            onChange={() => set({ whenKind: 'at' })}
          />
          {say(SCHEDULE.atTime)}
        </label>
        <label className="check">
          <input
            type="radio"
            name={whenGroup}
            checked={draft.whenKind === 'live'}
            onChange={() => set({ whenKind: 'live' })}
          />
          {say(SCHEDULE.whenLive, {
            state: liveState,
            when: video.publishAt ? formatDateTime(video.publishAt) : '',
          })}
        </label>
        {draft.whenKind === 'at' && (
          <div className="row">
            <label>
              {say(SCHEDULE.date)}
              <input type="date" value={draft.date} onChange={(event) => set({ date: event.target.value })} />
            </label>
            <label>
              {say(SCHEDULE.time, { zone })}
              <input type="time" value={draft.time} onChange={(event) => set({ time: event.target.value })} />
            </label>
          </div>
        )}
        <p id={`${whenGroup}-problem`} className="error field-problem" aria-live="polite">
          {timeProblem}
        </p>
      </fieldset>
      <Field label={say(SCHEDULE.skip)} help={say(SCHEDULE.skipHelp)}>
        {(a11y) => (
          <select {...a11y} value={draft.skip} onChange={(event) => set({ skip: Number(event.target.value) })}>
            {SKIP_HOURS.map((hours, index) => (
              <option key={hours ?? 'never'} value={index}>
                {hours === undefined ? say(SCHEDULE.skipNever) : say(SCHEDULE.skipLater, { hours })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {!nothing && (
        <p className="muted" data-testid="schedule-cost">
          {needsText()}
        </p>
      )}
      <div aria-live="polite">{done && <p className="ok">{done}</p>}</div>
      {failure && <FailureLine failure={failure} />}
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={!ready}
          onClick={() => void submit()}
          data-testid="schedule-submit"
        >
          {sending ? say(SCHEDULE.sending) : say(SCHEDULE.submit)}
        </button>
        <button type="button" onClick={onClose}>
          {say(SCHEDULE.close)}
        </button>
        {nothing && (
          <span className="muted">{say(thumbnailProblem ? SCHEDULE.thumbnailNeeded : SCHEDULE.nothing)}</span>
        )}
      </div>
    </div>
  );
}
