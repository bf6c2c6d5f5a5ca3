// The track a picked caption file becomes: what keeps it from being sent, and a declared language taken only when the
// platform would accept it.
import { describe, expect, it } from 'vitest';
import {
  captionTrackProblems,
  isSendable,
  NEW_CAPTION_TRACK,
  sendableTrack,
  withDeclaredLanguage,
} from '../../../../../renderer/components/captions/caption-track-draft';
import type { PickedCaption } from '../../../../../renderer/components/captions/picked-caption';

const caption = (declaredLanguage?: string): PickedCaption => ({
  file: new File(['WEBVTT'], 'take.vtt'),
  format: 'vtt',
  cueCount: 1,
  ...(declaredLanguage ? { declaredLanguage } : {}),
});

describe('caption track draft', () => {
  it('starts sendable: English, no name, published', () => {
    expect(NEW_CAPTION_TRACK).toEqual({ language: 'en', name: '', isDraft: false });
    expect(isSendable(captionTrackProblems(NEW_CAPTION_TRACK))).toBe(true);
  });

  it('refuses an empty or malformed language and a name over 150 characters, each on its own', () => {
    const empty = captionTrackProblems({ ...NEW_CAPTION_TRACK, language: ' ' });
    expect(empty.language).toMatch(/Choose the language/);
    expect(empty.name).toBeUndefined();
    expect(captionTrackProblems({ ...NEW_CAPTION_TRACK, language: 'es_419' }).language).toMatch(/BCP-47/);
    const long = captionTrackProblems({ ...NEW_CAPTION_TRACK, name: 'x'.repeat(151) });
    expect(long.name).toMatch(/at most 150/);
    expect(long.language).toBeUndefined();
    expect(isSendable(long)).toBe(false);
    expect(isSendable(captionTrackProblems({ ...NEW_CAPTION_TRACK, name: 'x'.repeat(150) }))).toBe(true);
  });

  it('takes the language a file declares, but not one the platform would refuse', () => {
    const typed = { language: 'fr', name: 'Mine', isDraft: true };
    expect(withDeclaredLanguage(typed, caption('es-419'))).toEqual({ ...typed, language: 'es-419' });
    expect(withDeclaredLanguage(typed, caption('not a tag'))).toBe(typed);
    expect(withDeclaredLanguage(typed, caption())).toBe(typed);
  });

  it('sends the language without the spaces around it', () => {
    expect(sendableTrack({ language: ' de ', name: 'Deutsch', isDraft: false })).toEqual({
      language: 'de',
      name: 'Deutsch',
      isDraft: false,
    });
  });
});
