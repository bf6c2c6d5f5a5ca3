// Whether a video contains paid promotion (paidProductPlacementDetails.hasPaidProductPlacement, revision 20260924),
// read-only: the platform reads it for the owner's videos but lets only its own studio set it (shared/library/
// library-video.ts says what was found and when), so the line says where to change it rather than offering a control.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LibraryVideo } from '../../../shared/library/library-video';
import { studioEditUrl } from '../../../shared/follow/processing';
import { DETAILS } from './details-messages';

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function PaidPromotionLine({ video }: { readonly video: Pick<LibraryVideo, 'id' | 'hasPaidProductPlacement'> }) {
  const say = useIntl().formatMessage;
  const answer = video.hasPaidProductPlacement;
  const studio = studioEditUrl(video.id);
  return (
    <div className="field lib-paid-promotion" data-testid="paid-promotion">
      <p className="lib-paid-promotion-answer">
        {say(DETAILS.paidPromotion, { answer: answer === undefined ? 'unreported' : answer ? 'yes' : 'no', b: bold })}
      </p>
      <p className="muted field-help">
        {say(DETAILS.paidPromotionHelp, {
          a: (chunks: ReactNode[]) => (
            <a href={studio} target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
