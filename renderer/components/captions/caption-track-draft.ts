// The track a picked caption file becomes, as typed: its language, name and draft state, the problems that keep it
// from being sent, and the language a WebVTT file declares offered in place of the one typed.
import { CAPTION_NAME_MAX } from '../../../shared/captions/caption-check';
import { CAPTIONS } from '../components-messages';
import { currentIntl } from '../words';
import { languageProblem } from './caption-languages';
import type { PickedCaption } from './picked-caption';

export interface CaptionTrackDraft {
  readonly language: string;
  readonly name: string;
  readonly isDraft: boolean;
}

export const NEW_CAPTION_TRACK: CaptionTrackDraft = { language: 'en', name: '', isDraft: false };

export interface CaptionTrackProblems {
  readonly language: string | undefined;
  readonly name: string | undefined;
}

export function captionTrackProblems(track: CaptionTrackDraft): CaptionTrackProblems {
  return {
    language: languageProblem(track.language),
    name:
      track.name.length > CAPTION_NAME_MAX
        ? currentIntl().formatMessage(CAPTIONS.nameTooLong, { max: CAPTION_NAME_MAX })
        : undefined,
  };
}

export function isSendable(problems: CaptionTrackProblems): boolean {
  return problems.language === undefined && problems.name === undefined;
}

/** The file's declared language replaces the typed one, when the platform would take it. */
export function withDeclaredLanguage(track: CaptionTrackDraft, caption: PickedCaption): CaptionTrackDraft {
  const declared = caption.declaredLanguage;
  return declared && !languageProblem(declared) ? { ...track, language: declared } : track;
}

/** What is sent: the language without the spaces around it. */
export function sendableTrack(track: CaptionTrackDraft): CaptionTrackDraft {
  return { ...track, language: track.language.trim() };
}
