// Reads the whole upload queue page by page (uploads.list). Pages of one revision fit together; when the queue
// changed between two pages, their offsets may no longer line up, so the read starts over (a few times at most: a
// busy queue changes every few seconds, and a page takes milliseconds).
import type { QueuePage, UploadView } from '../../shared/uploads/upload-view';

type QueueListCall = (request: { offset: number }) => Promise<QueuePage>;

export interface WholeQueue extends Omit<QueuePage, 'uploads' | 'offset' | 'nextOffset'> {
  readonly uploads: UploadView[];
}

const ATTEMPTS = 5;

export async function readWholeQueue(list: QueueListCall): Promise<WholeQueue> {
  let last: WholeQueue | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const first = await list({ offset: 0 });
    const uploads = [...first.uploads];
    let page = first;
    let consistent = true;
    while (page.nextOffset !== undefined) {
      page = await list({ offset: page.nextOffset });
      if (page.revision !== first.revision) {
        consistent = false;
        break;
      }
      uploads.push(...page.uploads);
    }
    const {
      uploads: _firstPage,
      offset: _offset,
      nextOffset: _next,
      ...rest
    } = page.revision === first.revision ? page : first;
    last = { ...rest, uploads };
    if (consistent) return last;
  }
  // Still changing after every attempt: the changes that follow bring the rest (a resync, if one is missed).
  return last!;
}
