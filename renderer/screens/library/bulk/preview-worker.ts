// The bulk preview's worker (preview-thread.ts): one request in, the preview (or why there is none) out. Ended by
// the page when a new draft replaces the request, or when it runs past its time.
import { previewBulkEdit } from '../../../../shared/bulk/bulk-preview';
import { intlFor } from '../../../../shared/i18n/catalogue';
import type { PreviewRequest } from './preview-thread';

const scope = globalThis as unknown as {
  onmessage: ((event: { data: PreviewRequest }) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = ({ data }) => {
  // One worker per request: the language's formatter is made once for all its videos.
  const intl = data.locale === undefined ? undefined : intlFor(data.locale);
  scope.postMessage(previewBulkEdit(data.videos, data.operation, data.now, intl));
};
