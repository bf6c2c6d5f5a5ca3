// The page's own refusals of a dropped file in the page's language (its `lang`, which the language store keeps), as
// a translator wrote them; the host's own sentence is kept inside them.
import { afterEach, describe, expect, it } from 'vitest';
import { MP4_HEADER } from '../../../support/video-fixture';
import { stageFile } from '../../../../renderer/desk/file-sources';

const scope = globalThis as { document?: unknown };

function pageIn(lang: string): void {
  scope.document = { documentElement: { lang } };
}

afterEach(() => {
  delete scope.document;
});

describe("the page's refusals in its language", () => {
  it('says an empty file is empty, in German and Japanese', async () => {
    const empty = new File([], 'leer.mp4', { type: 'video/mp4' });
    pageIn('de');
    await expect(stageFile(empty, { fetch: () => Promise.reject(new Error('unused')) })).rejects.toThrow(
      'leer.mp4 ist leer (0 Byte).',
    );
    pageIn('ja');
    await expect(stageFile(empty, { fetch: () => Promise.reject(new Error('unused')) })).rejects.toThrow(
      'leer.mp4 は空です（0 バイト）。',
    );
  });

  it("wraps the host's own refusal in the page's words", async () => {
    const video = new File([MP4_HEADER], 'clip.mp4', { type: 'video/mp4' });
    const refused = () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'too-large', message: 'Der Datenträger ist voll.' } }), {
          status: 507,
        }),
      );
    pageIn('de');
    await expect(stageFile(video, { fetch: refused })).rejects.toThrow(
      'clip.mp4 konnte nicht für den Upload vorbereitet werden: Der Datenträger ist voll.',
    );
    pageIn('ja');
    await expect(stageFile(video, { fetch: () => Promise.resolve(new Response('', { status: 500 })) })).rejects.toThrow(
      'clip.mp4 のアップロードを準備できませんでした（HTTP 500）。',
    );
  });
});
