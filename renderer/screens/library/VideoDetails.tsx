// One video's details in the Library: the upload form's fields filled from the platform, checked as typed with the
// shared rules, saved with library.update (which sends complete parts), and delete behind a confirmation.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { LibraryVideo } from '../../../shared/library/library-video';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { checkMetadataForm, formFromMetadata, sameForm, type MetadataForm } from '../../components/metadata-form';
import { SyntheticMediaQuestion } from '../../components/SyntheticMediaQuestion';
import { VideoDetailsFields } from '../../components/VideoDetailsFields';
import { reworded, type Failure } from '../../desk/failure';
import { useCategoryChoices } from '../../stores/video-categories-store';
import { useLibrary } from './library-store';
import { changedFields, formatCount, formatDate, formatLength, metadataOf } from './library-view';
import { PaidPromotionLine } from './PaidPromotionLine';
import { ThumbnailPanel } from './ThumbnailPanel';
import { TrainabilityLine } from './TrainabilityLine';
import { LibraryProcessing } from './LibraryProcessing';
import { CaptionsPanel } from './captions/CaptionsPanel';
import { TranslationsPanel } from './translations/TranslationsPanel';
import { SchedulePanel } from './schedule/SchedulePanel';
import { DETAILS } from './details-messages';

/** The form keeps the edit whatever went wrong; only a refusal of what was typed is the user's to fix. */
function notChanged(failure: Failure, intl: IntlShape): string {
  return intl.formatMessage(failure.kind === 'fix-input' ? DETAILS.notChangedFix : DETAILS.notChanged);
}

/** "18.4K views", or "– views" when the platform hides the figure. */
function figure(intl: IntlShape, message: typeof DETAILS.views, count: number | undefined): string {
  return intl.formatMessage(message, {
    hidden: count === undefined ? 'yes' : 'no',
    count: count ?? 0,
    shown: formatCount(count),
  });
}

export function VideoDetails({ video, onClose }: { readonly video: LibraryVideo; readonly onClose: () => void }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const categories = useCategoryChoices();
  const save = useLibrary((s) => s.save);
  const remove = useLibrary((s) => s.remove);
  const thumbnailSet = useLibrary((s) => s.thumbnailSet);
  const busy = useLibrary((s) => s.busy[video.id]);
  const saved = useMemo(() => formFromMetadata(metadataOf(video)), [video]);
  const [form, setFormOnly] = useState<MetadataForm>(saved);
  // "Now" for the schedule check is read when the form changes (an event), not during render, so rendering stays pure.
  const [now, setNow] = useState(Date.now);
  const setForm: typeof setFormOnly = (next) => {
    setNow(Date.now());
    setFormOnly(next);
  };
  const [outcome, setOutcome] = useState<
    { kind: 'saved'; text: string } | { kind: 'error'; failure: Failure } | undefined
  >();
  const heading = useRef<HTMLHeadingElement>(null);
  const check = useMemo(() => checkMetadataForm(form, now, intl), [form, now, intl]);
  const dirty = !sameForm(form, saved);

  // Opening a video moves focus to its details, so a keyboard user continues where the form is.
  useEffect(() => {
    heading.current?.focus();
  }, [video.id]);

  const set = <K extends keyof MetadataForm>(field: K, value: MetadataForm[K]): void => {
    setOutcome(undefined);
    setForm((current) => ({ ...current, [field]: value }));
  };

  return (
    <form
      className="card lib-details"
      aria-labelledby="lib-details-title"
      data-testid="video-details"
      data-video-id={video.id}
      onSubmit={(event) => {
        event.preventDefault();
        if (!check.ok || busy || !dirty) return;
        const before = saved;
        const sent = check.metadata;
        setOutcome(undefined);
        void save(video.id, sent).then((error) => {
          if (error) {
            setOutcome({
              kind: 'error',
              failure: reworded(error, (message) =>
                say(DETAILS.failedSave, { message, notChanged: notChanged(error, intl) }),
              ),
            });
            return;
          }
          const after = formFromMetadata(sent);
          setForm(after);
          setOutcome({ kind: 'saved', text: say(DETAILS.saved, { fields: changedFields(before, after, intl) }) });
          // Save is disabled now that nothing changed: keep keyboard focus in the panel rather than on the page.
          heading.current?.focus();
        });
      }}
    >
      <div className="row lib-details-head">
        <h2 id="lib-details-title" ref={heading} tabIndex={-1} dir="auto">
          {video.title}
        </h2>
        <button type="button" className="small" onClick={onClose} aria-label={say(DETAILS.closeName)}>
          {say(DETAILS.close)}
        </button>
      </div>
      <p className="muted lib-details-facts">
        {say(DETAILS.facts, {
          id: <code key="id">{video.id}</code>,
          date: formatDate(video.publishedAt),
          length: formatLength(video.durationSec),
          views: figure(intl, DETAILS.views, video.viewCount),
          likes: figure(intl, DETAILS.likes, video.likeCount),
          comments: figure(intl, DETAILS.comments, video.commentCount),
        })}
      </p>
      <LibraryProcessing video={video} />
      <ThumbnailPanel video={video} onThumbnailSet={thumbnailSet} />
      <TranslationsPanel
        key={`${video.defaultLanguage ?? ''}:${JSON.stringify(video.localizations ?? {})}`}
        video={video}
      />
      <CaptionsPanel video={video} />
      <SchedulePanel video={video} />
      <fieldset className="lib-details-fields" disabled={busy !== undefined}>
        <VideoDetailsFields form={form} problems={check.problems} onChange={set} categories={categories} />
        <SyntheticMediaQuestion
          group={`lib-${video.id}`}
          value={form.containsSyntheticMedia === 'unset' ? undefined : form.containsSyntheticMedia === 'yes'}
          onChange={(answer) => set('containsSyntheticMedia', answer ? 'yes' : 'no')}
        />
      </fieldset>
      <PaidPromotionLine video={video} />
      <TrainabilityLine key={video.id} videoId={video.id} />

      <div aria-live="polite">
        {outcome?.kind === 'saved' && (
          <p className="ok" data-testid="save-outcome">
            {outcome.text}
          </p>
        )}
      </div>
      {outcome?.kind === 'error' && <FailureLine failure={outcome.failure} testId="save-error" />}
      <div className="row lib-details-actions">
        <button type="submit" className="primary" disabled={busy !== undefined || !dirty || !check.ok}>
          {say(busy === 'save' ? DETAILS.saving : DETAILS.save)}
        </button>
        <button type="button" disabled={busy !== undefined || !dirty} onClick={() => setForm(saved)}>
          {say(DETAILS.revert)}
        </button>
        {!check.ok && <span className="error">{say(DETAILS.fixFields)}</span>}
        <span className="lib-spacer" />
        <ConfirmButton
          label={say(busy === 'delete' ? DETAILS.deleting : DETAILS.deleteVideo)}
          ariaLabel={say(DETAILS.deleteName, { title: video.title })}
          question={say(DETAILS.deleteQuestion)}
          confirmLabel={say(DETAILS.deleteYes)}
          keepLabel={say(DETAILS.keepIt)}
          groupLabel={say(DETAILS.deleteGroup, { title: video.title })}
          disabled={busy !== undefined}
          onConfirm={() =>
            void remove(video.id).then((error) => {
              if (error) {
                setOutcome({
                  kind: 'error',
                  failure: reworded(error, (message) => say(DETAILS.notDeleted, { message })),
                });
              }
            })
          }
        />
      </div>
    </form>
  );
}
