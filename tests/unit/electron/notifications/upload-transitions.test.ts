import { describe, expect, it } from 'vitest';
import { UploadTransitions } from '../../../../electron/notifications/upload-transitions';
import type { QueueChange, UploadView } from '../../../../shared/uploads/upload-view';
import { uploadView } from '../../support/upload-view';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../shared/uploads/upload-settings';

const view = (id: string, state: UploadView['state'], error?: UploadView['error']): UploadView =>
  uploadView(id, {
    state,
    metadata: { snippet: { title: `Title ${id}` }, status: { privacyStatus: 'private' } },
    ...(error ? { error } : {}),
  });
const change = (...uploads: UploadView[]): QueueChange => ({
  revision: 1,
  upserts: uploads.map((upload, index) => ({ index, upload })),
  removed: [],
  total: uploads.length,
  settings: DEFAULT_UPLOAD_SETTINGS,
});

describe('UploadTransitions', () => {
  it('tells a finish and a failure once, and nothing for the queue as it was at start', () => {
    const subject = new UploadTransitions();
    subject.know([view('a', 'done')]);
    expect(subject.eventsOf(change(view('a', 'done')))).toEqual([]);
    expect(subject.eventsOf(change(view('b', 'uploading')))).toEqual([]);
    expect(subject.eventsOf(change(view('b', 'done')))).toEqual([{ kind: 'upload-finished', subject: 'Title b' }]);
    expect(subject.eventsOf(change(view('b', 'done')))).toEqual([]);
    expect(
      subject.eventsOf(change(view('c', 'failed', { code: 'no-progress', message: 'It stopped moving.' }))),
    ).toEqual([{ kind: 'upload-failed', subject: 'Title c', detail: 'It stopped moving.' }]);
  });

  it('tells what needs the user: the quota, a changed file, a sign-in that is over', () => {
    const subject = new UploadTransitions();
    const kinds = subject
      .eventsOf(
        change(
          view('q', 'waiting-quota'),
          view('f', 'failed', { code: 'file-changed', message: 'The file changed.' }),
          view('s', 'failed', { code: 'reconnect-required', message: 'Sign in again.' }),
        ),
      )
      .map((event) => event.kind);
    expect(kinds).toEqual(['needs-attention', 'needs-attention', 'needs-attention']);
  });
});
