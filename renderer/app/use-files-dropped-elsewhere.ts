// Files dropped on any screen but Uploads: left alone, the browser would open the file in place of the app. They go
// to the Uploads screen instead, which is shown, so the creator sees them arrive. (On the Uploads screen its own
// drop zone takes every drop on the window.)
import { useEffect, useEffectEvent } from 'react';
import { useAccount } from '../stores/account-store';
import { useNotices } from '../stores/notice-store';
import { useIncomingFiles } from '../stores/incoming-files-store';

export const UPLOADS_SCREEN = 'uploads';

export function useFilesDroppedElsewhere(current: string, show: (screen: string) => void): void {
  // Read at drop time, so the listeners are added once yet see the screen shown now.
  const onUploadsScreen = useEffectEvent(() => current === UPLOADS_SCREEN);
  const showUploads = useEffectEvent(() => show(UPLOADS_SCREEN));
  useEffect(() => {
    const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    const over = (event: DragEvent) => {
      if (onUploadsScreen() || !carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (onUploadsScreen() || !carriesFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      if (!useAccount.getState().account) {
        useNotices
          .getState()
          .push('info', 'Connect a channel (or try the demo workspace) first, then drop your videos again.');
        return;
      }
      const files = [...event.dataTransfer.files];
      showUploads();
      if (files.length > 0) void useIncomingFiles.getState().addFiles(files);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);
}
