// Browser mode: leaving or reloading the page while uploads run asks first (the browser shows its own words; a
// page cannot choose them). The uploads go on in browser mode's host either way, but a closed tab no longer shows
// them, and in a browser it is the only way to be asked. The desktop app asks in the main process instead
// (electron/desktop/close-guard.ts): a beforeunload that cancels there would just keep the window from closing.
import { useEffect } from 'react';
import { followRunningUploads, runningUploadCount } from '../stores/running-uploads';

export function useLeaveGuard(host: 'electron' | 'web' | undefined): void {
  useEffect(() => {
    if (host !== 'web') return;
    const stop = followRunningUploads();
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      if (runningUploadCount() === 0) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      stop();
    };
  }, [host]);
}
