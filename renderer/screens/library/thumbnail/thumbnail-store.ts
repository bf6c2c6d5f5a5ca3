// The thumbnail upload of the video shown in the Library: its phase (copying the image over, sending it, done or
// failed) and the platform's answer to the last set. The sending phase follows `thumbnails.progress` from here, not
// from the panel, so the panel only says while it is shown (subscribeThumbnailEvents in an effect).
import { create } from 'zustand';
import type { ThumbnailSetResult } from '../../../../shared/ipc/thumbnails';
import { desk } from '../../../desk/desk';
import { failureOf, type Failure } from '../../../desk/failure';
import { imageSource } from '../../../components/images/picked-image';
import { resetWithChannel } from '../../../stores/channel-scope';

export type ThumbnailPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'copying'; readonly done: number; readonly total: number }
  | { readonly kind: 'sending'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly result: ThumbnailSetResult }
  | { readonly kind: 'failed'; readonly failure: Failure };

interface ThumbnailState {
  /** The video the phase and the last set belong to. */
  readonly videoId: string | undefined;
  readonly phase: ThumbnailPhase;
  /** The platform's answer to the last set, kept when a later attempt fails: it is the thumbnail the video has now. */
  readonly lastSet: ThumbnailSetResult | undefined;
  /** Another video shown: what was under way or done for the previous one does not carry over. */
  show: (videoId: string) => void;
  /** Copies `file` over and sets it as the video's thumbnail; answers the platform's result, or undefined on failure. */
  upload: (videoId: string, file: File) => Promise<ThumbnailSetResult | undefined>;
  /** The host's word on the bytes sent; ignored unless that video's image is being sent. */
  applyProgress: (progress: { videoId: string; sent: number; total: number }) => void;
}

const idle: ThumbnailPhase = { kind: 'idle' };

export const useThumbnail = create<ThumbnailState>((set, get) => {
  // An answer for a video no longer shown changes nothing here.
  const setFor = (videoId: string, state: Partial<ThumbnailState>) => {
    if (get().videoId === videoId) set(state);
  };
  return {
    videoId: undefined,
    phase: idle,
    lastSet: undefined,
    show(videoId) {
      if (get().videoId !== videoId) set({ videoId, phase: idle, lastSet: undefined });
    },
    async upload(videoId, file) {
      set({ videoId, phase: { kind: 'copying', done: 0, total: file.size } });
      try {
        const source = await imageSource(file, (done, total) =>
          setFor(videoId, { phase: { kind: 'copying', done, total } }),
        );
        setFor(videoId, { phase: { kind: 'sending', done: 0, total: file.size } });
        const result = await desk.call('thumbnails.set', { videoId, source });
        setFor(videoId, { phase: { kind: 'done', result }, lastSet: result });
        return result;
      } catch (error) {
        setFor(videoId, { phase: { kind: 'failed', failure: failureOf(error) } });
        return undefined;
      }
    },
    applyProgress({ videoId, sent, total }) {
      const { videoId: shown, phase } = get();
      if (videoId === shown && phase.kind === 'sending') set({ phase: { kind: 'sending', done: sent, total } });
    },
  };
});
// Issue 21: another channel chosen shows none of this one's videos, searches, bulk edits or thumbnails.
resetWithChannel(useThumbnail);

/** The events that keep the store current; the panel subscribes while it is shown. */
export function subscribeThumbnailEvents(): () => void {
  return desk.on('thumbnails.progress', useThumbnail.getState().applyProgress);
}
