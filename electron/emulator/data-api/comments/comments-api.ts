// What every comment route works with: the Data API's frame (context, the videos' store, the quota ledger), the
// comments' own store, and the faults armed on these methods.
import type { DataApi } from '../api-call';
import type { CommentFaults } from '../../faults/comment-faults';
import type { CommentsStore } from './comments-store';

export interface CommentsApi {
  readonly data: DataApi;
  readonly comments: CommentsStore;
  readonly faults: CommentFaults;
}
