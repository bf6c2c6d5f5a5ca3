// One page of the queue for `uploads.list`. Bounded in bytes as well as in uploads: a description may be 5,000
// characters and tags 500, so a page of a few hundred uploads could outgrow what browser mode lets a socket have
// unsent; a page always holds at least one upload, so reading page after page always ends.
import type { QueuePage, UploadSettings, UploadView } from '../../../shared/uploads/upload-view';
import type { UploadRecord } from './upload-record';

export const DEFAULT_PAGE_UPLOADS = 200;
/** Far below browser mode's frame and unsent-bytes limits (1 MiB, 4 MiB), so answers and events still fit beside. */
export const MAX_PAGE_BYTES = 512 * 1024;

export interface PageRequest {
  readonly offset?: number | undefined;
  readonly limit?: number | undefined;
}

export interface QueueState {
  readonly records: readonly UploadRecord[];
  readonly revision: number;
  readonly settings: UploadSettings;
  readonly quotaResetAt: number | undefined;
}

export function queuePage(
  state: QueueState,
  request: PageRequest,
  view: (record: UploadRecord) => UploadView,
  maxBytes: number = MAX_PAGE_BYTES,
): QueuePage {
  const { records } = state;
  const offset = Math.min(request.offset ?? 0, records.length);
  const limit = request.limit ?? DEFAULT_PAGE_UPLOADS;
  const uploads: UploadView[] = [];
  let bytes = 0;
  for (let index = offset; index < records.length && uploads.length < limit; index += 1) {
    const upload = view(records[index]!);
    const size = JSON.stringify(upload).length;
    if (uploads.length > 0 && bytes + size > maxBytes) break;
    bytes += size;
    uploads.push(upload);
  }
  const end = offset + uploads.length;
  return {
    uploads,
    offset,
    total: records.length,
    ...(end < records.length ? { nextOffset: end } : {}),
    revision: state.revision,
    settings: { ...state.settings },
    ...(state.quotaResetAt !== undefined ? { quotaResetAt: state.quotaResetAt } : {}),
  };
}
