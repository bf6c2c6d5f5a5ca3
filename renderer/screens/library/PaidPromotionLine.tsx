// Whether a video contains paid promotion (paidProductPlacementDetails.hasPaidProductPlacement, revision 20260924),
// read-only: the platform reads it for the owner's videos but lets only its own studio set it (shared/library/
// library-video.ts says what was found and when), so the line says where to change it rather than offering a control.
import type { LibraryVideo } from '../../../shared/library/library-video';
import { studioChecklist } from '../../../shared/follow/processing';

export function PaidPromotionLine({ video }: { readonly video: Pick<LibraryVideo, 'id' | 'hasPaidProductPlacement'> }) {
  const answer = video.hasPaidProductPlacement;
  const studio = studioChecklist(video.id)[0]!.url;
  return (
    <div className="field lib-paid-promotion" data-testid="paid-promotion">
      <p className="lib-paid-promotion-answer">
        Paid promotion: <strong>{answer === undefined ? 'not reported' : answer ? 'yes' : 'no'}</strong>
      </p>
      <p className="muted field-help">
        Only the platform&rsquo;s own studio can change this answer; this app can show it but not set it.{' '}
        <a href={studio} target="_blank" rel="noopener noreferrer">
          Change it in the studio
        </a>
      </p>
    </div>
  );
}
