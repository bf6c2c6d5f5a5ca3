// The picked caption file and the track it becomes: language (a common one offered, any BCP-47 tag taken), name and
// draft state, with what is wrong with them said beside. The Library's "Add a track" and the Uploads screen's
// caption attachments both use it; what happens on sending is theirs, given as children (the buttons).
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { COMMON_CAPTION_LANGUAGES, languageLabel } from './caption-languages';
import type { CaptionTrackDraft, CaptionTrackProblems } from './caption-track-draft';
import type { PickedCaption } from './picked-caption';
import { CAPTIONS } from '../components-messages';
import { useWords } from '../words';

/** Between two pieces of a line: no word to translate. */
const SPACE = ' ';

interface CaptionTrackFieldsProps {
  readonly caption: PickedCaption;
  readonly track: CaptionTrackDraft;
  readonly problems: CaptionTrackProblems;
  readonly onChange: (track: CaptionTrackDraft) => void;
  readonly disabled: boolean;
  /** Enter in a text field: the forms these sit in are not <form>s of their own. */
  readonly onEnter?: () => void;
  /** "caption" gives caption-language, caption-name, caption-draft, caption-picked. */
  readonly testIdPrefix: string;
  readonly children: ReactNode;
}

export function CaptionTrackFields(props: CaptionTrackFieldsProps) {
  const { caption, track, problems, onChange, disabled, onEnter, testIdPrefix } = props;
  const intl = useWords();
  const say = intl.formatMessage;
  const ids = useId();
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !onEnter) return;
    event.preventDefault();
    onEnter();
  };

  return (
    <div className="caption-plan">
      <p>
        <strong dir="auto" data-testid={`${testIdPrefix}-picked`}>
          {caption.file.name}
        </strong>
        {SPACE}
        <span className="muted">
          {say(CAPTIONS.facts, { format: caption.format === 'srt' ? 'SRT' : 'WebVTT', cues: caption.cueCount })}
        </span>
      </p>
      <div className="row caption-fields">
        <label htmlFor={`${ids}-lang`}>{say(CAPTIONS.language)}</label>
        <input
          id={`${ids}-lang`}
          list={`${ids}-langs`}
          value={track.language}
          maxLength={35}
          disabled={disabled}
          aria-invalid={problems.language !== undefined}
          aria-describedby={problems.language ? `${ids}-lang-error` : undefined}
          onChange={(event) => onChange({ ...track, language: event.target.value })}
          onKeyDown={enter}
          data-testid={`${testIdPrefix}-language`}
        />
        <datalist id={`${ids}-langs`}>
          {COMMON_CAPTION_LANGUAGES.map(([tag]) => (
            <option key={tag} value={tag}>
              {languageLabel(tag, intl)}
            </option>
          ))}
        </datalist>
        <label htmlFor={`${ids}-name`}>{say(CAPTIONS.name)}</label>
        <input
          id={`${ids}-name`}
          value={track.name}
          placeholder={say(CAPTIONS.namePlaceholder)}
          disabled={disabled}
          aria-invalid={problems.name !== undefined}
          aria-describedby={problems.name ? `${ids}-name-error` : undefined}
          onChange={(event) => onChange({ ...track, name: event.target.value })}
          onKeyDown={enter}
          data-testid={`${testIdPrefix}-name`}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={track.isDraft}
            disabled={disabled}
            onChange={(event) => onChange({ ...track, isDraft: event.target.checked })}
            data-testid={`${testIdPrefix}-draft`}
          />
          {SPACE}
          {say(CAPTIONS.draft)}
        </label>
      </div>
      {problems.language && (
        <p id={`${ids}-lang-error`} className="error">
          {problems.language}
        </p>
      )}
      {problems.name && (
        <p id={`${ids}-name-error`} className="error">
          {problems.name}
        </p>
      )}
      {props.children}
    </div>
  );
}
