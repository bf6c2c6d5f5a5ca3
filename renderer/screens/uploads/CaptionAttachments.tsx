// The caption tracks a queued video gets once it is uploaded: a dropped or picked .srt/.vtt file checked in the page
// first (the same check as the Library's, naming the cue and line to fix), its language, name and draft state, saved
// at once as a step of the upload with `uploads.setAttachments`. One track per language; one still to do can be taken
// back.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { QuotaCost } from '../../components/QuotaCost';
import { useQuota } from '../../stores/quota-store';
import { FailureLine } from '../../components/FailureLine';
import { failureOf, type Failure } from '../../desk/failure';
import { useUploads } from '../../stores/uploads-store';
import { CaptionIntake } from '../../components/captions/CaptionIntake';
import { captionSource } from '../../components/captions/picked-caption';
import { useCaptionIntake } from '../../components/captions/use-caption-intake';
import { formatAmounts } from './format';
import { SPACE } from './typography';
import { DETAILS } from './upload-details-messages';

const APP_NAME = 'Channel Desk';

export function CaptionAttachments({ view }: { readonly view: UploadView }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const quota = useQuota((state) => state.view);
  const ids = useId();
  const save = useUploads((s) => s.saveAttachments);
  const busy = useUploads((s) => s.pending[view.id] === 'attach');
  const intake = useCaptionIntake();
  const { picked } = intake;
  // A refusal of the copy or of the attachment, as opposed to a problem of the file picked.
  const [refusal, setRefusal] = useState<Failure>();
  const [copying, setCopying] = useState<{ staged: number; total: number }>();
  const steps = view.steps?.filter((step) => step.kind === 'caption') ?? [];
  const working = busy || intake.checking || copying !== undefined;
  const closed = view.state === 'cancelled';

  const add = async () => {
    if (!picked || working || !intake.sendable) return;
    setRefusal(undefined);
    let source;
    try {
      source = await captionSource(picked.file, (staged, total) => setCopying({ staged, total }));
    } catch (error) {
      setRefusal(failureOf(error));
      return;
    } finally {
      setCopying(undefined);
    }
    const refused = await save(view.id, { caption: { source, ...intake.sent } });
    if (refused) {
      setRefusal(refused);
      return;
    }
    intake.done();
  };

  return (
    <fieldset className="choice up-attach-captions" data-testid="caption-attachments">
      <legend>{say(DETAILS.captions)}</legend>
      {steps.length > 0 && (
        <ul className="up-caption-list">
          {steps.map((step) => {
            const stepLanguage = step.id.slice('caption:'.length);
            return (
              <li key={step.id} data-testid="caption-attachment">
                <span dir="auto">{step.label}</span>
                {SPACE}
                {step.state === 'done' ? (
                  <span className="muted">{say(DETAILS.added)}</span>
                ) : (
                  step.state !== 'running' && (
                    <button
                      type="button"
                      className="small"
                      disabled={working || closed}
                      aria-label={say(DETAILS.captionRemoveName, { track: step.label })}
                      onClick={() => void save(view.id, { removeCaption: stepLanguage }).then(setRefusal)}
                    >
                      {say(DETAILS.remove)}
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CaptionIntake
        intake={intake}
        disabled={working}
        pickDisabled={working || closed}
        onPick={() => setRefusal(undefined)}
        onEnter={() => void add()}
        testIdPrefix="caption-attachment"
      >
        <div className="row">
          <button
            type="button"
            className="small primary"
            disabled={working || !intake.sendable}
            aria-describedby={`${ids}-cost`}
            onClick={() => void add()}
          >
            {say(DETAILS.addCaptions)}
          </button>
          <button type="button" className="small" disabled={working} onClick={intake.clear}>
            {say(DETAILS.cancel)}
          </button>
          <QuotaCost quota={quota} id={`${ids}-cost`} action={say(DETAILS.captionCost)} method="captions.insert" />
        </div>
      </CaptionIntake>
      {copying && (
        <p role="status" className="muted">
          {say(DETAILS.copyingCaptions, { app: APP_NAME, amounts: formatAmounts(copying.staged, copying.total, intl) })}
        </p>
      )}
      {busy && <p className="muted">{say(DETAILS.savingCaptions)}</p>}
      {refusal && <FailureLine failure={refusal} className="error" testId="caption-attachment-problem" />}
    </fieldset>
  );
}
