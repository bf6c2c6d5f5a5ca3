// The image and file refusals in the creator's language: German and Japanese against what a translator wrote, with
// sizes in the locale's numbers (3,5 MiB) and what a file looks like said in that language too.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { notAnImage } from '../../../../shared/images/image-format';
import { checkImage, tooLarge } from '../../../../shared/images/image-rules';
import { notAVideo, sniffContainer } from '../../../../shared/uploads/container-sniffer';

const german = intlFor('de');
const japanese = intlFor('ja');
const TEXT = new TextEncoder().encode('Meeting notes\nBring the camera.\n');

describe('image refusals in German and Japanese', () => {
  it('refuses a text file picked as a thumbnail, saying what it looks like', () => {
    expect(notAnImage('notizen.png', TEXT, german)).toBe(
      'notizen.png ist kein PNG- oder JPEG-Bild (es sieht aus wie Text). Speichere es als PNG oder JPEG und versuche es noch einmal.',
    );
    expect(notAnImage('メモ.png', TEXT, japanese)).toBe(
      'メモ.png は PNG 画像でも JPEG 画像でもありません（テキストのようです）。PNG または JPEG で保存してから、もう一度お試しください。',
    );
  });

  it("says sizes with the locale's decimal comma and names the purpose", () => {
    expect(tooLarge('banner', 'kunst.png', 7 * 1024 * 1024 + 300_000, german)).toBe(
      'kunst.png ist 7,3 MiB groß; ein Kanalbanner darf höchstens 6,0 MiB groß sein. Speichere es kleiner (z. B. als JPEG mit geringerer Qualität) und versuche es noch einmal.',
    );
    expect(tooLarge('thumbnail', 'a.png', 51 * 1024 * 1024, japanese)).toBe(
      'a.png は 51.0 MiB です。サムネイルの上限は 50 MiB です。小さく保存し直して（JPEG で画質を下げるなど）、もう一度お試しください。',
    );
  });

  it('refuses a narrow thumbnail and advises 16:9, dimensions as editors show them', () => {
    const verdict = checkImage(
      'thumbnail',
      { name: 'x.png', format: 'png', bytes: 1000, width: 600, height: 600 },
      german,
    );
    expect(verdict.problems).toEqual([
      'x.png ist 600 px breit; ein Thumbnail muss mindestens 640 px breit sein (am besten 1280 × 720).',
    ]);
    expect(verdict.advice).toEqual([
      'x.png ist 600 × 600, nicht 16:9: Die Plattform fügt schwarze Balken hinzu (siehe Vorschau).',
    ]);
    const flood = checkImage(
      'watermark',
      { name: 'w.png', format: 'png', bytes: 1000, width: 10000, height: 10000 },
      japanese,
    );
    expect(flood.problems).toEqual([
      'w.png は 10000 × 10000 ピクセルです。Channel Desk で使える画像は最大 33,177,600 ピクセル（7680 × 4320）です。縮小してから、もう一度お試しください。',
    ]);
  });
});

describe('the refusal of a file that is no video', () => {
  it('says what it looks like in the language given', () => {
    const sniffed = sniffContainer(TEXT);
    if (sniffed.kind !== 'other') throw new Error('text was taken for a video');
    expect(notAVideo('notizen.mp4', sniffed.looksLike, german)).toBe(
      'notizen.mp4 ist keine Videodatei (sie sieht aus wie Text).',
    );
    expect(notAVideo('メモ.mp4', sniffed.looksLike, japanese)).toBe(
      'メモ.mp4 は動画ファイルではありません（テキストのようです）。',
    );
    expect(notAVideo('a.mp4', 'pdf', intlFor('en'))).toBe('a.mp4 is not a video file (it looks like a PDF document).');
  });
});
