// Where a caption track starts, in both caption forms: the picker, what the check found, then the track's fields
// with the form's own buttons (children).
import type { ReactNode } from 'react';
import { FilePicker } from '../FilePicker';
import { PickFeedback } from '../PickFeedback';
import { CaptionTrackFields } from './CaptionTrackFields';
import { CAPTIONS } from '../components-messages';
import { useWords } from '../words';
import { CAPTION_PICKER } from './picked-caption';
import type { CaptionIntakeState } from './use-caption-intake';

export function CaptionIntake({
  intake,
  disabled,
  pickDisabled = disabled,
  onPick,
  onEnter,
  testIdPrefix,
  children,
}: {
  readonly intake: CaptionIntakeState;
  readonly disabled: boolean;
  readonly pickDisabled?: boolean;
  /** A file was given (before it is checked): e.g. to clear the last refusal. */
  readonly onPick?: () => void;
  readonly onEnter: () => void;
  /** "caption" gives caption-problem, caption-language, …; see CaptionTrackFields. */
  readonly testIdPrefix: string;
  readonly children: ReactNode;
}) {
  const say = useWords().formatMessage;
  return (
    <>
      <FilePicker
        {...CAPTION_PICKER}
        label={say(CAPTIONS.dropLabel)}
        choose={say(CAPTIONS.choose)}
        hint={say(CAPTIONS.hint, { srt: 'SRT (.srt)', vtt: 'WebVTT (.vtt)', size: '4 MiB' })}
        disabled={pickDisabled}
        onFile={(file) => {
          onPick?.();
          void intake.take(file);
        }}
      />
      <PickFeedback
        checking={intake.checking}
        checkingText={say(CAPTIONS.checking)}
        problems={intake.problems}
        testId={`${testIdPrefix}-problem`}
      />
      {intake.picked && (
        <CaptionTrackFields
          caption={intake.picked}
          track={intake.track}
          problems={intake.trackProblems}
          onChange={intake.setTrack}
          disabled={disabled}
          onEnter={onEnter}
          testIdPrefix={testIdPrefix}
        >
          {children}
        </CaptionTrackFields>
      )}
    </>
  );
}
