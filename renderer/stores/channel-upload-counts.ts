// Each channel's uploads sending and waiting, for the switcher: read once, then kept by the queue's changes and
// progress events whichever screen is shown. Only each upload's channel and state are kept.
import { create } from 'zustand';
import type { UploadState } from '../../shared/uploads/upload-view';
import { desk } from '../desk/desk';
import { readWholeQueue } from './queue-reader';

/** Sending now (or about to); waiting for their turn, a retry or the quota. */
interface ChannelUploadCount {
  readonly sending: number;
  readonly waiting: number;
}

const SENDING: ReadonlySet<UploadState> = new Set(['starting', 'uploading']);
const WAITING: ReadonlySet<UploadState> = new Set(['queued', 'retrying', 'waiting-quota']);

interface UploadCountsState {
  /** Every upload's channel and state, by upload id. */
  readonly uploads: ReadonlyMap<string, { readonly channelId: string | undefined; readonly state: UploadState }>;
}

export const useChannelUploads = create<UploadCountsState>(() => ({ uploads: new Map() }));

/** The counts of `channelId`'s uploads. */
export function uploadCountOf(state: UploadCountsState, channelId: string): ChannelUploadCount {
  let sending = 0;
  let waiting = 0;
  for (const upload of state.uploads.values()) {
    if (upload.channelId !== channelId) continue;
    if (SENDING.has(upload.state)) sending += 1;
    else if (WAITING.has(upload.state)) waiting += 1;
  }
  return { sending, waiting };
}

function change(edit: (uploads: Map<string, { channelId: string | undefined; state: UploadState }>) => void): void {
  const uploads = new Map(useChannelUploads.getState().uploads);
  edit(uploads);
  useChannelUploads.setState({ uploads });
}

async function reread(): Promise<void> {
  try {
    const queue = await readWholeQueue((request) => desk.call('uploads.list', request));
    change((uploads) => {
      uploads.clear();
      for (const upload of queue.uploads) uploads.set(upload.id, { channelId: upload.channelId, state: upload.state });
    });
  } catch {
    // Signed out or the host is gone: the events that follow say what runs.
  }
}

/** Starts following the queue; returns the way to stop. */
export function followChannelUploads(): () => void {
  const offs = [
    desk.on('uploads.progress', ({ id, state }) => {
      const known = useChannelUploads.getState().uploads.get(id);
      if (known && known.state !== state) change((uploads) => uploads.set(id, { ...known, state }));
    }),
    desk.on('uploads.changed', (event) => {
      if (event.resync) {
        void reread();
        return;
      }
      change((uploads) => {
        for (const { upload } of event.upserts)
          uploads.set(upload.id, { channelId: upload.channelId, state: upload.state });
        for (const id of event.removed) uploads.delete(id);
      });
    }),
  ];
  void reread();
  return () => offs.forEach((off) => off());
}
