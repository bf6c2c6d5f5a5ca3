// A caption file picked and checked, and the track it becomes as typed: the state both caption forms hold (the
// Library's "Add a track", the Uploads screen's attachments). A file that declares its language sets the track's.
import { useState } from 'react';
import { usePickedFile } from '../use-picked-file';
import {
  captionTrackProblems,
  isSendable,
  NEW_CAPTION_TRACK,
  sendableTrack,
  withDeclaredLanguage,
  type CaptionTrackDraft,
} from './caption-track-draft';
import { examineCaptionFile } from './picked-caption';

export type CaptionIntakeState = ReturnType<typeof useCaptionIntake>;

export function useCaptionIntake() {
  const pick = usePickedFile(examineCaptionFile);
  const [track, setTrack] = useState<CaptionTrackDraft>(NEW_CAPTION_TRACK);
  const problems = captionTrackProblems(track);

  const take = async (file: File) => {
    const caption = await pick.choose(file);
    if (caption) setTrack((now) => withDeclaredLanguage(now, caption));
  };

  return {
    ...pick,
    track,
    setTrack,
    trackProblems: problems,
    sendable: pick.picked !== undefined && isSendable(problems),
    /** What to send: the language trimmed. */
    sent: sendableTrack(track),
    take,
    /** The track was sent: the file is forgotten and the name cleared; language and draft stay for the next. */
    done: () => {
      pick.clear();
      setTrack((now) => ({ ...now, name: '' }));
    },
  };
}
