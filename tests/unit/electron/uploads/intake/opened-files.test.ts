import { describe, expect, it, vi } from 'vitest';
import { queueOpenedFiles } from '../../../../../electron/uploads/intake/opened-files';
import type { UploadService } from '../../../../../electron/uploads/upload-service';
import type { KeptWords } from '../../../../../electron/language/say-line';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { sayLine } from '../../../../../shared/i18n/saved-line';

function service(result: Awaited<ReturnType<UploadService['enqueue']>>) {
  return { enqueue: vi.fn(async () => result) };
}

describe('files opened with the app', () => {
  it('queues them held, through the same intake as dropped files, and says what was added', async () => {
    const uploads = service({ accepted: [{ fileName: 'take.mp4' } as never], refused: [] });
    const notices: Array<[string, string]> = [];
    await queueOpenedFiles(uploads, ['/v/take.mp4'], (level, words) => notices.push([level, words.text]));
    expect(uploads.enqueue).toHaveBeenCalledWith([{ source: { kind: 'path', path: '/v/take.mp4' } }], { hold: true });
    expect(notices).toEqual([['info', 'Added take.mp4 to the queue, paused: check the details, then start.']]);
  });

  it('keeps each notice as a line, said again in the language of the page', async () => {
    const uploads = service({
      accepted: [{ fileName: 'a.mp4' } as never, { fileName: 'b.mov' } as never],
      refused: [{ name: 'notes.txt', reason: 'notes.txt is not a video file (it looks like text).' }],
    });
    const kept: KeptWords[] = [];
    await queueOpenedFiles(uploads, ['/a.mp4', '/b.mov', '/notes.txt'], (_level, words) => kept.push(words));
    expect(kept.map((words) => sayLine(intlFor('de'), words.line, ''))).toEqual([
      'Nicht hinzugefügt: notes.txt is not a video file (it looks like text).',
      '2 Videos wurden pausiert zur Warteschlange hinzugefügt: Prüfe die Details und starte dann.',
    ]);
  });

  it('refuses a file that is not a video with the intake’s own sentence', async () => {
    const uploads = service({
      accepted: [{ fileName: 'a.mp4' } as never, { fileName: 'b.mov' } as never],
      refused: [{ name: 'notes.txt', reason: 'notes.txt is not a video file (it looks like text).' }],
    });
    const notices: Array<[string, string]> = [];
    await queueOpenedFiles(uploads, ['/a.mp4', '/b.mov', '/notes.txt'], (level, words) =>
      notices.push([level, words.text]),
    );
    expect(notices).toEqual([
      ['warning', 'Not added: notes.txt is not a video file (it looks like text).'],
      ['info', 'Added 2 videos to the queue, paused: check the details, then start.'],
    ]);
  });

  it('asks nothing of the queue for no files', async () => {
    const uploads = service({ accepted: [], refused: [] });
    await queueOpenedFiles(uploads, [], () => undefined);
    expect(uploads.enqueue).not.toHaveBeenCalled();
  });
});
