// Where a video stands on the platform after its upload (processing, processed, failed or rejected with the
// platform's reason), and what is left that only the web studio can do (the API has no call for end screens or
// cards). The Uploads rows and the Library pass the view; this component reads no store.
import { processingSentence, studioChecklist, type ProcessingView } from '../../shared/follow/processing';
import type { BadgeTone } from './badge';
import { PROCESSING } from './components-messages';
import { useWords } from './words';

/** Between two pieces of a line: no word to translate. */
const SPACE = ' ';

const TONES: Readonly<Record<ProcessingView['state'], BadgeTone>> = {
  uploaded: 'info',
  processed: 'ok',
  failed: 'error',
  rejected: 'error',
  deleted: 'muted',
  missing: 'muted',
};

interface ProcessingStatusProps {
  readonly view: Pick<ProcessingView, 'videoId' | 'state' | 'reason' | 'fraction'>;
  readonly title: string;
  /** The demo's videos live on this computer only: no studio page to link to. */
  readonly demo: boolean;
}

export function ProcessingStatus({ view, title, demo }: ProcessingStatusProps) {
  const intl = useWords();
  const trouble = view.state === 'failed' || view.state === 'rejected';
  return (
    <div className="processing-status" data-testid="processing-status" data-state={view.state}>
      <p className={trouble ? 'error' : 'muted'} role={trouble ? 'alert' : undefined}>
        <span className={`badge badge-${TONES[view.state]}`}>
          {intl.formatMessage(PROCESSING.state, { state: view.state })}
        </span>
        {SPACE}
        <span data-testid="processing-sentence">{processingSentence(view, intl)}</span>
      </p>
      {view.state === 'processed' && (
        <details className="studio-checklist">
          <summary>{intl.formatMessage(PROCESSING.leftToDo, { title })}</summary>
          <ul>
            {studioChecklist(view.videoId, intl).map((item) => (
              <li key={item.label}>
                {demo ? (
                  <span>
                    {item.label} <span className="muted">{intl.formatMessage(PROCESSING.demoNote)}</span>
                  </span>
                ) : (
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {intl.formatMessage(PROCESSING.inStudio, { step: item.label })}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
