// Browser mode's guard on the upload calls: a page never knows a file's path, so an attachment named by its path
// (a thumbnail or a caption file) is refused there with the reason, and the video and its other attachments go on.
import { describe, expect, it } from 'vitest';
import type { IntakeRequest } from '../../../../electron/uploads/intake/file-intake';
import { createUploadHandlers } from '../../../../electron/uploads/upload-handlers';
import type { UploadService } from '../../../../electron/uploads/upload-service';
import type { AttachmentsInput } from '../../../../shared/uploads/upload-attachments';

const STAGED = { kind: 'staged' as const, stagingId: 'a'.repeat(32) };

function fakeService() {
  const enqueued: IntakeRequest[][] = [];
  const attached: AttachmentsInput[] = [];
  const service = {
    enqueue: (files: readonly IntakeRequest[]) => {
      enqueued.push([...files]);
      return Promise.resolve({ accepted: [], refused: [] });
    },
    setAttachments: (_id: string, attachments: AttachmentsInput) => {
      attached.push(attachments);
      return Promise.resolve({});
    },
  } as unknown as UploadService;
  return { service, enqueued, attached };
}

describe('upload handlers in browser mode', () => {
  it('refuses a caption file named by its path at enqueue and keeps the video and its playlists', async () => {
    const { service, enqueued } = fakeService();
    const handlers = createUploadHandlers(service, { acceptsPaths: false });
    const result = await handlers['uploads.enqueue']({
      files: [
        {
          source: STAGED,
          attachments: {
            playlists: [{ id: 'PLfirst01', title: 'First' }],
            caption: {
              source: { kind: 'path', path: '/home/me/secret.srt' },
              language: 'en',
              name: '',
              isDraft: false,
            },
          },
        },
      ],
    });
    expect(result.refused).toEqual([{ name: 'secret.srt', reason: expect.stringContaining('was named by its path') }]);
    expect(enqueued[0]?.[0]?.attachments).toEqual({ playlists: [{ id: 'PLfirst01', title: 'First' }] });
  });

  it('refuses setAttachments with a caption path and passes staged ones on', async () => {
    const { service, attached } = fakeService();
    const handlers = createUploadHandlers(service, { acceptsPaths: false });
    const caption = { language: 'en', name: '', isDraft: false };
    await expect(
      Promise.resolve().then(() =>
        handlers['uploads.setAttachments']({
          id: 'upload0001',
          attachments: { caption: { ...caption, source: { kind: 'path', path: '/etc/passwd' } } },
        }),
      ),
    ).rejects.toMatchObject({ code: 'file-unavailable', message: expect.stringContaining('passwd') });
    expect(attached).toEqual([]);
    await handlers['uploads.setAttachments']({
      id: 'upload0001',
      attachments: { caption: { ...caption, source: STAGED } },
    });
    expect(attached).toEqual([{ caption: { ...caption, source: STAGED } }]);
  });
});
