// A done upload's video as the platform processes it, from the follow-through's store.
import { ProcessingStatus } from '../../components/ProcessingStatus';
import { useAccount } from '../../stores/account-store';
import { useProcessing } from '../../stores/processing-store';

export function UploadProcessing({ videoId, title }: { readonly videoId: string; readonly title: string }) {
  const view = useProcessing((s) => s.byVideo[videoId]);
  const demo = useAccount((s) => s.account?.kind === 'demo');
  if (!view) return null;
  return <ProcessingStatus view={view} title={title} demo={demo} />;
}
