// An upload as the page sees it (the contract's UploadView), queued and untouched unless the test says otherwise.
import type { UploadView } from '../../../shared/uploads/upload-view';

export function uploadView(id: string, overrides: Partial<UploadView> = {}): UploadView {
  return {
    id,
    fileName: `${id}.mp4`,
    sourceKind: 'path',
    totalBytes: 1000,
    mimeType: 'video/mp4',
    metadata: { snippet: { title: id }, status: { privacyStatus: 'private' } },
    state: 'queued',
    bytesConfirmed: 0,
    canEditMetadata: true,
    createdAt: 1,
    ...overrides,
  };
}
