// A Library video's processing: the follow-through's view when the app followed its upload (with the platform's
// reason), else what the video's own status says.
import type { ProcessingState } from '../../../shared/follow/processing';
import { PROCESSING_STATES } from '../../../shared/follow/processing';
import type { LibraryVideo } from '../../../shared/library/library-video';
import { ProcessingStatus } from '../../components/ProcessingStatus';
import { useAccount } from '../../stores/account-store';
import { useProcessing } from '../../stores/processing-store';

function isState(value: string | undefined): value is ProcessingState {
  return (PROCESSING_STATES as readonly string[]).includes(value ?? '');
}

export function LibraryProcessing({ video }: { readonly video: LibraryVideo }) {
  const followed = useProcessing((s) => s.byVideo[video.id]);
  const demo = useAccount((s) => s.account?.kind === 'demo');
  const view =
    followed ??
    (isState(video.uploadStatus)
      ? {
          videoId: video.id,
          state: video.uploadStatus,
          ...(video.processingReason ? { reason: video.processingReason } : {}),
        }
      : undefined);
  if (!view) return null;
  return <ProcessingStatus view={view} title={video.title} demo={demo} />;
}
