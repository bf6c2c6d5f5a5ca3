// The Branding tab's state: the channel's branding as the platform has it, the choices of region and language, a
// save in progress, and the banner's two steps (the image sent, then set on the channel). When step 2 fails the
// uploaded URL stays here (and in the main process), so Retry runs step 2 alone and never sends the image again.
import { create } from 'zustand';
import type { BannerView, BrandingEdits, BrandingOptions, BrandingView } from '../../../../shared/ipc/channel';
import { desk } from '../../../desk/desk';
import { failureOf, type Failure } from '../../../desk/failure';
import { imageSource } from '../../../components/images/picked-image';
import { resetWithChannel } from '../../../stores/channel-scope';

export type BannerPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'copying'; readonly done: number; readonly total: number }
  | { readonly kind: 'uploading'; readonly done: number; readonly total: number }
  | { readonly kind: 'applying'; readonly banner: BannerView }
  | { readonly kind: 'done'; readonly banner: BannerView }
  | { readonly kind: 'upload-failed'; readonly failure: Failure }
  | { readonly kind: 'apply-failed'; readonly banner: BannerView; readonly failure: Failure };

interface BrandingState {
  readonly view: BrandingView | undefined;
  /** Bumped on every new view from the platform, so the form takes its values again. */
  readonly version: number;
  readonly loadError: Failure | undefined;
  readonly options: BrandingOptions | undefined;
  readonly optionsError: Failure | undefined;
  readonly saving: boolean;
  readonly saveError: Failure | undefined;
  readonly saved: boolean;
  readonly banner: BannerPhase;
  load: () => Promise<void>;
  loadOptions: () => Promise<void>;
  save: (edits: BrandingEdits) => Promise<void>;
  replaceBanner: (file: File) => Promise<boolean>;
  applyBanner: (banner: BannerView) => Promise<void>;
  bannerProgress: (sent: number, total: number) => void;
}

export const useBranding = create<BrandingState>((set, get) => ({
  view: undefined,
  version: 0,
  loadError: undefined,
  options: undefined,
  optionsError: undefined,
  saving: false,
  saveError: undefined,
  saved: false,
  banner: { kind: 'idle' },
  load: async () => {
    set({ loadError: undefined });
    try {
      const view = await desk.call('channel.branding.get');
      set((state) => ({ view, version: state.version + 1 }));
    } catch (error) {
      set({ loadError: failureOf(error) });
    }
  },
  loadOptions: async () => {
    set({ optionsError: undefined });
    try {
      set({ options: await desk.call('channel.branding.options') });
    } catch (error) {
      set({ optionsError: failureOf(error) });
    }
  },
  save: async (edits) => {
    set({ saving: true, saveError: undefined, saved: false });
    try {
      const view = await desk.call('channel.branding.save', edits);
      set((state) => ({ view, version: state.version + 1, saving: false, saved: true }));
    } catch (error) {
      set({ saving: false, saveError: failureOf(error) });
    }
  },
  replaceBanner: async (file) => {
    set({ banner: { kind: 'copying', done: 0, total: file.size } });
    let uploaded: BannerView;
    try {
      const source = await imageSource(file, (done, total) => set({ banner: { kind: 'copying', done, total } }));
      set({ banner: { kind: 'uploading', done: 0, total: file.size } });
      const result = await desk.call('channel.banner.upload', { source });
      uploaded = { url: result.url, width: result.width, height: result.height };
    } catch (error) {
      set({ banner: { kind: 'upload-failed', failure: failureOf(error) } });
      return false;
    }
    await get().applyBanner(uploaded);
    return true;
  },
  applyBanner: async (banner) => {
    set({ banner: { kind: 'applying', banner } });
    try {
      const view = await desk.call('channel.banner.apply', { url: banner.url });
      // The form keeps what is being typed: a banner changes none of its fields.
      set({ view, banner: { kind: 'done', banner } });
    } catch (error) {
      set({ banner: { kind: 'apply-failed', banner, failure: failureOf(error) } });
    }
  },
  bannerProgress: (sent, total) =>
    set((state) => (state.banner.kind === 'uploading' ? { banner: { kind: 'uploading', done: sent, total } } : {})),
}));
resetWithChannel(useBranding);

/** The banner's bytes as they go out, while the editor is shown; answers how to stop. */
export function subscribeBannerProgress(): () => void {
  return desk.on('channel.banner.progress', ({ sent, total }) => useBranding.getState().bannerProgress(sent, total));
}
