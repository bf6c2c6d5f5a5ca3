// What the main process says of a queued file that changed, of an upload held for the altered or synthetic content
// answer, and of a series video's missing attachments, in the language in force (German, Japanese).
import { appendFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkFingerprint, fingerprintFile } from '../../../../electron/files/file-fingerprint';
import { setSayingLocale } from '../../../../electron/language/say';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { attachmentsFor, indexAttachments } from '../../../../shared/series/series-attachments';
import { defaultMetadataFor } from '../../../../shared/uploads/video-metadata';
import { disclosureFor } from '../../../../shared/uploads/synthetic-media';
import { setTextLocale } from '../../../../shared/text/text-locale';
import { makeTempDir, removeDir, writeVideo } from '../../../support/video-fixture';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
});
afterAll(() => removeDir(dir));
afterEach(() => {
  setSayingLocale('en');
  setTextLocale(undefined);
});

describe('changes and holds said in the language in force', () => {
  it('says how a queued file changed, in German and Japanese', async () => {
    const video = await writeVideo(dir, 'gewachsen.mp4', 5000);
    const print = await fingerprintFile(video.path);
    await appendFile(video.path, Buffer.alloc(10));
    setSayingLocale('de');
    expect(await checkFingerprint(print)).toEqual({
      kind: 'changed',
      what: expect.objectContaining({ text: 'ihre Größe änderte sich von 5000 auf 5010 Byte' }),
    });
    setSayingLocale('ja');
    expect(await checkFingerprint(print)).toEqual({
      kind: 'changed',
      what: expect.objectContaining({ text: 'サイズが 5000 バイトから 5010 バイトに変わりました' }),
    });
  });

  it('holds an upload without an answer with words in the language given', () => {
    const metadata = defaultMetadataFor('clip.mp4');
    const held = disclosureFor(metadata, 'hold', 'clip.mp4', intlFor('de'));
    expect(held).toMatchObject({ kind: 'hold', message: expect.stringContaining('weil du festgelegt hast') });
    const unset = disclosureFor(metadata, undefined, 'clip.mp4', intlFor('ja'));
    expect(unset).toMatchObject({ message: expect.stringContaining('回答のないアップロードの扱いをまだ選んでいない') });
    expect(disclosureFor(metadata, undefined, 'clip.mp4')).toMatchObject({
      message: expect.stringContaining('you have not chosen yet what uploads without an answer do'),
    });
  });

  it("names a series video's missing thumbnail and captions, placeholders translated", () => {
    const missing = attachmentsFor(
      'Folge 1.mp4',
      indexAttachments([]),
      { thumbnail: true, captions: true },
      intlFor('de'),
    );
    expect(missing.missing).toEqual([
      'daneben liegt kein Thumbnail Folge 1.jpg oder Folge 1.png',
      'daneben liegen keine Untertitel Folge 1.<Sprache>.srt oder .vtt',
    ]);
    const english = attachmentsFor('ep1.mp4', indexAttachments([]), { thumbnail: false, captions: true });
    expect(english.missing).toEqual(['no captions ep1.<language>.srt or .vtt beside it']);
  });
});
