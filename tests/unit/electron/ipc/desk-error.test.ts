// The app's error carries the line its sentence was said from, when it was one: where its reason is kept beyond the
// moment (a failed step, a scheduled change's state line), the line is kept and said again in the language in force
// when shown. Its message stays the words in force when it was thrown, for logs and for callers that read words.
import { afterEach, describe, expect, it } from 'vitest';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { setSayingLocale } from '../../../../electron/language/say';
import { keepWords, nestedWords } from '../../../../electron/language/say-line';
import { toDeskError } from '../../../../electron/platform/data-api-errors';
import { PLATFORM_ERRORS } from '../../../../electron/platform/platform-messages';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { sayKeptError } from '../../../../shared/i18n/saved-line';
import { setTextLocale } from '../../../../shared/text/text-locale';

afterEach(() => {
  setSayingLocale('en');
  setTextLocale(undefined);
});

describe('DeskError', () => {
  it('said from the catalogue in English, keeps its line, which reads in German', () => {
    setSayingLocale('en');
    const error = new DeskError('network', keepWords(PLATFORM_ERRORS.unreachable, { why: 'ETIMEDOUT' }), { x: 1 });
    expect(error.message).toBe('Could not reach the video platform (ETIMEDOUT). Check your connection and try again.');
    expect(error.line).toEqual({ id: 'platform.error.unreachable', values: { why: 'ETIMEDOUT' } });
    expect(sayKeptError(intlFor('de'), error)).toBe(
      'Die Videoplattform war nicht erreichbar (ETIMEDOUT). Prüfe deine Verbindung und versuche es erneut.',
    );
    // What crosses IPC is unchanged: the words in force.
    expect(error.toShape()).toEqual({ code: 'network', message: error.message, details: { x: 1 } });
    expect(nestedWords(error)).toEqual({ line: error.line });
  });

  it('thrown with words alone has no line: nested, it stays those words', () => {
    const error = new DeskError('invalid-input', 'Plain words.');
    expect(error.line).toBeUndefined();
    expect(nestedWords(error)).toBe('Plain words.');
  });

  it("the platform's refusal keeps its own words and says our advice in the reading language", () => {
    setSayingLocale('en');
    const withAdvice = toDeskError(403, {
      error: { message: 'Access Not Configured.', errors: [{ reason: 'accessNotConfigured' }] },
    });
    expect(withAdvice.message).toMatch(/^Access Not Configured\. \S/);
    const said = sayKeptError(intlFor('ja'), withAdvice);
    expect(said).toMatch(/^Access Not Configured\. /);
    expect(said).not.toBe(withAdvice.message);
    // Without advice of ours, the platform's words are all there is: no line to say again.
    const bare = toDeskError(400, { error: { message: 'Bad request.', errors: [{ reason: 'somethingElse' }] } });
    expect(bare.message).toBe('Bad request.');
    expect(bare.line).toBeUndefined();
  });
});
