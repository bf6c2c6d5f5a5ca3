// The bulk preview's worker (preview-thread.ts): one request in, the preview (or why there is none) out. Ended by
// the page when a new draft replaces the request, or when it runs past its time.
import { previewBulkEdit } from '../../../../shared/bulk/bulk-preview';
import { intlFor, loadLocale } from '../../../../shared/i18n/catalogue';
import type { PreviewRequest } from './preview-thread';

const scope = globalThis as unknown as {
  onmessage: ((event: { data: PreviewRequest }) => void) | null;
  postMessage(message: unknown): void;
};

async function answer(data: PreviewRequest): Promise<void> {
  // Its language is a chunk of its own, fetched once by the page already; should it fail to load, the preview comes
  // in English rather than not at all. One worker per request: the formatter is made once for all its videos.
  if (data.locale !== undefined) await loadLocale(data.locale).catch(() => undefined);
  const intl = data.locale === undefined ? undefined : intlFor(data.locale);
  scope.postMessage(previewBulkEdit(data.videos, data.operation, data.now, intl));
}

scope.onmessage = ({ data }) => void answer(data);
