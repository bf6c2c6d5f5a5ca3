// The watched folders, for the upload settings panel's section. The main process says when a folder's state or
// counts change (`watchedFolders.changed`); browser mode answers `desktop-only`, kept as the sentence to show.
import { create } from 'zustand';
import type {
  AddWatchedFolder,
  UpdateWatchedFolder,
  WatchedFolderView,
} from '../../../shared/watched-folders/watched-folder';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';

interface WatchedFoldersStore {
  readonly folders: readonly WatchedFolderView[] | undefined;
  /** Why this host cannot watch folders (browser mode), in the main process's words. */
  readonly unavailable: string | undefined;
  readonly loadFailure: Failure | undefined;
  load: () => Promise<void>;
  /** Answers the failure, or undefined once done (a cancelled folder dialog is no failure). */
  add: (request: AddWatchedFolder) => Promise<Failure | undefined>;
  update: (request: UpdateWatchedFolder) => Promise<Failure | undefined>;
  remove: (id: string) => Promise<Failure | undefined>;
}

export const useWatchedFolders = create<WatchedFoldersStore>((set, get) => {
  const replace = (folder: WatchedFolderView): void => {
    const folders = get().folders ?? [];
    set({
      folders: folders.some((each) => each.id === folder.id)
        ? folders.map((each) => (each.id === folder.id ? folder : each))
        : [...folders, folder],
    });
  };
  return {
    folders: undefined,
    unavailable: undefined,
    loadFailure: undefined,
    async load() {
      try {
        set({ folders: await desk.call('watchedFolders.list'), loadFailure: undefined, unavailable: undefined });
      } catch (error) {
        const failure = failureOf(error);
        if (failure.code === 'desktop-only') set({ unavailable: failure.message, loadFailure: undefined });
        else set({ loadFailure: failure });
      }
    },
    async add(request) {
      try {
        const added = await desk.call('watchedFolders.add', request);
        if (added) replace(added);
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },
    async update(request) {
      try {
        replace(await desk.call('watchedFolders.update', request));
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },
    async remove(id) {
      try {
        await desk.call('watchedFolders.remove', { id });
        set({ folders: (get().folders ?? []).filter((each) => each.id !== id) });
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },
  };
});

export function subscribeWatchedFolderEvents(): () => void {
  return desk.on('watchedFolders.changed', ({ folders }) => useWatchedFolders.setState({ folders }));
}
